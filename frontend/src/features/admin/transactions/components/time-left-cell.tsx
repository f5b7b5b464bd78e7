import { useTranslation } from 'react-i18next';
import type { AdminTransaction } from '../../admin-contracts';
import { timeLeft } from '../time-left';

/** Pending: the countdown to expiry; expired: 'Expired'; completed: nothing left to count. */
export function TimeLeftCell({ transaction, now }: { transaction: AdminTransaction; now: number }) {
  const { t } = useTranslation('admin');
  if (transaction.displayStatus === 'completed') return <span className="text-fg-subtle">—</span>;
  const left =
    transaction.displayStatus === 'expired'
      ? ({ expired: true } as const)
      : timeLeft(transaction.expiresAt, now);
  return left.expired ? (
    <span className="text-fg-subtle">{t('transactions.expired')}</span>
  ) : (
    <span className="font-medium text-amber-200 tabular-nums">{left.text}</span>
  );
}
