// A payment's status badge in the admin list: Pending, Completed, Partial or Expired, plus Anomaly.
import { useTranslation } from 'react-i18next';
import type { AdminTransaction } from '../../admin-contracts';
import { StatusPill, type PillTone } from '../../components/status-pill';

const TONES: Record<AdminTransaction['displayStatus'], PillTone> = {
  pending: 'amber',
  completed: 'green',
  partial: 'blue',
  expired: 'gray',
  refunded: 'gold',
};

export function TransactionStatus({ transaction }: { transaction: AdminTransaction }) {
  const { t } = useTranslation('admin');
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <StatusPill tone={TONES[transaction.displayStatus]}>
        {t(`transactions.status.${transaction.displayStatus}`)}
      </StatusPill>
      {transaction.anomaly && <StatusPill tone="red">{t('transactions.anomaly')}</StatusPill>}
      {transaction.refundedAfterCredit && (
        <StatusPill tone="red">{t('transactions.refund.label')}</StatusPill>
      )}
      {transaction.creditsReversedAt && (
        <StatusPill tone="gray">{t('transactions.refund.reversedLabel')}</StatusPill>
      )}
    </span>
  );
}
