import { cx } from '@/lib/class-names';
import { CRYPTO_ASSETS } from '../crypto-assets';
import type { Crypto } from '../payment-contracts';

/** The coin's glyph in a tinted circle. Decorative: the name is always written next to it. */
export function CoinBadge({ crypto, size = 'md' }: { crypto: Crypto; size?: 'md' | 'lg' }) {
  const asset = CRYPTO_ASSETS[crypto];
  return (
    <span
      aria-hidden="true"
      className={cx(
        'flex shrink-0 items-center justify-center rounded-full font-display font-semibold ring-1 ring-inset',
        size === 'lg' ? 'size-12 text-2xl' : 'size-10 text-lg',
        asset.badgeClass,
      )}
    >
      {asset.symbol}
    </span>
  );
}
