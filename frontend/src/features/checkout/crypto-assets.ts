// How each accepted cryptocurrency is presented: its name, ticker and accent colour.
import type { Crypto } from './payment-contracts';

export interface CryptoAsset {
  id: Crypto;
  name: string;
  ticker: string;
  /** Tailwind classes for the coin's round badge. */
  badgeClass: string;
  /** The glyph inside the badge. */
  symbol: string;
}

export const CRYPTO_ASSETS: Record<Crypto, CryptoAsset> = {
  btc: {
    id: 'btc',
    name: 'Bitcoin',
    ticker: 'BTC',
    symbol: '₿',
    badgeClass: 'bg-[#f7931a]/15 text-[#f7a841] ring-[#f7931a]/35',
  },
  eth: {
    id: 'eth',
    name: 'Ethereum',
    ticker: 'ETH',
    symbol: 'Ξ',
    badgeClass: 'bg-[#8c9eff]/15 text-[#a9b6ff] ring-[#8c9eff]/35',
  },
  ltc: {
    id: 'ltc',
    name: 'Litecoin',
    ticker: 'LTC',
    symbol: 'Ł',
    badgeClass: 'bg-[#a6b9d6]/15 text-[#c5d3ea] ring-[#a6b9d6]/35',
  },
};
