import type Redis from 'ioredis';
import { EventInHand, HANDLED_TTL_MS, handleOnce } from './handled-once';

/** Redis' SET (PX, NX), GET and DEL over a map, with time moved by hand. */
function memoryRedis() {
  let now = 0;
  const values = new Map<string, { value: string; until: number }>();
  const live = (key: string) => {
    const entry = values.get(key);
    return entry && entry.until > now ? entry.value : null;
  };
  const redis = {
    set: async (key: string, value: string, _px: 'PX', ms: number, nx?: 'NX') => {
      if (nx && live(key) !== null) return null;
      values.set(key, { value, until: now + ms });
      return 'OK';
    },
    get: async (key: string) => live(key),
    del: async (key: string) => Number(values.delete(key)),
  };
  return {
    redis: redis as unknown as Pick<Redis, 'set' | 'get' | 'del'>,
    pass: (ms: number) => (now += ms),
    ttlOf: (key: string) => (values.get(key)?.until ?? now) - now,
  };
}

const LEASE_MS = 4000;

describe('an event the gateways handle once', () => {
  it('is handled by the first delivery and acknowledged without handling by a later one', async () => {
    const { redis, ttlOf } = memoryRedis();
    let pushes = 0;
    await handleOnce(redis, 'e1', LEASE_MS, () => pushes++);
    await handleOnce(redis, 'e1', LEASE_MS, () => pushes++);
    expect(pushes).toBe(1);
    expect(ttlOf('e1')).toBe(HANDLED_TTL_MS);
  });

  it('comes back later while another replica has it in hand, and is handled once that replica’s claim lapses', async () => {
    const { redis, pass } = memoryRedis();
    let pushes = 0;
    // A replica claimed it and was killed before handling it.
    await redis.set('e2', 'in-hand', 'PX', LEASE_MS, 'NX');
    await expect(handleOnce(redis, 'e2', LEASE_MS, () => pushes++)).rejects.toBeInstanceOf(EventInHand);
    expect(pushes).toBe(0);
    pass(LEASE_MS);
    await handleOnce(redis, 'e2', LEASE_MS, () => pushes++);
    expect(pushes).toBe(1);
  });

  it('is left to the next delivery when handling it failed', async () => {
    const { redis } = memoryRedis();
    const failure = new Error('Redis adapter away');
    await expect(
      handleOnce(redis, 'e3', LEASE_MS, () => {
        throw failure;
      }),
    ).rejects.toBe(failure);
    let pushes = 0;
    await handleOnce(redis, 'e3', LEASE_MS, () => pushes++);
    expect(pushes).toBe(1);
  });

  it('counts an id remembered the earlier way (a plain mark) as handled', async () => {
    const { redis } = memoryRedis();
    await redis.set('e4', '1', 'PX', HANDLED_TTL_MS, 'NX');
    let pushes = 0;
    await handleOnce(redis, 'e4', LEASE_MS, () => pushes++);
    expect(pushes).toBe(0);
  });
});
