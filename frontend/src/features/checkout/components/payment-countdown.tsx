// mm:ss left to pay; 'Expired' once the window has closed.
import { useTranslation } from 'react-i18next';
import { Clock } from 'lucide-react';
import { cx } from '@/lib/class-names';
import { formatPaymentCountdown } from '../payment-rules';

/** `secondsLeft` comes from useSecondsLeft(expiresAt), which ticks every second. */
export function PaymentCountdown({ expiresAt, secondsLeft }: { expiresAt: string; secondsLeft: number }) {
  const { t } = useTranslation();
  const left = formatPaymentCountdown(secondsLeft);
  return (
    <div
      className={cx(
        'inline-flex items-center gap-2 self-start rounded-full sm:self-auto px-3 py-1.5 text-sm font-semibold ring-1 ring-inset',
        left ? 'bg-white/5 text-fg ring-white/10' : 'bg-danger-500/12 text-danger-300 ring-danger-400/30',
      )}
    >
      <Clock className="size-4" aria-hidden="true" />
      <span className="sr-only">{t('payment.timeLeft')}:</span>
      {/* Not a live region: a screen reader would read it every second. */}
      <time dateTime={expiresAt} className="font-mono tabular-nums" data-testid="payment-countdown">
        {left ?? t('payment.expired')}
      </time>
    </div>
  );
}
