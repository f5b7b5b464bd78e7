// A payment's status badge in the admin list: Pending, Completed, Partial, Expired or Refunded, plus
// Anomaly (paid, never credited; for a deleted account, Payment for a deleted account) or Refunded
// after credit (and Credits reversed once taken back); Account deleted on a deleted account's other
// payments; Marked by hand in BTCPay when the provider's back office settled or invalidated it.
import { useTranslation } from 'react-i18next';
import { cx } from '@/lib/class-names';
import type { AdminTransaction } from '../../admin-contracts';
import { StatusPill, type PillTone } from '../../components/status-pill';

const TONES: Record<AdminTransaction['displayStatus'], PillTone> = {
  pending: 'amber',
  completed: 'green',
  partial: 'blue',
  expired: 'gray',
  refunded: 'gold',
};

export function TransactionStatus({
  transaction,
  className,
}: {
  transaction: AdminTransaction;
  className?: string;
}) {
  const { t } = useTranslation('admin');
  return (
    <span className={cx('inline-flex flex-wrap items-center gap-1.5', className)}>
      <StatusPill tone={TONES[transaction.displayStatus]}>
        {t(`transactions.status.${transaction.displayStatus}`)}
      </StatusPill>
      {transaction.anomaly && (
        <StatusPill tone="red">
          {transaction.accountDeletedAt ? t('transactions.deletedAccount.label') : t('transactions.anomaly')}
        </StatusPill>
      )}
      {!transaction.anomaly && transaction.accountDeletedAt && (
        <StatusPill tone="gray">{t('transactions.deletedAccount.closed')}</StatusPill>
      )}
      {transaction.refundedAfterCredit && (
        <StatusPill tone="red">{t('transactions.refund.label')}</StatusPill>
      )}
      {transaction.creditsReversedAt && (
        <StatusPill tone="gray">{t('transactions.refund.reversedLabel')}</StatusPill>
      )}
      {transaction.markedByHand && (
        <StatusPill tone="amber">
          {t('transactions.markedByHand', { provider: t(`transactions.providers.${transaction.provider}`) })}
        </StatusPill>
      )}
    </span>
  );
}
