import { useTranslation } from 'react-i18next';
import type { AdminTransaction } from '../../admin-contracts';
import { timeLeft } from '../time-left';

/**
 * Pending: the countdown to expiry; expired: 'Expired'; paid in full or in part, or refunded: the
 * money has moved, nothing is left to count down.
 */
export function TimeLeftCell({ transaction, now }: { transaction: AdminTransaction; now: number }) {
  const { t } = useTranslation('admin');
  if (transaction.displayStatus !== 'pending' && transaction.displayStatus !== 'expired')
    return (
      <span className="text-fg-subtle" data-testid="time-left-none">
        —
      </span>
    );
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
