import type { GetPricesReply } from '@storefront/contracts';
import { MessageBus, ServiceError } from '@storefront/platform';
import { CryptoPricesCache, PRICES_REUSE_MAX_MS } from './crypto-prices.cache';

const PRICES = { btc: { price: 1 }, eth: { price: 2 }, ltc: { price: 3 } };

describe('crypto prices at the gateway', () => {
  let now: number;
  let asked: string[];
  let reply: () => Promise<GetPricesReply>;
  let cache: CryptoPricesCache;

  beforeEach(() => {
    now = 1_000_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    asked = [];
    reply = async () => ({ prices: PRICES, source: 'live', freshForMs: 60_000 });
    const bus = {
      request: (_subject: string, { currency }: { currency: string }) => {
        asked.push(currency);
        return reply();
      },
    };
    cache = new CryptoPricesCache(bus as unknown as MessageBus);
  });
  afterEach(() => jest.restoreAllMocks());

  it('answers with what payments said, without its freshness', async () => {
    expect(await cache.prices('eur')).toEqual({ success: true, source: 'live', prices: PRICES });
  });

  it('reuses an answer for a second at most, even when payments keeps it a minute', async () => {
    await cache.prices('eur');
    now += PRICES_REUSE_MAX_MS - 1;
    await cache.prices('eur');
    expect(asked).toEqual(['eur']);
    now += 1;
    await cache.prices('eur');
    expect(asked).toEqual(['eur', 'eur']);
  });

  it('never reuses an answer past the life payments gave it', async () => {
    reply = async () => ({ prices: PRICES, source: 'live', freshForMs: 200 });
    await cache.prices('usd');
    now += 199;
    await cache.prices('usd');
    now += 1;
    await cache.prices('usd');
    expect(asked).toEqual(['usd', 'usd']);
    // Without a stated life, nothing is reused.
    now += 200;
    reply = async () => ({ prices: PRICES, source: 'fallback' });
    await cache.prices('usd');
    await cache.prices('usd');
    expect(asked).toHaveLength(4);
  });

  it('keeps each currency apart', async () => {
    await cache.prices('eur');
    await cache.prices('usd');
    expect(asked).toEqual(['eur', 'usd']);
  });

  it('asks once for requests arriving together, and keeps no failure', async () => {
    let fail = true;
    reply = async () => {
      if (fail)
        throw ServiceError.unavailable('The payments service is unavailable. Please try again later.');
      return { prices: PRICES, source: 'live', freshForMs: 60_000 };
    };
    const together = await Promise.allSettled([
      cache.prices('eur'),
      cache.prices('eur'),
      cache.prices('eur'),
    ]);
    expect(together.every((r) => r.status === 'rejected' && r.reason.status === 503)).toBe(true);
    expect(asked).toHaveLength(1);
    fail = false;
    expect((await cache.prices('eur')).source).toBe('live');
    expect(asked).toHaveLength(2);
  });
});
