import type { PaymentStatus } from '@storefront/contracts';

/**
 * NOWPayments' payment_status in our words. `confirmed` already means the chain confirmed the
 * money; `sending` and `finished` are later steps of the same success. A partial payment keeps
 * the payment open (the rest may still come).
 */
export function fromNowPaymentsStatus(status: unknown): PaymentStatus | undefined {
  switch (status) {
    case 'waiting':
      return 'waiting';
    case 'confirming':
    case 'partially_paid':
      return 'confirming';
    case 'confirmed':
    case 'sending':
    case 'finished':
      return 'paid';
    case 'failed':
    case 'refunded':
      return 'failed';
    case 'expired':
      return 'expired';
    default:
      return undefined;
  }
}
