// A payment waiting for its money, its window open: what to send where (an address and amount on
// chain, or a Lightning invoice), the time left, the status and the helpers. Only this layout
// offers a way to pay.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFiat, formatCoinDigits } from '@/lib/format';
import { BackLink } from '@/components/ui/back-link';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { Spinner } from '@/components/ui/spinner';
import { CRYPTO_ASSETS } from '../crypto-assets';
import type { PaymentView } from '../payment-contracts';
import { formatPaymentCryptoAmount, lightningUri, type PaymentState } from '../payment-rules';
import { useNewCheckoutLink } from '../hooks/use-new-checkout-link';
import { CoinBadge } from './coin-badge';
import { CopyButton } from './copy-button';
import { LightningInvoice } from './lightning-invoice';
import { PaymentCountdown } from './payment-countdown';
import { PaymentInstructions } from './payment-instructions';
import { PaymentQrCode } from './payment-qr-code';
import { PaymentStatusBadge } from './payment-status-badge';
import { ProviderCheckoutLink } from './provider-checkout-link';
import { SandboxSimulate } from './sandbox-simulate';
import { TxHashForm } from './tx-hash-form';

interface PaymentDetailsProps {
  payment: PaymentView;
  /** Its `awaiting` reading (paymentState). */
  state: PaymentState;
  secondsLeft: number;
  onRecheck(): void;
}

export function PaymentDetails({ payment, state, secondsLeft, onRecheck }: PaymentDetailsProps) {
  const { t, i18n } = useTranslation();
  const asset = CRYPTO_ASSETS[payment.crypto];
  // The exact amount asked for, in full: shown, copied and in the instructions alike.
  const cryptoAmount = formatPaymentCryptoAmount(payment.cryptoAmount);
  const newCheckout = useNewCheckoutLink();
  // The invoice holds the amount and is its own destination: no address, no transaction hash.
  const lightning = payment.crypto === 'lightning';
  const fiat = (
    <p className="mt-2 text-sm text-fg-subtle">
      <span data-testid="payment-fiat-amount">
        {t('payment.approxFiat', {
          amount: formatFiat(payment.amount, payment.currency, i18n.language),
        })}
      </span>
      <span aria-hidden="true"> · </span>
      <span className="text-brand-200">{t('payment.credits', { count: payment.credits })}</span>
    </p>
  );
  /** The amount to pay, under `label`, with what helps to pay it (a copy button on chain). */
  const amountToPay = (label: string, helper?: ReactNode) => (
    <div>
      <p className="text-sm text-fg-muted">{label}</p>
      <div className="mt-1.5 flex items-center gap-3">
        <CoinBadge crypto={payment.crypto} />
        <p className="min-w-0 flex-1 font-mono text-2xl font-semibold tracking-tight break-all text-fg tabular-nums sm:text-3xl">
          <span data-testid="payment-crypto-amount">{formatCoinDigits(cryptoAmount, i18n.language)}</span>{' '}
          <span className="text-lg text-fg-muted sm:text-xl">{asset.ticker}</span>
        </p>
        {helper}
      </div>
      {fiat}
    </div>
  );

  return (
    <Container className="py-10 sm:py-14">
      <BackLink {...newCheckout}>{t('payment.newCheckout')}</BackLink>
      <header className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-[0.18em] text-brand-300 uppercase">
            {t('payment.eyebrow')}
          </p>
          <h1 className="mt-3 text-3xl font-semibold text-fg sm:text-4xl">
            {lightning ? t('payment.lightning.title') : t('payment.title', { ticker: asset.ticker })}
          </h1>
          <p className="mt-3 text-sm text-fg-muted">
            {t('payment.transactionId')}{' '}
            <span className="font-mono break-all text-fg" data-testid="payment-transaction-id">
              {payment.transactionId}
            </span>
          </p>
        </div>
        <PaymentCountdown expiresAt={payment.expiresAt} secondsLeft={secondsLeft} />
      </header>

      {/* Small screens read it top to bottom: pay, how to pay, then the optional hash. */}
      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="lg:col-start-1 lg:row-start-1">
          <Card className="overflow-hidden">
            <div className="flex flex-wrap items-center justify-between gap-3 border-b border-white/8 bg-white/[0.02] px-5 py-3.5 sm:px-7">
              <PaymentStatusBadge state={state} />
            </div>

            <div className="grid gap-7 p-5 sm:p-7 md:grid-cols-[auto_minmax(0,1fr)] md:items-start">
              <div className="flex justify-center md:block">
                {lightning ? (
                  <PaymentQrCode qrCode={lightningUri(payment.address)} alt={t('payment.lightning.qrAlt')} />
                ) : (
                  <PaymentQrCode qrCode={payment.qr_code} alt={t('payment.qrAlt', { name: asset.name })} />
                )}
              </div>

              {lightning ? (
                <div className="grid min-w-0 gap-6">
                  {amountToPay(t('payment.lightning.amount'))}
                  <LightningInvoice
                    invoice={payment.address}
                    expiresAt={payment.expiresAt}
                    secondsLeft={secondsLeft}
                  />
                </div>
              ) : (
                <div className="grid min-w-0 gap-6">
                  {amountToPay(
                    t('payment.amountToSend'),
                    <CopyButton
                      value={cryptoAmount}
                      label={t('payment.copyAmount')}
                      copiedMessage={t('payment.toasts.amountCopied')}
                    />,
                  )}

                  <div>
                    <p className="text-sm text-fg-muted">{t('payment.address', { name: asset.name })}</p>
                    <div className="mt-1.5 flex items-center gap-3 rounded-xl border border-white/10 bg-ink-850 py-2 pr-2 pl-3.5">
                      <code
                        className="min-w-0 flex-1 font-mono text-sm break-all text-fg"
                        data-testid="payment-address"
                      >
                        {payment.address}
                      </code>
                      <CopyButton
                        value={payment.address}
                        label={t('payment.copyAddress')}
                        copiedMessage={t('payment.toasts.addressCopied')}
                      />
                    </div>
                  </div>
                </div>
              )}
            </div>

            <div
              className="flex items-center gap-3 border-t border-white/8 px-5 py-4 text-sm text-fg-muted sm:px-7"
              data-testid="payment-waiting"
            >
              <Spinner label={t('payment.waiting')} />
              <span aria-hidden="true">{t('payment.waiting')}</span>
            </div>
          </Card>
        </div>

        <div className="grid gap-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <PaymentInstructions
            amount={formatCoinDigits(cryptoAmount, i18n.language)}
            ticker={asset.ticker}
            lightning={lightning}
          />
          {payment.checkoutLink && <ProviderCheckoutLink href={payment.checkoutLink} />}
          {payment.canSimulate && <SandboxSimulate paymentId={payment.payment_id} onSimulated={onRecheck} />}
        </div>

        {!lightning && (
          <div className="lg:col-start-1 lg:row-start-2">
            <TxHashForm paymentId={payment.payment_id} onSubmitted={onRecheck} />
          </div>
        )}
      </div>
    </Container>
  );
}
