// The note on a payment not paid yet: money received and being confirmed (late or not), the window
// closed, or an end without credits. Announced politely: it changes while the page is open.
import { useTranslation } from 'react-i18next';
import { cx } from '@/lib/class-names';
import type { PaymentNotice } from '../payment-rules';

const TONES: Record<PaymentNotice, string> = {
  received: 'bg-brand-400/10 text-brand-200 ring-brand-400/25',
  'received-late': 'bg-brand-400/10 text-brand-200 ring-brand-400/25',
  expired: 'bg-danger-500/10 text-danger-300 ring-danger-400/25',
  failed: 'bg-danger-500/10 text-danger-300 ring-danger-400/25',
  refunded: 'bg-gold-400/10 text-gold-200 ring-gold-400/25',
};

export function PaymentNoticeText({ notice }: { notice: PaymentNotice }) {
  const { t } = useTranslation();
  const text = {
    received: t('payment.notices.received'),
    'received-late': t('payment.notices.receivedLate'),
    expired: t('payment.expiredHint'),
    failed: t('payment.notices.failed'),
    refunded: t('payment.notices.refunded'),
  }[notice];
  return (
    <p
      role="status"
      data-testid="payment-notice"
      className={cx('rounded-xl p-3.5 text-sm ring-1 ring-inset', TONES[notice])}
    >
      {text}
    </p>
  );
}
