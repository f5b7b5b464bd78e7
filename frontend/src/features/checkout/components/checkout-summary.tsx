// The order as it stands: what the buyer pays, the credits it buys (display only) and the coin.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ShieldCheck } from 'lucide-react';
import { formatFiat } from '@/lib/money-format';
import { Card } from '@/components/ui/card';
import { CRYPTO_ASSETS } from '../crypto-assets';
import { creditsForCheckout, formatCryptoEstimate } from '../checkout-rules';
import { CREDIT_PRICE, type Crypto, type FiatCurrency } from '../payment-contracts';
import '../checkout-i18n';

interface CheckoutSummaryProps {
  amount: number | null;
  currency: FiatCurrency;
  crypto: Crypto | null;
  price: number | undefined;
  /** The submit button. */
  action: ReactNode;
}

export function CheckoutSummary({ amount, currency, crypto, price, action }: CheckoutSummaryProps) {
  const { t, i18n } = useTranslation();
  const credits = creditsForCheckout(amount);
  const estimate = crypto ? formatCryptoEstimate(amount, price) : null;
  const asset = crypto ? CRYPTO_ASSETS[crypto] : null;

  return (
    <Card highlight className="p-6 sm:p-7">
      <h2 className="text-lg font-semibold text-fg">{t('checkout.summary')}</h2>
      <dl className="mt-5 grid gap-4 text-sm">
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-fg-muted">{t('checkout.youPay')}</dt>
          <dd
            className="font-display text-2xl font-semibold tabular-nums text-fg"
            data-testid="checkout-amount"
          >
            {amount !== null ? formatFiat(amount, currency, i18n.language) : '—'}
          </dd>
        </div>
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-fg-muted">{t('checkout.youGet')}</dt>
          <dd className="text-right">
            <span className="font-semibold text-brand-200" data-testid="checkout-credits">
              {t('checkout.credits', { count: credits })}
            </span>
            <span className="block text-xs text-fg-subtle">
              {t('checkout.perCredit', { price: formatFiat(CREDIT_PRICE, currency, i18n.language) })}
            </span>
          </dd>
        </div>
        <div className="flex items-baseline justify-between gap-4 border-t border-white/8 pt-4">
          <dt className="text-fg-muted">{t('checkout.payWith')}</dt>
          <dd className="min-w-0 text-right">
            {asset ? (
              <>
                <span className="font-semibold text-fg">{asset.name}</span>
                {estimate && (
                  <span className="block font-mono text-xs tabular-nums text-fg-muted">
                    {t('checkout.approx', { amount: estimate, ticker: asset.ticker })}
                  </span>
                )}
              </>
            ) : (
              <span className="text-fg-subtle">{t('checkout.notChosen')}</span>
            )}
          </dd>
        </div>
      </dl>
      <div className="mt-6">{action}</div>
      <p className="mt-4 text-xs text-fg-subtle">{t('checkout.serverDecides')}</p>
      <p className="mt-3 flex items-center gap-1.5 text-xs text-fg-subtle">
        <ShieldCheck className="size-3.5 text-brand-300" aria-hidden="true" />
        {t('checkout.secure')}
      </p>
    </Card>
  );
}
