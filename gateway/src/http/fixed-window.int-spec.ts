import { createRedis } from '@storefront/platform';
import { randomUUID } from 'node:crypto';
import { countInWindow } from './fixed-window';

describe('countInWindow against Redis', () => {
  // As the gateway makes its clients: auto-pipelined, so concurrent counts share round trips.
  const redis = createRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', {
    enableAutoPipelining: true,
  });
  const prefix = `fixed-window-test:${randomUUID()}:`;

  beforeAll(async () => {
    if (redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve));
  });

  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  it('counts concurrent hits once each, within one window, and reads the other key beside them', async () => {
    await redis.set(`${prefix}revision`, 'r7');
    // Other commands in the same tick share the pipeline with the counts.
    const [, ...counted] = await Promise.all([
      redis.get(`${prefix}revision`),
      ...Array.from({ length: 40 }, () =>
        countInWindow(redis, `${prefix}hits`, 60_000, { alsoRead: `${prefix}revision` }),
      ),
    ]);
    expect(counted.map((c) => c.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
    expect(counted.every((c) => c.read === 'r7' && c.resetInMs > 0 && c.resetInMs <= 60_000)).toBe(true);
    const alone = await countInWindow(redis, `${prefix}other`, 1_000);
    expect(alone).toEqual({ count: 1, resetInMs: expect.any(Number), read: null });
    expect(await redis.pttl(`${prefix}other`)).toBeLessThanOrEqual(1_000);
  });

  it('adds several hits at once, and a window started by several lasts its time', async () => {
    const first = await countInWindow(redis, `${prefix}batch`, 60_000, { hits: 7 });
    expect(first).toMatchObject({ count: 7, read: null });
    expect(await redis.pttl(`${prefix}batch`)).toBeGreaterThan(59_000);
    expect((await countInWindow(redis, `${prefix}batch`, 60_000, { hits: 5 })).count).toBe(12);
  });

  it('starts a new window once the last one is over', async () => {
    await countInWindow(redis, `${prefix}short`, 50);
    await new Promise((r) => setTimeout(r, 120));
    expect((await countInWindow(redis, `${prefix}short`, 50)).count).toBe(1);
  });
});
