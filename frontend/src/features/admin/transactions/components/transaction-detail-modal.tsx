// A payment's details, with the 'Anomaly Detected' box when it was paid but never credited (for a
// deleted account, 'Payment for a deleted account', with nothing to approve), and the
// 'Refunded after credit' box (with the reversal) when the provider refunded it after crediting.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertTriangle, CircleCheck, Undo2, type LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import type { AdminTransaction } from '../../admin-contracts';
import {
  formatCrypto,
  formatDateTimeSeconds,
  formatMoney,
  formatNumber,
  formatRate,
} from '../../admin-format';
import { ClaimLinkRefund } from './claim-link-refund';
import { TransactionStatus } from './transaction-status';

interface TransactionDetailModalProps {
  transaction: AdminTransaction;
  approving: boolean;
  onApprove: () => void;
  reversing: boolean;
  onReverse: () => void;
  onClose: () => void;
}

function Row({ label, children, mono }: { label: string; children: ReactNode; mono?: boolean }) {
  return (
    <div className="grid gap-0.5 py-2 sm:grid-cols-[9rem_1fr] sm:gap-3">
      <dt className="text-xs font-medium text-fg-subtle sm:text-sm">{label}</dt>
      <dd className={mono ? 'font-mono text-xs break-all text-fg' : 'text-sm text-fg'}>{children}</dd>
    </div>
  );
}

export function TransactionDetailModal({
  transaction,
  approving,
  onApprove,
  reversing,
  onReverse,
  onClose,
}: TransactionDetailModalProps) {
  const { t } = useTranslation('admin');
  // Nobody is left to credit: such a payment is shown, never approved.
  const deletedAccount = transaction.accountDeletedAt !== null;
  return (
    <Modal
      onClose={onClose}
      title={t('transactions.detail.title')}
      closeLabel={t('transactions.detail.close')}
      className="sm:max-w-xl"
    >
      {transaction.anomaly && (
        <DangerAlert
          icon={AlertTriangle}
          title={
            deletedAccount ? t('transactions.deletedAccount.label') : t('transactions.detail.anomalyTitle')
          }
        >
          {deletedAccount ? t('transactions.deletedAccount.text') : t('transactions.detail.anomalyText')}
        </DangerAlert>
      )}
      {transaction.refundedAfterCredit && (
        <DangerAlert icon={Undo2} title={t('transactions.refund.label')}>
          {t('transactions.refund.text', { count: transaction.credits })}
        </DangerAlert>
      )}
      <dl className="divide-y divide-white/6">
        <Row label={t('transactions.detail.paymentId')} mono>
          {transaction.paymentId}
        </Row>
        <Row label={t('transactions.detail.transactionId')} mono>
          {transaction.transactionId}
        </Row>
        <Row label={t('transactions.detail.userId')} mono>
          {transaction.userId}
        </Row>
        {transaction.accountDeletedAt && (
          <Row label={t('transactions.deletedAccount.deletedAt')}>
            {formatDateTimeSeconds(transaction.accountDeletedAt)}
          </Row>
        )}
        <Row label={t('transactions.detail.provider')}>
          {t(`transactions.providers.${transaction.provider}`)}
        </Row>
        <Row label={t('transactions.detail.status')}>
          <TransactionStatus transaction={transaction} />
        </Row>
        <Row label={t('transactions.detail.amount')}>
          {formatMoney(transaction.amount, transaction.currency || 'eur')}
        </Row>
        <Row label={t('transactions.detail.cryptoAmount')}>
          {formatCrypto(transaction.cryptoAmount, transaction.crypto)}
        </Row>
        <Row label={t('transactions.detail.address')} mono>
          {transaction.address}
        </Row>
        <Row label={t('transactions.detail.created')}>{formatDateTimeSeconds(transaction.createdAt)}</Row>
        <Row label={t('transactions.detail.expires')}>{formatDateTimeSeconds(transaction.expiresAt)}</Row>
        {transaction.paidAt && (
          <Row label={t('transactions.detail.paid')}>{formatDateTimeSeconds(transaction.paidAt)}</Row>
        )}
        <Row label={t('transactions.detail.credits')}>{formatNumber(transaction.credits)}</Row>
        {transaction.creditPrice !== null && (
          <Row label={t('transactions.detail.creditPrice')}>
            {formatMoney(transaction.creditPrice, transaction.currency || 'eur')}
          </Row>
        )}
        {transaction.fxRate !== null && (
          <Row label={t('transactions.detail.fxRate')}>
            {t('transactions.detail.fxRateValue', {
              rate: formatRate(transaction.fxRate),
              currency: transaction.currency.toUpperCase(),
            })}
          </Row>
        )}
        <Row label={t('transactions.detail.creditsAdded')}>
          {transaction.creditsAdded ? t('transactions.detail.yes') : t('transactions.detail.no')}
        </Row>
        {transaction.creditsReversedAt && (
          <Row label={t('transactions.detail.creditsReversed')}>
            {formatDateTimeSeconds(transaction.creditsReversedAt)}
          </Row>
        )}
      </dl>
      <ClaimLinkRefund transaction={transaction} />
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onClose}>
          {t('transactions.detail.close')}
        </Button>
        {transaction.anomaly && !deletedAccount && (
          <Button onClick={onApprove} disabled={approving}>
            <CircleCheck className="size-4" aria-hidden="true" />
            {approving ? t('transactions.approving') : t('transactions.approve')}
          </Button>
        )}
        {transaction.refundedAfterCredit && (
          <Button variant="danger" onClick={onReverse} disabled={reversing}>
            <Undo2 className="size-4" aria-hidden="true" />
            {reversing ? t('transactions.refund.reversing') : t('transactions.refund.reverse')}
          </Button>
        )}
      </div>
    </Modal>
  );
}

/** What is wrong with the payment, at the top of its details. */
function DangerAlert({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <div
      role="alert"
      className="mb-4 flex gap-3 rounded-2xl border border-danger-400/35 bg-danger-500/10 p-4"
    >
      <Icon className="mt-0.5 size-5 shrink-0 text-danger-300" aria-hidden="true" />
      <div>
        <p className="font-semibold text-danger-300">{title}</p>
        <p className="mt-1 text-sm text-fg-muted">{children}</p>
      </div>
    </div>
  );
}
