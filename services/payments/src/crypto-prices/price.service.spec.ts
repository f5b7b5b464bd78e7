import { createServer, Server } from 'node:http';
import { once } from 'node:events';
import { parseConfig, ServiceRedis } from '@storefront/platform';
import type Redis from 'ioredis';
import { PaymentsConfig } from '../config';
import { CoinGeckoPriceSource } from './coingecko-price.source';
import { FALLBACK_PRICES } from './fallback-prices';
import { PriceService } from './price.service';

class MemoryRedis {
  store = new Map<string, { value: string; ttl: number; expiresAt: number }>();
  reads = 0;
  private live(key: string) {
    const entry = this.store.get(key);
    return entry && Date.now() < entry.expiresAt ? entry : undefined;
  }
  async get(key: string) {
    this.reads++;
    return this.live(key)?.value ?? null;
  }
  async pttl(key: string) {
    const entry = this.live(key);
    return entry ? entry.expiresAt - Date.now() : -2;
  }
  async set(key: string, value: string, _ex: string, ttl: number) {
    this.store.set(key, { value, ttl, expiresAt: Date.now() + ttl * 1000 });
    return 'OK';
  }
}

describe('crypto prices', () => {
  let server: Server;
  let requests: string[];
  let answer: () => { status: number; body: unknown; delayMs?: number };

  beforeAll(async () => {
    server = createServer((req, res) => {
      requests.push(req.url!);
      const { status, body, delayMs = 0 } = answer();
      setTimeout(() => res.writeHead(status).end(JSON.stringify(body)), delayMs);
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });
  beforeEach(() => (requests = []));
  afterEach(() => jest.restoreAllMocks());

  function service(url = `http://127.0.0.1:${(server.address() as { port: number }).port}/simple/price`) {
    // Long enough for a first request on a busy machine; the slow answer below takes longer.
    const config = parseConfig(PaymentsConfig, { PRICE_API_URL: url, PRICE_TIMEOUT_MS: '1000' });
    const redis = new MemoryRedis();
    const prices = new PriceService(
      new CoinGeckoPriceSource(config),
      config,
      new ServiceRedis(redis as unknown as Redis, 'test:', 'payments'),
    );
    return { prices, redis };
  }

  it('reads live prices, Lightning at bitcoin’s, then answers from the cache for a minute', async () => {
    answer = () => ({
      status: 200,
      body: { bitcoin: { usd: 97000.5 }, ethereum: { usd: 3500 }, litecoin: { usd: 101.2 } },
    });
    const { prices, redis } = service();
    const first = await prices.prices('usd');
    expect(first).toEqual({
      source: 'live',
      prices: {
        btc: { price: 97000.5 },
        eth: { price: 3500 },
        ltc: { price: 101.2 },
        lightning: { price: 97000.5 },
      },
      freshForMs: expect.any(Number),
    });
    expect(first.freshForMs).toBeGreaterThan(59_000);
    expect(first.freshForMs).toBeLessThanOrEqual(60_000);
    expect(requests).toEqual(['/simple/price?ids=bitcoin%2Cethereum%2Clitecoin&vs_currencies=usd']);
    expect(redis.store.get('test:payments:prices:usd')?.ttl).toBe(60);
    expect(await prices.prices('usd')).toMatchObject({ source: 'live', prices: first.prices });
    expect(requests).toHaveLength(1);
  });

  it('falls back to fixed prices when the source is unreachable, slow or incomplete', async () => {
    expect(await service('http://127.0.0.1:9/simple/price').prices.prices('eur')).toMatchObject({
      source: 'fallback',
      prices: FALLBACK_PRICES.eur,
    });
    answer = () => ({ status: 200, body: {}, delayMs: 1500 });
    expect((await service().prices.prices('eur')).source).toBe('fallback');
    answer = () => ({ status: 200, body: { bitcoin: { eur: 1 } } });
    expect((await service().prices.prices('eur')).source).toBe('fallback');
    answer = () => ({ status: 429, body: {} });
    const { prices, redis } = service();
    expect((await prices.prices('eur')).source).toBe('fallback');
    expect(redis.store.get('test:payments:prices:eur')?.ttl).toBe(30);
  });

  it('keeps the answer in memory exactly as long as the Redis entry lives, never longer', async () => {
    answer = () => ({
      status: 200,
      body: { bitcoin: { eur: 1 }, ethereum: { eur: 2 }, litecoin: { eur: 3 } },
    });
    let now = 1_000_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    const { prices, redis } = service();
    expect((await prices.prices('eur')).prices.btc.price).toBe(1);
    const readsAfterFetch = redis.reads;
    now += 59_000;
    expect(await prices.prices('eur')).toMatchObject({ prices: { btc: { price: 1 } }, freshForMs: 1_000 });
    expect(redis.reads).toBe(readsAfterFetch);
    expect(requests).toHaveLength(1);

    // The entry expires at 60 s: the next call goes back to Redis, finds nothing and refetches.
    answer = () => ({
      status: 200,
      body: { bitcoin: { eur: 10 }, ethereum: { eur: 2 }, litecoin: { eur: 3 } },
    });
    now += 1_000;
    expect((await prices.prices('eur')).prices.btc.price).toBe(10);
    expect(requests).toHaveLength(2);
  });

  it('keeps an answer another replica cached only for what is left of its Redis life', async () => {
    answer = () => ({
      status: 200,
      body: { bitcoin: { usd: 5 }, ethereum: { usd: 6 }, litecoin: { usd: 7 } },
    });
    let now = 2_000_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    const { prices: first, redis } = service();
    await first.prices('usd');
    now += 50_000;
    // A second process sharing the same Redis: 10 s of the entry's life are left.
    const second = new PriceService(
      new CoinGeckoPriceSource(parseConfig(PaymentsConfig, { PRICE_API_URL: 'http://127.0.0.1:9/x' })),
      parseConfig(PaymentsConfig, {}),
      new ServiceRedis(redis as unknown as Redis, 'test:', 'payments'),
    );
    expect(await second.prices('usd')).toMatchObject({ source: 'live', freshForMs: 10_000 });
    const reads = redis.reads;
    now += 9_000;
    await second.prices('usd');
    expect(redis.reads).toBe(reads);
    now += 1_500;
    // Past the entry's expiry: back to Redis (empty), then the unreachable source's fallback.
    expect((await second.prices('usd')).source).toBe('fallback');
    expect(redis.reads).toBeGreaterThan(reads);
  });

  it('shares one lookup among callers arriving together', async () => {
    answer = () => ({
      status: 200,
      body: { bitcoin: { usd: 1 }, ethereum: { usd: 2 }, litecoin: { usd: 3 } },
      delayMs: 20,
    });
    const { prices } = service();
    const replies = await Promise.all([prices.prices('usd'), prices.prices('usd'), prices.prices('usd')]);
    expect(replies.every((r) => r.source === 'live')).toBe(true);
    expect(requests).toHaveLength(1);
  });
});
