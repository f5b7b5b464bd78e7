// How a credit transaction reads on the dashboard: its icon and tone by type, and its signed amount.
import { CircleMinus, CirclePlus, RotateCcw, ShoppingCart, type LucideIcon } from 'lucide-react';
import { formatNumber } from '@/lib/format';
import type { CreditTransaction } from './api/get-transactions';

type TransactionType = CreditTransaction['type'];

export const TRANSACTION_LOOKS: Record<TransactionType, { icon: LucideIcon; tile: string }> = {
  credit_add: { icon: CirclePlus, tile: 'bg-brand-400/12 text-brand-300 ring-brand-400/25' },
  credit_purchase: { icon: ShoppingCart, tile: 'bg-gold-400/12 text-gold-300 ring-gold-400/25' },
  credit_spend: { icon: CircleMinus, tile: 'bg-danger-500/12 text-danger-300 ring-danger-400/30' },
  credit_refund: { icon: RotateCcw, tile: 'bg-sky-400/12 text-sky-300 ring-sky-400/25' },
};

export function lookOfTransaction(type: string) {
  return TRANSACTION_LOOKS[type as TransactionType] ?? TRANSACTION_LOOKS.credit_add;
}

/** The change to the balance: a spend is negative even if a row stored its amount unsigned. */
export function signedAmount(transaction: Pick<CreditTransaction, 'type' | 'amount'>): number {
  const amount = Number(transaction.amount) || 0;
  return transaction.type === 'credit_spend' && amount > 0 ? -amount : amount;
}

/**
 * A spend an analyser made through the API (not an administrator's removal, which is a
 * credit_spend with an admin_id): the history reads it as "Analysis — {description}" ("Analyse — …" in French).
 */
export function isAnalysisSpend(transaction: Pick<CreditTransaction, 'type' | 'admin_id'>): boolean {
  return transaction.type === 'credit_spend' && !transaction.admin_id;
}

/**
 * The credits of a purchase taken back because its payment was refunded: a credit_refund linked to
 * the payment, taking credits off (an API spend's reversal gives them back instead).
 */
export function isPurchaseReversal(
  transaction: Pick<CreditTransaction, 'type' | 'payment_id' | 'amount'>,
): boolean {
  return transaction.type === 'credit_refund' && !!transaction.payment_id && Number(transaction.amount) < 0;
}

/** "+10", "−2.5" (a true minus sign), in the reader's language. */
export function formatCreditChange(amount: number, language: string): string {
  const digits = formatNumber(Math.abs(amount), language);
  return `${amount < 0 ? '\u2212' : '+'}${digits}`;
}

export function formatCredits(amount: number, language: string): string {
  return formatNumber(amount, language);
}
