// Product facts that are not words: brand, prices, packs and the figures of the stats band.
// Everything worded (claims, testimonials, FAQ, legal texts, platform names) lives in the i18n
// catalogue, src/lib/i18n/locales/<lang>/{marketing,legal,common}.ts; links in src/lib/config.ts.

export const BRAND_NAME = 'Oddsmith';

/** Price of one credit in euros. Credits are one-time purchases, never a subscription. */
export const CREDIT_PRICE_EUR = 2;

export const CREDIT_PACKS = [10, 20, 30, 40, 50, 75, 100] as const;
export type CreditPack = (typeof CREDIT_PACKS)[number];
export const DEFAULT_CREDIT_PACK: CreditPack = 10;

/** Figures of the stats band (labels come from the catalogue, key by key). */
export const STATS = [
  { key: 'successRate', value: '90%' },
  { key: 'testsRun', value: '5M+' },
  { key: 'rating', value: '4.9/5' },
  { key: 'support', value: '24/7' },
] as const;

/** Cryptocurrencies accepted at checkout. */
export const CRYPTO_TICKERS = ['BTC', 'ETH', 'LTC'] as const;

export const MINIMUM_AGE = 18;
