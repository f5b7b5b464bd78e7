import { apiKeysRevisionKey } from '@storefront/contracts';
import { createRedis, ServiceError, ServiceRedis } from '@storefront/platform';
import { randomUUID } from 'node:crypto';
import { API_KEY_REVISION_MAX_AGE_MS, API_KEY_SYNC_MS, ApiKeyRate } from './api-key-rate';
import type { SpendApiConfig } from './spend-api.config';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const LIMIT = 10;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('ApiKeyRate against Redis, as two gateway replicas', () => {
  const prefix = `api-key-rate-test:${randomUUID()}:`;
  const redis = createRedis(REDIS_URL);
  const replicas: ApiKeyRate[] = [];
  const start = (redisUrl: string) => {
    const rate = new ApiKeyRate(new ServiceRedis(redis, prefix, 'gateway', { url: redisUrl }), {
      API_KEY_REQUESTS_PER_MINUTE: LIMIT,
    } as SpendApiConfig);
    replicas.push(rate);
    return rate;
  };
  /** A replica whose Redis connection is up, as a gateway's is once it serves requests. */
  const replica = async () => {
    const rate = start(REDIS_URL);
    while (!(await rate.revision())) await sleep(API_KEY_SYNC_MS);
    return rate;
  };
  /** The status each hit answers: 200, or the 429 it is refused with. */
  const hits = (rate: ApiKeyRate, keyId: string, n: number) =>
    Promise.all(
      Array.from({ length: n }, () =>
        rate.hit(keyId).then(
          () => 200,
          (err: unknown) => (err instanceof ServiceError ? err.status : -1),
        ),
      ),
    );

  afterAll(async () => {
    await Promise.all(replicas.map((rate) => rate.onModuleDestroy()));
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  it('refuses the requests past the limit with 429 and the seconds left, each key on its own', async () => {
    const rate = await replica();
    const answers = await hits(rate, 'k1', LIMIT + 5);
    expect(answers.filter((s) => s === 200)).toHaveLength(LIMIT);
    expect(answers.filter((s) => s === 429)).toHaveLength(5);
    const refused = await rate.hit('k1').catch((err: ServiceError) => err);
    expect(refused).toBeInstanceOf(ServiceError);
    expect((refused as ServiceError).code).toBe('RATE_LIMITED');
    expect((refused as ServiceError).retryAfterSeconds).toBeGreaterThan(55);
    expect(await hits(rate, 'k2', 1)).toEqual([200]);
    // Every request is added in Redis once.
    await sleep(API_KEY_SYNC_MS * 2);
    expect(Number(await redis.get(`${prefix}gateway:api-key-rate:k1`))).toBe(LIMIT);
  });

  it('adds up the replicas: each refuses past the limit once it has synced the others’ counts', async () => {
    const [a, b] = [await replica(), await replica()];
    expect(await hits(a, 'shared', 7)).toEqual(Array(7).fill(200));
    await sleep(API_KEY_SYNC_MS * 2);
    // b learns a's 7 with the sync after its first request; until then it counts its own.
    expect(await hits(b, 'shared', 1)).toEqual([200]);
    await sleep(API_KEY_SYNC_MS * 2);
    expect(await hits(b, 'shared', 4)).toEqual([200, 200, 429, 429]);
    // a, whose last sync knew of 7, lets one more through and learns the rest with its sync.
    expect(await hits(a, 'shared', 1)).toEqual([200]);
    await sleep(API_KEY_SYNC_MS * 2);
    expect(await hits(a, 'shared', 1)).toEqual([429]);
    expect(Number(await redis.get(`${prefix}gateway:api-key-rate:shared`))).toBe(LIMIT + 1);
  });

  it('answers a new revision within about a second of it being set', async () => {
    const revisionKey = apiKeysRevisionKey(prefix);
    await redis.set(revisionKey, 'before');
    const rate = await replica();
    expect(await rate.hit('rev')).toEqual(expect.objectContaining({ revision: 'before' }));
    await redis.set(revisionKey, 'after');
    const deadline = Date.now() + API_KEY_REVISION_MAX_AGE_MS + API_KEY_SYNC_MS * 3;
    let seen: string | null | undefined;
    for (let i = 0; Date.now() < deadline && seen !== 'after'; i++) {
      seen = (await rate.hit(`rev-${i}`))?.revision;
      await sleep(20);
    }
    expect(seen).toBe('after');
  });

  it('adds what it counted before it stops, and nothing after', async () => {
    const rate = await replica();
    expect(await hits(rate, 'closing', 3)).toEqual([200, 200, 200]);
    await rate.onModuleDestroy();
    expect(Number(await redis.get(`${prefix}gateway:api-key-rate:closing`))).toBe(3);
  });

  it('still limits each replica without Redis, and answers no revision', async () => {
    const rate = start('redis://127.0.0.1:1');
    const answers = await hits(rate, 'offline', LIMIT + 2);
    expect(answers.filter((s) => s === 200)).toHaveLength(LIMIT);
    expect(await rate.revision()).toBeUndefined();
  });
});
