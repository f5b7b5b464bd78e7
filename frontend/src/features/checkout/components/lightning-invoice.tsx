// A Lightning payment's BOLT11 invoice: shown on one line (cut to fit, copied whole) with the time
// it can still be paid.
import { useTranslation } from 'react-i18next';
import { cx } from '@/lib/class-names';
import { formatPaymentCountdown } from '../payment-rules';
import { CopyButton } from './copy-button';

interface LightningInvoiceProps {
  invoice: string;
  /** When the invoice stops being payable (the payment's expiry: never after the invoice's own). */
  expiresAt: string;
  secondsLeft: number;
}

export function LightningInvoice({ invoice, expiresAt, secondsLeft }: LightningInvoiceProps) {
  const { t } = useTranslation();
  const left = formatPaymentCountdown(secondsLeft);
  return (
    <div className="min-w-0">
      <p className="text-sm text-fg-muted">{t('payment.lightning.invoice')}</p>
      <div className="mt-1.5 flex items-center gap-3 rounded-xl border border-white/10 bg-ink-850 py-2 pr-2 pl-3.5">
        {/* Zero width before it grows: the long invoice never widens the card, it is cut instead. */}
        <code
          className="block w-0 min-w-0 flex-1 truncate font-mono text-sm text-fg"
          data-testid="payment-invoice"
        >
          {invoice}
        </code>
        <CopyButton
          value={invoice}
          label={t('payment.lightning.copyInvoice')}
          copiedMessage={t('payment.lightning.invoiceCopied')}
        />
      </div>
      <p className={cx('mt-2 text-sm', left ? 'text-fg-subtle' : 'text-danger-300')}>
        {left ? (
          <>
            {t('payment.lightning.expiresIn')}{' '}
            <time
              dateTime={expiresAt}
              className="font-mono text-fg tabular-nums"
              data-testid="payment-invoice-countdown"
            >
              {left}
            </time>
          </>
        ) : (
          t('payment.lightning.invoiceExpired')
        )}
      </p>
    </div>
  );
}
