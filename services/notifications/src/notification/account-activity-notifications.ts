import type { BalanceChangedEvent, PaymentConfirmedEvent } from '@storefront/contracts';
import type { NewNotification } from './notification.repository';

const credits = (n: number) =>
  `${Number.isInteger(n) ? n : n.toFixed(2)} crédit${Math.abs(n) >= 2 ? 's' : ''}`;

/**
 * What a user is told when an administrator changes their balance. Purchases are announced by
 * the payment confirmation instead, so only admin changes produce a notification here.
 */
export function adminCreditNotification(event: BalanceChangedEvent): NewNotification | null {
  if (!event.adminId || event.delta === 0) return null;
  const added = event.delta > 0;
  return {
    userId: event.userId,
    type: added ? 'success' : 'warning',
    title: added ? 'Crédits ajoutés' : 'Crédits retirés',
    message: added
      ? `${credits(event.delta)} ajouté(s) à votre compte par un administrateur. Nouveau solde : ${credits(event.balance)}.`
      : `${credits(-event.delta)} retiré(s) de votre compte par un administrateur. Nouveau solde : ${credits(event.balance)}.`,
    dedupeKey: `credits:${event.transactionId}`,
  };
}

export function paymentConfirmedNotification(event: PaymentConfirmedEvent): NewNotification {
  return {
    userId: event.userId,
    type: 'success',
    title: 'Paiement confirmé',
    message: `Paiement confirmé ! ${credits(event.credits)} ajouté(s) à votre compte.`,
    dedupeKey: `payment:${event.paymentId}`,
  };
}
