export type CoinPrices = Record<'bitcoin' | 'ethereum' | 'litecoin', { eur: number; usd: number }>;

/** A local stand-in for CoinGecko's `GET /simple/price` (fake-coingecko.mjs). */
export class FakeCoinGecko {
  prices: CoinPrices;
  /** The URL to set as PRICE_API_URL. */
  start(): Promise<string>;
  stop(): Promise<void>;
}
