import { Injectable } from '@nestjs/common';
import { CryptoPriceMap, FiatCurrency, PRICED_COINS, PricedCoin } from '@storefront/contracts';
import { PaymentsConfig } from '../config';
import { cryptoPriceMap } from './crypto-price-map';

const COIN_IDS: Record<PricedCoin, string> = { btc: 'bitcoin', eth: 'ethereum', ltc: 'litecoin' };

/** Live prices from a CoinGecko-style `simple/price` endpoint. Throws when it cannot tell. */
@Injectable()
export class CoinGeckoPriceSource {
  constructor(private readonly config: PaymentsConfig) {}

  async fetch(currency: FiatCurrency): Promise<CryptoPriceMap> {
    const url = new URL(this.config.PRICE_API_URL);
    url.searchParams.set('ids', PRICED_COINS.map((c) => COIN_IDS[c]).join(','));
    url.searchParams.set('vs_currencies', currency);
    const res = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(this.config.PRICE_TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`price source answered ${res.status}`);
    const body = (await res.json()) as Record<string, Record<string, unknown> | undefined>;
    const prices = {} as Record<PricedCoin, { price: number }>;
    for (const coin of PRICED_COINS) {
      const price = body?.[COIN_IDS[coin]]?.[currency];
      if (typeof price !== 'number' || !Number.isFinite(price) || price <= 0) {
        throw new Error(`price source gave no ${coin}/${currency} price`);
      }
      prices[coin] = { price };
    }
    return cryptoPriceMap(prices);
  }
}
