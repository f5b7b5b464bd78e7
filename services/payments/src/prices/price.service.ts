import { Inject, Injectable, Logger } from '@nestjs/common';
import type { FiatCurrency, GetPricesReply } from '@storefront/contracts';
import type Redis from 'ioredis';
import { PaymentsConfig } from '../config';
import { REDIS, RedisKeys } from '../redis/redis.module';
import { CoinGeckoPriceSource } from './coingecko-price.source';
import { FALLBACK_PRICES } from './fallback-prices';

/** Fallback answers are cached briefly too, so an offline source costs one timeout, not one per call. */
const FALLBACK_CACHE_SECONDS = 30;

/** Crypto prices per fiat currency: live through a short Redis cache, fixed when the source is away. */
@Injectable()
export class PriceService {
  private readonly logger = new Logger(PriceService.name);

  constructor(
    private readonly source: CoinGeckoPriceSource,
    private readonly config: PaymentsConfig,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly keys: RedisKeys,
  ) {}

  async prices(currency: FiatCurrency): Promise<GetPricesReply> {
    const key = this.keys.key('prices', currency);
    const cached = await this.redis.get(key).catch(() => null);
    if (cached) return JSON.parse(cached) as GetPricesReply;

    let reply: GetPricesReply;
    let ttl = this.config.PRICE_CACHE_SECONDS;
    try {
      reply = { prices: await this.source.fetch(currency), source: 'live' };
    } catch (err) {
      this.logger.warn(`price source unavailable, using fixed prices: ${String(err)}`);
      reply = { prices: FALLBACK_PRICES[currency], source: 'fallback' };
      ttl = Math.min(ttl, FALLBACK_CACHE_SECONDS);
    }
    await this.redis.set(key, JSON.stringify(reply), 'EX', ttl).catch(() => undefined);
    return reply;
  }
}
