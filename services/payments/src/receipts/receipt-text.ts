/** How the figures of a receipt or credit note read in its PDF (English, the seller's time zone). */
import { cryptoTicker, type CreditNoteView, type ReceiptView } from '@storefront/contracts';

interface ReceiptFigures {
  issuedAt: string;
  amount: string;
  /** Label and value of each payment detail, in order. */
  details: [string, string][];
  /** The credit note voiding the receipt, its date written out; null while the receipt stands. */
  voidedBy: { number: string; issuedAt: string } | null;
}

interface CreditNoteFigures {
  issuedAt: string;
  /** The amount credited, and the same taken off as the line's amount. */
  amount: string;
  negativeAmount: string;
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
  const coin = cryptoTicker(receipt.crypto);
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
    voidedBy: receipt.voidedBy
      ? { number: receipt.voidedBy.number, issuedAt: dateTime(receipt.voidedBy.issuedAt, timeZone) }
      : null,
  };
}

export function creditNoteFigures(note: CreditNoteView, timeZone: string): CreditNoteFigures {
  return {
    issuedAt: dateTime(note.issuedAt, timeZone),
    amount: money(note.amount, note.currency),
    negativeAmount: money(-note.amount, note.currency),
    details: [
      ['Voided receipt', `${note.receiptNumber}, issued ${dateTime(note.receiptIssuedAt, timeZone)}`],
      ['Credits taken back', `${note.credits} on ${dateTime(note.creditsReversedAt, timeZone)}`],
      ['Amount credited', money(note.amount, note.currency)],
      ['Payment ID', note.paymentId],
    ],
  };
}
