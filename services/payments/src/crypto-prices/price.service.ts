import { Injectable, Logger } from '@nestjs/common';
import type { FiatCurrency, GetPricesReply } from '@storefront/contracts';
import { ExpiringMap, KeyedSingleFlight, ServiceRedis } from '@storefront/platform';
import { PaymentsConfig } from '../config';
import { CoinGeckoPriceSource } from './coingecko-price.source';
import { eurUsdRate } from '../credit-pricing/credit-pricing';
import { FALLBACK_PRICES } from './fallback-prices';

/** Fallback answers are cached briefly too, so an offline source costs one timeout, not one per call. */
const FALLBACK_CACHE_SECONDS = 30;

interface Answer {
  reply: GetPricesReply;
  /** When the Redis entry it was read from (or written as) expires, in ms since the epoch; unknown when absent. */
  expiresAt?: number;
}

/**
 * Crypto prices per fiat currency: live through a short Redis cache, fixed when the source is away.
 * Each process also keeps the answer it last read from Redis until the moment that Redis entry
 * expires, so a cached read costs no Redis round trip and no parse, yet is never older than the
 * Redis cache itself allows (PRICE_CACHE_SECONDS, or the fallback's shorter life). Each reply says
 * how much of that life is left (`freshForMs`), so callers can reuse it no longer than that.
 */
@Injectable()
export class PriceService {
  private readonly logger = new Logger(PriceService.name);
  private readonly remembered = new ExpiringMap<FiatCurrency, Answer>();
  private readonly lookups = new KeyedSingleFlight<FiatCurrency, Answer>();

  constructor(
    private readonly source: CoinGeckoPriceSource,
    private readonly config: PaymentsConfig,
    private readonly redis: ServiceRedis,
  ) {}

  async prices(currency: FiatCurrency): Promise<GetPricesReply> {
    // Callers arriving while a lookup is under way share it.
    const { reply, expiresAt } =
      this.remembered.get(currency) ?? (await this.lookups.run(currency, () => this.lookup(currency)));
    return expiresAt === undefined ? reply : { ...reply, freshForMs: Math.max(0, expiresAt - Date.now()) };
  }

  /**
   * EUR to USD at the current rate: bitcoin's price in USD over its price in EUR, both from the
   * price source (through the same cache). When either is the fixed fallback, the fallback's own
   * rate, so a checkout still works offline.
   */
  async eurUsdRate(): Promise<{ rate: string; source: 'live' | 'fallback' }> {
    const [eur, usd] = await Promise.all([this.prices('eur'), this.prices('usd')]);
    const live = eur.source === 'live' && usd.source === 'live';
    const { eur: eurPrices, usd: usdPrices } = live ? { eur: eur.prices, usd: usd.prices } : FALLBACK_PRICES;
    return {
      rate: eurUsdRate(usdPrices.btc.price, eurPrices.btc.price).toFixed(),
      source: live ? 'live' : 'fallback',
    };
  }

  private async lookup(currency: FiatCurrency): Promise<Answer> {
    const key = this.redis.key('prices', currency);
    const [cached, ttlMs] = await Promise.all([
      this.redis.client.get(key).catch(() => null),
      this.redis.client.pttl(key).catch(() => -2),
    ]);
    if (cached) {
      const reply = JSON.parse(cached) as GetPricesReply;
      // -1 (no expiry) or -2 (gone since): answer, but do not keep.
      return ttlMs > 0 ? this.remember(currency, reply, ttlMs) : { reply };
    }

    let reply: GetPricesReply;
    let ttl = this.config.PRICE_CACHE_SECONDS;
    try {
      reply = { prices: await this.source.fetch(currency), source: 'live' };
    } catch (err) {
      this.logger.warn(`price source unavailable, using fixed prices: ${String(err)}`);
      reply = { prices: FALLBACK_PRICES[currency], source: 'fallback' };
      ttl = Math.min(ttl, FALLBACK_CACHE_SECONDS);
    }
    await this.redis.client.set(key, JSON.stringify(reply), 'EX', ttl).catch(() => undefined);
    return this.remember(currency, reply, ttl * 1000);
  }

  private remember(currency: FiatCurrency, reply: GetPricesReply, ttlMs: number): Answer {
    const answer = { reply, expiresAt: Date.now() + ttlMs };
    this.remembered.set(currency, answer, answer.expiresAt);
    return answer;
  }
}
