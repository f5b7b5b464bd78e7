// The crypto transactions: ids, amount, crypto amount, provider, status, time left, creation date, actions.
import { useTranslation } from 'react-i18next';
import { CircleCheck, Eye, Undo2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { AdminTransaction } from '../../admin-contracts';
import { DataTable, useTableTexts, Td, Tr } from '../../components/data-table/table';
import { formatCrypto, formatDateTime, formatMoney } from '../../admin-format';
import { TimeLeftCell } from './time-left-cell';
import { TransactionStatus } from './transaction-status';

interface TransactionsTableProps {
  transactions: AdminTransaction[];
  loading: boolean;
  busy: boolean;
  now: number;
  approvingId?: string;
  reversingId?: string;
  onView: (transaction: AdminTransaction) => void;
  onApprove: (transaction: AdminTransaction) => void;
  onReverse: (transaction: AdminTransaction) => void;
}

const COLUMNS = ['id', 'amount', 'crypto', 'provider', 'status', 'timeLeft', 'created', 'actions'] as const;

export function TransactionsTable({
  transactions,
  loading,
  busy,
  now,
  approvingId,
  reversingId,
  onView,
  onApprove,
  onReverse,
}: TransactionsTableProps) {
  const { t } = useTranslation('admin');
  const texts = useTableTexts('transactions', COLUMNS, ['amount', 'crypto', 'actions']);
  return (
    <DataTable {...texts} rows={transactions} loading={loading} busy={busy}>
      {(transaction) => (
        <Tr
          key={transaction.paymentId}
          data-testid={`transaction-row-${transaction.paymentId}`}
          className={
            transaction.anomaly || transaction.refundedAfterCredit ? 'bg-danger-500/[0.04]' : undefined
          }
        >
          <Td>
            <div className="flex flex-col font-mono text-xs">
              <span className="text-fg" title={transaction.paymentId}>
                {transaction.paymentId}
              </span>
              <span className="text-fg-subtle" title={transaction.transactionId}>
                {transaction.transactionId}
              </span>
            </div>
          </Td>
          <Td className="text-right font-medium whitespace-nowrap text-fg tabular-nums">
            {formatMoney(transaction.amount, transaction.currency || 'eur')}
          </Td>
          <Td className="text-right whitespace-nowrap tabular-nums">
            {formatCrypto(transaction.cryptoAmount, transaction.crypto)}
          </Td>
          <Td className="whitespace-nowrap" data-testid={`transaction-provider-${transaction.paymentId}`}>
            {t(`transactions.providers.${transaction.provider}`)}
          </Td>
          <Td>
            {/* The badges wrap rather than push the actions out of sight. */}
            <TransactionStatus transaction={transaction} className="max-w-56" />
          </Td>
          <Td className="whitespace-nowrap">
            <TimeLeftCell transaction={transaction} now={now} />
          </Td>
          <Td className="whitespace-nowrap tabular-nums">{formatDateTime(transaction.createdAt)}</Td>
          <Td>
            <div className="flex items-center justify-end gap-1.5">
              <Button
                variant="ghost"
                size="sm"
                className="h-8 px-2.5"
                onClick={() => onView(transaction)}
                aria-label={t('transactions.viewLabel', { id: transaction.paymentId })}
              >
                <Eye className="size-4" aria-hidden="true" />
                {t('transactions.view')}
              </Button>
              {transaction.anomaly && !transaction.accountDeletedAt && (
                <Button
                  size="sm"
                  className="h-8 px-2.5 shadow-none"
                  onClick={() => onApprove(transaction)}
                  disabled={approvingId === transaction.paymentId}
                  aria-label={t('transactions.approveLabel', { id: transaction.paymentId })}
                >
                  <CircleCheck className="size-4" aria-hidden="true" />
                  {approvingId === transaction.paymentId
                    ? t('transactions.approving')
                    : t('transactions.approve')}
                </Button>
              )}
              {transaction.refundedAfterCredit && (
                <Button
                  variant="danger"
                  size="sm"
                  className="h-8 px-2.5 shadow-none"
                  onClick={() => onReverse(transaction)}
                  disabled={reversingId === transaction.paymentId}
                  aria-label={t('transactions.refund.reverseLabel', { id: transaction.paymentId })}
                >
                  <Undo2 className="size-4" aria-hidden="true" />
                  {reversingId === transaction.paymentId
                    ? t('transactions.refund.reversing')
                    : t('transactions.refund.reverse')}
                </Button>
              )}
            </div>
          </Td>
        </Tr>
      )}
    </DataTable>
  );
}
