import type { CryptoPriceMap, FiatCurrency } from '@storefront/contracts';
import { cryptoPriceMap } from './crypto-price-map';

/**
 * Used when the price source cannot be reached (always, on a machine without internet). Round
 * figures of the right order, so a checkout still works and is clearly an estimate.
 */
export const FALLBACK_PRICES: Record<FiatCurrency, CryptoPriceMap> = {
  eur: cryptoPriceMap({ btc: { price: 60000 }, eth: { price: 3000 }, ltc: { price: 70 } }),
  usd: cryptoPriceMap({ btc: { price: 65000 }, eth: { price: 3300 }, ltc: { price: 75 } }),
};
