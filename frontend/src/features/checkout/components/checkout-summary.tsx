// The order as it stands: what the buyer pays in the chosen currency (as the server quotes it), the
// credits it buys, the price per credit (and the rate a USD price was converted at), and the coin.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ShieldCheck } from 'lucide-react';
import { formatFiat, formatNumber, formatCoinDigits } from '@/lib/format';
import { CREDIT_PRICE_EUR } from '@/lib/product';
import { Card } from '@/components/ui/card';
import { CRYPTO_ASSETS } from '../crypto-assets';
import { creditsForCheckout, formatCryptoEstimate } from '../checkout-rules';
import type { CheckoutQuote, Crypto, FiatCurrency } from '../payment-contracts';
import '../checkout-i18n';

interface CheckoutSummaryProps {
  /** The cart's total in EUR. */
  eurAmount: number | null;
  /** What the payment will charge in `currency`; null until the server has said. */
  charge: number | null;
  /** The server's quote in `currency`, once it has answered. */
  quote: CheckoutQuote | undefined;
  quoteFailed: boolean;
  currency: FiatCurrency;
  crypto: Crypto | null;
  price: number | undefined;
  /** The submit button. */
  action: ReactNode;
}

/** At most 4 decimals, as written in the reader's language ("1.087" / "1,087"). */
const formatRate = (rate: number, language: string) => formatNumber(rate, language, 4);

export function CheckoutSummary({
  eurAmount,
  charge,
  quote,
  quoteFailed,
  currency,
  crypto,
  price,
  action,
}: CheckoutSummaryProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const credits = quote?.credits ?? creditsForCheckout(eurAmount);
  const estimate = crypto ? formatCryptoEstimate(charge, price) : null;
  const asset = crypto ? CRYPTO_ASSETS[crypto] : null;
  const creditPrice = quote?.creditPrice ?? (currency === 'eur' ? CREDIT_PRICE_EUR : null);
  const pays = charge !== null ? formatFiat(charge, currency, language) : null;

  return (
    <Card highlight className="p-6 sm:p-7">
      <h2 className="text-lg font-semibold text-fg">{t('checkout.summary')}</h2>
      <dl className="mt-5 grid gap-4 text-sm">
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-fg-muted">{t('checkout.youPay')}</dt>
          <dd
            className="font-display text-2xl font-semibold tabular-nums text-fg"
            data-testid="checkout-amount"
            aria-busy={pays === null && !quoteFailed ? true : undefined}
          >
            {pays ?? '—'}
          </dd>
        </div>
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-fg-muted">{t('checkout.youGet')}</dt>
          <dd className="text-right">
            <span className="font-semibold text-brand-200" data-testid="checkout-credits">
              {t('checkout.credits', { count: credits })}
            </span>
            {creditPrice !== null && (
              <span className="block text-xs text-fg-subtle">
                {/* A converted price has more decimals than the cents shown: it is approximate. */}
                {t(quote?.fxRate ? 'checkout.perCreditApprox' : 'checkout.perCredit', {
                  price: formatFiat(creditPrice, currency, language),
                })}
              </span>
            )}
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
                    {t('checkout.approx', {
                      amount: formatCoinDigits(estimate, i18n.language),
                      ticker: asset.ticker,
                    })}
                  </span>
                )}
              </>
            ) : (
              <span className="text-fg-subtle">{t('checkout.notChosen')}</span>
            )}
          </dd>
        </div>
      </dl>
      {pays !== null && (
        <p className="mt-5 rounded-xl bg-white/[0.03] px-3 py-2 text-center text-sm text-fg ring-1 ring-white/8 ring-inset">
          <span data-testid="checkout-offer">{t('checkout.offer', { amount: pays, count: credits })}</span>
          {quote?.fxRate && eurAmount !== null && (
            <span className="mt-0.5 block text-xs text-fg-subtle" data-testid="checkout-conversion">
              {t('checkout.converted', {
                eur: formatFiat(eurAmount, 'eur', language),
                rate: formatRate(quote.fxRate, language),
              })}
            </span>
          )}
        </p>
      )}
      {quoteFailed && currency === 'usd' && (
        <p role="alert" className="mt-3 text-xs text-danger-300">
          {t('checkout.quoteUnavailable')}
        </p>
      )}
      <div className="mt-6">{action}</div>
      <p className="mt-4 text-xs text-fg-subtle">{t('checkout.serverDecides')}</p>
      <p className="mt-3 flex items-center gap-1.5 text-xs text-fg-subtle">
        <ShieldCheck className="size-3.5 text-brand-300" aria-hidden="true" />
        {t('checkout.secure')}
      </p>
    </Card>
  );
}
