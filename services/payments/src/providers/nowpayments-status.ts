import type { PaymentStatus } from '@storefront/contracts';

/**
 * NOWPayments' payment_status in our words. Only `finished` is paid: `confirmed` (the chain
 * confirmed a deposit) and `sending` (NOWPayments forwards it to the merchant's wallet) come before
 * NOWPayments has compared what arrived with what was asked, and an underpaid deposit passes
 * through both before it ends as `partially_paid`. Both stay `confirming`, so nothing is granted
 * until the amount is known.
 *
 * `partially_paid` is taken as final the moment NOWPayments reports it: NOWPayments itself treats
 * it as a final status of the payment (an underpaid deposit is not topped up by a later one, the
 * payment is not reopened), so we credit what actually arrived (valued from its own figures), once, and
 * ignore any later callback about the same payment (partially_paid is terminal, like paid).
 *
 * `refunded` is a status of its own and final: NOWPayments sent the money back, so a later
 * `finished` or `partially_paid` about the same payment credits nothing.
 */
export function fromNowPaymentsStatus(status: unknown): PaymentStatus | undefined {
  switch (status) {
    case 'waiting':
      return 'waiting';
    case 'confirming':
    case 'confirmed':
    case 'sending':
      return 'confirming';
    case 'partially_paid':
      return 'partially_paid';
    case 'finished':
      return 'paid';
    case 'failed':
      return 'failed';
    case 'refunded':
      return 'refunded';
    case 'expired':
      return 'expired';
    default:
      return undefined;
  }
}
