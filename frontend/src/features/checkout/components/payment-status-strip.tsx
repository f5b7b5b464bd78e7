// Confirmed or Pending, with the number of confirmations once there are any.
import { useTranslation } from 'react-i18next';
import { CheckCircle2, Hourglass } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import type { StatusStrip } from '../payment-rules';

export function PaymentStatusStrip({ strip }: { strip: StatusStrip }) {
  const { t } = useTranslation();
  const confirmed = strip.status === 'confirmed';
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="payment-status">
      <span className="text-sm text-fg-muted">{t('payment.status')}</span>
      <Badge tone={confirmed ? 'brand' : 'gold'}>
        {confirmed ? (
          <CheckCircle2 className="size-3.5" aria-hidden="true" />
        ) : (
          <Hourglass className="size-3.5" aria-hidden="true" />
        )}
        {t(`payment.statuses.${strip.status}`)}
      </Badge>
      {strip.confirmations !== null && (
        <Badge tone="neutral">{t('payment.confirmations', { count: strip.confirmations })}</Badge>
      )}
    </div>
  );
}
