// How each way to pay is presented: its name, ticker and accent colour.
import type { Crypto } from './payment-contracts';

export interface CryptoAsset {
  id: Crypto;
  name: string;
  ticker: string;
  /** Tailwind classes for the coin's round badge. */
  badgeClass: string;
  /** The glyph inside the badge. */
  symbol: string;
  /** A line under the name saying what the choice is, when the name alone does not. */
  hintKey?: 'checkout.lightningHint';
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
  // Bitcoin paid over Lightning: amounts are in BTC.
  lightning: {
    id: 'lightning',
    name: 'Lightning',
    ticker: 'BTC',
    symbol: '⚡',
    badgeClass: 'bg-[#f5c542]/15 text-[#f7d56b] ring-[#f5c542]/35',
    hintKey: 'checkout.lightningHint',
  },
};
