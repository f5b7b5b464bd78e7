/** How a receipt's figures read in its PDF (English, the seller's time zone). */
import type { ReceiptView } from '@storefront/contracts';

interface ReceiptFigures {
  issuedAt: string;
  amount: string;
  /** Label and value of each payment detail, in order. */
  details: [string, string][];
}

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(amount);

const dateTime = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(iso));

/** Up to 8 decimals, without trailing zeros. */
const coins = (amount: number) =>
  new Intl.NumberFormat('en-GB', { maximumFractionDigits: 8, useGrouping: false }).format(amount);

/** The seller's address as lines: `RECEIPT_SELLER_ADDRESS` separates them with `|` or line breaks. */
export function sellerAddressLines(address: string): string[] {
  return address
    .split(/\||\r?\n|\\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

export function receiptFigures(receipt: ReceiptView, timeZone: string): ReceiptFigures {
  const coin = receipt.crypto.toUpperCase();
  const details: [string, string][] = [
    ['Paid on', dateTime(receipt.paidAt, timeZone)],
    ['Paid in crypto', `${coins(receipt.cryptoAmount)} ${coin}`],
  ];
  if (receipt.rate !== null) details.push(['Rate', `${money(receipt.rate, receipt.currency)} per ${coin}`]);
  if (receipt.fxRate !== null) {
    details.push(['Exchange rate', `1 EUR = ${receipt.fxRate} ${receipt.currency.toUpperCase()}`]);
  }
  details.push(['Transaction hash', receipt.txHash ?? 'not reported']);
  details.push(['Payment ID', receipt.paymentId]);
  return {
    issuedAt: dateTime(receipt.issuedAt, timeZone),
    amount: money(receipt.amount, receipt.currency),
    details,
  };
}
