// A credit change sent without an answer (network or server failure): it may have been made. Its
// retry resends that same submission, so it applies at most once; a new submit is a new change.
import { useTranslation } from 'react-i18next';
import { RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatNumber } from '../../admin-format';
import type { CreditSubmission } from '../api/adjust-credits';

interface UnconfirmedAdjustmentProps {
  submission: CreditSubmission;
  email: string | null;
  busy: boolean;
  onRetry: () => void;
}

export function UnconfirmedAdjustment({ submission, email, busy, onRetry }: UnconfirmedAdjustmentProps) {
  const { t } = useTranslation('admin');
  const operation = t(submission.direction === 'add' ? 'credits.add' : 'credits.remove', {
    amount: formatNumber(submission.amount),
    count: submission.amount,
  });
  return (
    <div
      role="status"
      className="grid gap-2 rounded-xl bg-gold-400/10 px-3.5 py-3 text-sm text-gold-200 ring-1 ring-gold-400/25 ring-inset"
    >
      <p>{t('credits.unconfirmed.message', { operation, user: email ?? submission.userId })}</p>
      <Button variant="secondary" size="sm" onClick={onRetry} disabled={busy} className="justify-self-start">
        <RotateCcw className="size-4" aria-hidden="true" />
        {t('credits.unconfirmed.retry')}
      </Button>
    </div>
  );
}
