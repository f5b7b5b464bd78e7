import {
  storedNotification,
  type BalanceChangedEvent,
  type PaymentConfirmedEvent,
} from '@storefront/contracts';
import type { NewNotification } from './notification.repository';

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
    ...(added
      ? storedNotification('notification.credits-added', { amount: event.delta, balance: event.balance })
      : storedNotification('notification.credits-removed', { amount: -event.delta, balance: event.balance })),
    dedupeKey: `credits:${event.transactionId}`,
  };
}

export function paymentConfirmedNotification(event: PaymentConfirmedEvent): NewNotification {
  return {
    userId: event.userId,
    type: 'success',
    ...storedNotification('notification.payment-confirmed', { credits: event.credits }),
    dedupeKey: `payment:${event.paymentId}`,
  };
}
