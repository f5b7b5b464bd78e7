// One coin to pay with, as a selectable card: name, ticker, the amount's estimate and the rate.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckCircle2 } from 'lucide-react';
import { cx } from '@/lib/class-names';
import { formatFiat, formatCoinDigits } from '@/lib/format';
import { CRYPTO_ASSETS } from '../crypto-assets';
import { formatCryptoEstimate } from '../checkout-rules';
import type { Crypto, FiatCurrency } from '../payment-contracts';
import { CoinBadge } from './coin-badge';
import '../checkout-i18n';

interface CryptoOptionProps {
  crypto: Crypto;
  checked: boolean;
  onSelect(): void;
  amount: number | null;
  currency: FiatCurrency;
  /** Price of one coin in `currency`; undefined while loading or unavailable. */
  price: number | undefined;
  priceState: 'loading' | 'ready' | 'error';
}

export function CryptoOption({
  crypto,
  checked,
  onSelect,
  amount,
  currency,
  price,
  priceState,
}: CryptoOptionProps) {
  const { t, i18n } = useTranslation();
  const asset = CRYPTO_ASSETS[crypto];
  const nameId = useId();
  const estimateId = useId();
  const estimate = formatCryptoEstimate(amount, price);

  return (
    <label
      data-testid={`crypto-option-${crypto}`}
      className={cx(
        'relative flex cursor-pointer items-center gap-3.5 rounded-2xl border p-4 transition',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-300',
        checked
          ? 'border-brand-400/70 bg-brand-400/[0.07] shadow-glow'
          : 'border-white/10 bg-ink-850 hover:border-white/20',
      )}
    >
      <input
        type="radio"
        name="crypto"
        value={crypto}
        checked={checked}
        onChange={onSelect}
        className="sr-only"
        aria-labelledby={nameId}
        aria-describedby={estimateId}
      />
      <CoinBadge crypto={crypto} />
      <span className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
        <span className="flex flex-col">
          <span id={nameId} className="flex items-baseline gap-2">
            <span className="font-semibold text-fg">{asset.name}</span>
            <span className="font-mono text-xs font-semibold text-fg-subtle">{asset.ticker}</span>
          </span>
          {asset.hintKey && <span className="mt-0.5 text-xs text-fg-subtle">{t(asset.hintKey)}</span>}
        </span>
        <span id={estimateId} className="sm:text-right">
          {estimate ? (
            <>
              <span
                className="block font-mono text-sm tabular-nums text-fg"
                data-testid={`estimate-${crypto}`}
              >
                {t('checkout.approx', {
                  amount: formatCoinDigits(estimate, i18n.language),
                  ticker: asset.ticker,
                })}
              </span>
              <span className="mt-0.5 block text-xs text-fg-subtle">
                {t('checkout.rate', {
                  ticker: asset.ticker,
                  price: formatFiat(price!, currency, i18n.language),
                })}
              </span>
            </>
          ) : priceState === 'loading' ? (
            <>
              <span
                aria-hidden="true"
                className="block h-4 w-36 animate-pulse rounded bg-white/8 sm:ml-auto"
              />
              <span className="sr-only">{t('checkout.priceLoading')}</span>
            </>
          ) : (
            <span className="block text-sm text-fg-subtle">{t('checkout.priceUnavailable')}</span>
          )}
        </span>
      </span>
      <CheckCircle2
        aria-hidden="true"
        className={cx('size-5 shrink-0 transition', checked ? 'text-brand-300' : 'text-transparent')}
      />
    </label>
  );
}
