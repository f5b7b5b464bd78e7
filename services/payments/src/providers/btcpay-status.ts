import type { PaymentStatus } from '@storefront/contracts';
import type { BtcPayInvoice, BtcPayPayment, BtcPayPaymentMethod } from './btcpay-greenfield';
import { plainDecimal } from './decimal-figure';
import type { ProviderFigures, ProviderPaymentState } from './payment-provider';

/**
 * The invoice events after which one of our payments may have moved (the statuses below): each
 * prompts a read of the invoice. Any other event is recorded and changes nothing.
 */
export const BTCPAY_PROMPT_EVENTS: readonly string[] = [
  'InvoiceReceivedPayment',
  'InvoiceProcessing',
  'InvoiceSettled',
  'InvoiceExpired',
  'InvoiceInvalid',
];

/**
 * The events to give the store's webhook: BTCPay delivers a webhook's events one after another,
 * so each one more delays the next settlement's. "Received payment" is left to the poll: it only
 * shows a partial payment as confirming a few seconds sooner.
 */
export const BTCPAY_WEBHOOK_EVENTS: readonly string[] = [
  'InvoiceProcessing',
  'InvoiceSettled',
  'InvoiceExpired',
  'InvoiceInvalid',
];

/**
 * A BTCPay invoice's status and additional status in our words:
 * - New → waiting; New with PaidPartial (money seen, the payer may still top it up) → confirming.
 * - Processing (paid in full, not yet confirmed to the speed policy) → confirming.
 * - Settled → paid, whatever the additional status: PaidOver keeps the pack's credits (what
 *   arrived is carried in `actuallyPaid` beside the asked `payAmount`), PaidLate is late money
 *   (expired → paid), Marked was settled by hand in BTCPay.
 * - Expired with PaidPartial → partially_paid, valued with BTCPay's own figures; Expired with
 *   PaidLate (money seen after the expiry, not yet confirmed) → confirming; otherwise expired.
 * - Invalid (paid but never confirmed in time, or invalidated by hand) → failed.
 * Undefined for a status BTCPay v2.4.1 does not have.
 */
export function fromBtcPayStatus(
  status: unknown,
  additionalStatus: unknown,
): { status: PaymentStatus; markedByHand: boolean } | undefined {
  const markedByHand = additionalStatus === 'Marked';
  const ours = (s: PaymentStatus) => ({ status: s, markedByHand });
  switch (status) {
    case 'New':
      return ours(additionalStatus === 'PaidPartial' ? 'confirming' : 'waiting');
    case 'Processing':
      return ours('confirming');
    case 'Settled':
      return ours('paid');
    case 'Expired':
      if (additionalStatus === 'PaidPartial') return ours('partially_paid');
      if (additionalStatus === 'PaidLate') return ours('confirming');
      return ours('expired');
    case 'Invalid':
      return ours('failed');
    default:
      return undefined;
  }
}

/**
 * The transaction a payment came in: BTCPay's on-chain payment id is `<txid>-<output index>`;
 * any other id (Lightning's payment hash) is kept as it is.
 */
export function txHashOf(payment: BtcPayPayment | undefined): string | null {
  const id = payment?.id;
  if (!id) return null;
  const onChain = /^([0-9a-f]{64})-\d+$/i.exec(id);
  return onChain ? onChain[1] : id;
}

const currencyCode = (value: unknown) =>
  typeof value === 'string' && /^[a-z0-9]{2,20}$/i.test(value) ? value.toLowerCase() : null;

/** BTCPay's figures: the crypto asked for by the method, the fiat the invoice is priced at. */
function btcPayFigures(invoice: BtcPayInvoice, method: BtcPayPaymentMethod | undefined): ProviderFigures {
  return {
    payAmount: plainDecimal(method?.amount),
    priceAmount: plainDecimal(invoice.amount),
    priceCurrency: currencyCode(invoice.currency),
  };
}

/**
 * What BTCPay says about an invoice and its payment method (the one our crypto is paid with), as
 * a provider-neutral state; undefined for a status we have no word for.
 */
export function btcPayState(
  invoice: BtcPayInvoice,
  method: BtcPayPaymentMethod | undefined,
): ProviderPaymentState | undefined {
  const mapped = fromBtcPayStatus(invoice.status, invoice.additionalStatus);
  if (!mapped) return undefined;
  // totalPaid: everything paid to the invoice, in this method's crypto.
  const actuallyPaid = plainDecimal(method?.totalPaid);
  return {
    status: mapped.status,
    txHash: txHashOf(method?.payments?.[0]),
    ...(actuallyPaid && actuallyPaid !== '0' ? { actuallyPaid } : {}),
    figures: btcPayFigures(invoice, method),
    ...(mapped.markedByHand ? { markedByHand: true } : {}),
  };
}
