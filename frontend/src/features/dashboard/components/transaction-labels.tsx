import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import type { CreditTransaction } from '../api/get-transactions';
import { renderLedgerText } from '@storefront/contracts/browser';
import { isAnalysisSpend, isPurchaseReversal } from '../transaction-look';

const TYPES = [
  'credit_add',
  'credit_purchase',
  'credit_spend',
  'credit_refund',
] as const satisfies readonly CreditTransaction['type'][];

/**
 * "Credits added", "Purchase", … ("Refunded purchase" for the credits of a refunded payment taken
 * back); an unknown type shows as the server sent it.
 */
export function TransactionTypeLabel({
  transaction,
}: {
  transaction: Pick<CreditTransaction, 'type' | 'payment_id' | 'amount'>;
}) {
  const { t } = useTranslation();
  const { type } = transaction;
  if (isPurchaseReversal(transaction)) return <>{t('userDashboard.types.purchase_reversal')}</>;
  const known = (TYPES as readonly string[]).includes(type) ? (type as (typeof TYPES)[number]) : null;
  return <>{known ? t(`userDashboard.types.${known}`) : type}</>;
}

/**
 * What the movement was for, in the reader's language when the server stored it as a code and values
 * ("Purchase of 10 credits (ETH)" / "Achat de 10 crédits (ETH)"); "Analysis — {description}" (French "Analyse — …") for an
 * analyser's spend.
 */
export function TransactionDescription({
  transaction,
}: {
  transaction: Pick<
    CreditTransaction,
    'type' | 'admin_id' | 'description' | 'description_code' | 'description_params'
  >;
}) {
  const { t, i18n } = useTranslation();
  const description = renderLedgerText(transaction, i18n.language, transaction.description)?.trim();
  if (!description) return <>{t('userDashboard.noDescription')}</>;
  return <>{isAnalysisSpend(transaction) ? t('userDashboard.analysis', { description }) : description}</>;
}

const STATUSES = ['completed', 'pending', 'failed'] as const;

export function TransactionStatus({ status }: { status: string | null | undefined }) {
  const { t } = useTranslation();
  const value = status || 'completed';
  const known = (STATUSES as readonly string[]).includes(value) ? (value as (typeof STATUSES)[number]) : null;
  const tone = value === 'completed' ? 'brand' : value === 'failed' ? 'danger' : 'gold';
  return <Badge tone={tone}>{known ? t(`userDashboard.statuses.${known}`) : value}</Badge>;
}
