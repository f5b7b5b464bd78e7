// The details of one credit transaction, opened by clicking its row: for a spend, the API key it
// was made with and what the analyser attached to it; for a purchase, a link to its receipt and,
// when its payment was refunded since, what became of the credits; for the credits of a refunded
// purchase taken back, a link to the credit note voiding its receipt.
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ReceiptText, RotateCcw, ShieldCheck } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { buttonStyles } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { cx } from '@/lib/class-names';
import { creditTone } from '@/lib/credit-tone';
import { formatDateTime } from '@/lib/format';
import { cryptoTicker } from '@storefront/contracts/browser';
import type { TFunction } from 'i18next';
import { usePurchasePayment } from '../api/get-purchase-payment';
import type { CreditTransaction } from '../api/get-transactions';
import { formatCreditChange, isPurchaseReversal, lookOfTransaction, signedAmount } from '../transaction-look';
import { TransactionDescription, TransactionStatus, TransactionTypeLabel } from './transaction-labels';
import '../dashboard-i18n';

interface TransactionDetailsModalProps {
  transaction: CreditTransaction | null;
  onClose(): void;
}

export function TransactionDetailsModal({ transaction, onClose }: TransactionDetailsModalProps) {
  const { t, i18n } = useTranslation();
  const purchase = transaction?.type === 'credit_purchase' ? transaction : null;
  const payment = usePurchasePayment(purchase?.payment_id ?? null).data;
  if (!transaction) return null;
  // The ledger row says the purchase completed; its payment may have been refunded since.
  const refund =
    purchase && payment?.status === 'refunded' && payment.creditsAdded
      ? { reversedAt: payment.creditsReversedAt }
      : null;
  const reversal = isPurchaseReversal(transaction);
  const amount = signedAmount(transaction);
  const { icon: Icon, tile } = lookOfTransaction(transaction.type);
  const none = t('userDashboard.details.none');
  const spend = transaction.type === 'credit_spend';
  const metadata =
    transaction.metadata && Object.keys(transaction.metadata).length > 0
      ? JSON.stringify(transaction.metadata, null, 2)
      : null;

  return (
    <Modal
      onClose={onClose}
      title={t('userDashboard.details.title')}
      closeLabel={t('userDashboard.details.close')}
      className="sm:max-w-lg"
    >
      <div className="flex items-center gap-4 rounded-2xl border border-white/8 bg-ink-850 p-4">
        <span
          className={cx(
            'flex size-12 shrink-0 items-center justify-center rounded-xl ring-1 ring-inset',
            tile,
          )}
        >
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-sm text-fg-subtle">
            <TransactionTypeLabel transaction={transaction} />
          </p>
          <p className={cx('font-display text-3xl font-semibold tabular-nums', creditTone(amount))}>
            {formatCreditChange(amount, i18n.language)}
          </p>
        </div>
        {refund ? (
          <Badge tone="gold">{t('userDashboard.statuses.refunded')}</Badge>
        ) : (
          <TransactionStatus status={transaction.status} />
        )}
      </div>

      {(refund || reversal) && (
        <p
          className="mt-4 flex gap-2 rounded-xl bg-gold-400/8 px-3 py-2.5 text-sm text-gold-100 ring-1 ring-gold-400/20 ring-inset"
          data-testid="transaction-refund"
        >
          <RotateCcw className="mt-0.5 size-4 shrink-0 text-gold-300" aria-hidden="true" />
          <span>
            {reversal
              ? t('userDashboard.details.reversal')
              : refund?.reversedAt
                ? t('userDashboard.details.refundedReversed', {
                    date: formatDateTime(refund.reversedAt, i18n.language),
                  })
                : t('userDashboard.details.refundedKept')}
          </span>
        </p>
      )}

      {purchase && payment?.refundClaimLink && (
        <p className="mt-4 flex flex-wrap items-center gap-x-2 gap-y-1 rounded-xl bg-white/5 px-3 py-2.5 text-sm text-fg ring-1 ring-white/10 ring-inset">
          <span>{t('userDashboard.details.refundedByClaim')}</span>
          <a
            href={payment.refundClaimLink}
            target="_blank"
            rel="noreferrer"
            className="font-semibold text-brand-300 hover:text-brand-200"
          >
            {t('userDashboard.details.claimRefund')}
          </a>
        </p>
      )}

      <dl className="mt-5 grid gap-2 text-sm">
        <Row
          label={t('userDashboard.details.description')}
          value={<TransactionDescription transaction={transaction} />}
        />
        <Row
          label={t('userDashboard.details.date')}
          value={formatDateTime(transaction.created_at, i18n.language)}
        />
        {transaction.api_key_name && (
          <Row
            label={t('userDashboard.details.apiKey')}
            value={<span className="font-medium break-words">{transaction.api_key_name}</span>}
          />
        )}
        {!spend && (
          <>
            <Row
              label={t('userDashboard.details.paymentMethod')}
              value={paymentMethodText(transaction.payment_method, t) ?? none}
            />
            <Row
              label={t('userDashboard.details.paymentId')}
              value={
                transaction.payment_id ? (
                  <code className="font-mono text-xs break-all">{transaction.payment_id}</code>
                ) : (
                  none
                )
              }
            />
          </>
        )}
        <Row
          label={t('userDashboard.details.transactionId')}
          value={<code className="font-mono text-xs break-all">{transaction.id}</code>}
        />
      </dl>

      {metadata && (
        <div className="mt-4">
          <h3 className="text-sm text-fg-subtle">{t('userDashboard.details.metadata')}</h3>
          <pre
            data-testid="transaction-metadata"
            className="mt-2 max-h-48 overflow-auto rounded-xl border border-white/8 bg-ink-850 p-3 font-mono text-xs leading-relaxed whitespace-pre-wrap break-all text-fg-muted"
          >
            {metadata}
          </pre>
        </div>
      )}

      {transaction.type === 'credit_purchase' && transaction.payment_id && (
        <Link
          to="/receipts/$paymentId"
          params={{ paymentId: transaction.payment_id }}
          className={buttonStyles({ variant: 'secondary', size: 'sm', className: 'mt-4' })}
        >
          <ReceiptText className="size-4" aria-hidden="true" />
          {refund?.reversedAt
            ? t('userDashboard.details.receiptAndCreditNote')
            : t('userDashboard.details.receipt')}
        </Link>
      )}

      {reversal && transaction.payment_id && (
        <Link
          to="/receipts/$paymentId"
          params={{ paymentId: transaction.payment_id }}
          hash="credit-note"
          className={buttonStyles({ variant: 'secondary', size: 'sm', className: 'mt-4' })}
        >
          <ReceiptText className="size-4" aria-hidden="true" />
          {t('userDashboard.details.creditNote')}
        </Link>
      )}

      {transaction.admin_id && (
        <p className="mt-4 flex items-center gap-2 rounded-xl bg-gold-400/8 px-3 py-2 text-xs font-medium text-gold-200 ring-1 ring-gold-400/20 ring-inset">
          <ShieldCheck className="size-4" aria-hidden="true" />
          {t('userDashboard.details.byAdmin')}
        </p>
      )}
    </Modal>
  );
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-4 border-b border-white/6 py-2 last:border-0">
      <dt className="shrink-0 text-fg-subtle">{label}</dt>
      <dd className="min-w-0 text-right text-fg">{value}</dd>
    </div>
  );
}

/** A purchase's payment method in words ("crypto_btc" → "Cryptocurrency (BTC)"); any other as stored. */
function paymentMethodText(method: string | null | undefined, t: TFunction): string | null {
  if (!method) return null;
  const coin = /^crypto_(\w+)$/.exec(method)?.[1];
  return coin ? t('userDashboard.details.paidInCrypto', { ticker: cryptoTicker(coin) }) : method;
}
