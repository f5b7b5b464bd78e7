import { ServiceRedis } from '@storefront/platform';
import type Redis from 'ioredis';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import type { RealtimeConfig } from './realtime.config';
import { SocketConnectRate } from './socket-connect-rate';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** The per-minute count of new sockets, against a real Redis. */
describe('the rate of new visitor sockets', () => {
  const rates: SocketConnectRate[] = [];
  /** A replica whose Redis connection is up (until then it admits everyone, as without Redis). */
  const replica = async (prefix: string) => {
    const rate = unconnected(prefix);
    const redis = (rate as unknown as { connects: { client: Redis } }).connects.client;
    if (redis.status !== 'ready') await once(redis, 'ready');
    return rate;
  };
  const unconnected = (prefix: string, redisUrl = REDIS_URL) => {
    // The shared client is not used by the rate: only its target and key prefix are.
    const shared = null as unknown as Redis;
    const rate = new SocketConnectRate(new ServiceRedis(shared, prefix, 'gateway', { url: redisUrl }), {
      SOCKET_CONNECTS_PER_IP_PER_MINUTE: 5,
    } as RealtimeConfig);
    rates.push(rate);
    return rate;
  };

  afterAll(() => rates.forEach((rate) => rate.onModuleDestroy()));

  it('counts an address across gateway replicas', async () => {
    const prefix = `t${randomBytes(4).toString('hex')}:`;
    const [a, b] = await Promise.all([replica(prefix), replica(prefix)]);
    const admitted = [];
    for (const rate of [a, b, a, b, a, b, a]) admitted.push(await rate.admit('203.0.113.9'));
    expect(admitted).toEqual([true, true, true, true, true, false, false]);
    expect(await b.admit('203.0.113.10')).toBe(true);
  });

  it('counts an IPv6 /64 as one address', async () => {
    const rate = await replica(`t${randomBytes(4).toString('hex')}:`);
    for (let i = 1; i <= 5; i++) expect(await rate.admit(`2001:db8:5:6::${i}`)).toBe(true);
    expect(await rate.admit('2001:db8:5:6:ffff::1')).toBe(false);
    expect(await rate.admit('2001:db8:5:7::1')).toBe(true);
  });

  it('admits every socket while Redis does not answer', async () => {
    const rate = unconnected('t-unreachable:', 'redis://127.0.0.1:9');
    for (let i = 0; i < 7; i++) expect(await rate.admit('203.0.113.11')).toBe(true);
  });
});
