// The payment's status as a badge (Pending, Confirming, Confirmed, Partly paid, …) with the number of
// confirmations once there are any: from the same reading as the headline and the text beside it.
import { useTranslation } from 'react-i18next';
import {
  CheckCircle2,
  CircleDashed,
  CircleX,
  Clock,
  Hourglass,
  RefreshCw,
  RotateCcw,
  type LucideIcon,
} from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cx } from '@/lib/class-names';
import type { PaymentBadge, PaymentState } from '../payment-rules';

export const PAYMENT_BADGE_ICONS: Record<PaymentBadge, LucideIcon> = {
  pending: Hourglass,
  confirming: RefreshCw,
  confirmed: CheckCircle2,
  partlyPaid: CircleDashed,
  expired: Clock,
  failed: CircleX,
  refunded: RotateCcw,
};

export function PaymentStatusBadge({ state, className }: { state: PaymentState; className?: string }) {
  const { t } = useTranslation();
  const Icon = PAYMENT_BADGE_ICONS[state.badge];
  return (
    <div className={cx('flex flex-wrap items-center gap-2', className)} data-testid="payment-status">
      <span className="text-sm text-fg-muted">{t('payment.status')}</span>
      <Badge tone={state.tone}>
        <Icon className="size-3.5" aria-hidden="true" />
        {t(`payment.statuses.${state.badge}`)}
      </Badge>
      {state.confirmations !== null && (
        <Badge tone="neutral">{t('payment.confirmations', { count: state.confirmations })}</Badge>
      )}
    </div>
  );
}
