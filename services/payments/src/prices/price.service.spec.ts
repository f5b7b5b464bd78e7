import { createServer, Server } from 'node:http';
import { once } from 'node:events';
import { parseConfig } from '@storefront/platform';
import type Redis from 'ioredis';
import { PaymentsConfig } from '../config';
import { RedisKeys } from '../redis/redis.module';
import { CoinGeckoPriceSource } from './coingecko-price.source';
import { FALLBACK_PRICES } from './fallback-prices';
import { PriceService } from './price.service';

class MemoryRedis {
  store = new Map<string, { value: string; ttl: number }>();
  async get(key: string) {
    return this.store.get(key)?.value ?? null;
  }
  async set(key: string, value: string, _ex: string, ttl: number) {
    this.store.set(key, { value, ttl });
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

  function service(url = `http://127.0.0.1:${(server.address() as { port: number }).port}/simple/price`) {
    const config = parseConfig(PaymentsConfig, { PRICE_API_URL: url, PRICE_TIMEOUT_MS: '200' });
    const redis = new MemoryRedis();
    const prices = new PriceService(
      new CoinGeckoPriceSource(config),
      config,
      redis as unknown as Redis,
      new RedisKeys('test:'),
    );
    return { prices, redis };
  }

  it('reads live prices, then answers from the cache for a minute', async () => {
    answer = () => ({
      status: 200,
      body: { bitcoin: { usd: 97000.5 }, ethereum: { usd: 3500 }, litecoin: { usd: 101.2 } },
    });
    const { prices, redis } = service();
    const first = await prices.prices('usd');
    expect(first).toEqual({
      source: 'live',
      prices: { btc: { price: 97000.5 }, eth: { price: 3500 }, ltc: { price: 101.2 } },
    });
    expect(requests).toEqual(['/simple/price?ids=bitcoin%2Cethereum%2Clitecoin&vs_currencies=usd']);
    expect(redis.store.get('test:payments:prices:usd')?.ttl).toBe(60);
    expect(await prices.prices('usd')).toEqual(first);
    expect(requests).toHaveLength(1);
  });

  it('falls back to fixed prices when the source is unreachable, slow or incomplete', async () => {
    expect(await service('http://127.0.0.1:9/simple/price').prices.prices('eur')).toEqual({
      source: 'fallback',
      prices: FALLBACK_PRICES.eur,
    });
    answer = () => ({ status: 200, body: {}, delayMs: 400 });
    expect((await service().prices.prices('eur')).source).toBe('fallback');
    answer = () => ({ status: 200, body: { bitcoin: { eur: 1 } } });
    expect((await service().prices.prices('eur')).source).toBe('fallback');
    answer = () => ({ status: 429, body: {} });
    const { prices, redis } = service();
    expect((await prices.prices('eur')).source).toBe('fallback');
    expect(redis.store.get('test:payments:prices:eur')?.ttl).toBe(30);
  });
});
