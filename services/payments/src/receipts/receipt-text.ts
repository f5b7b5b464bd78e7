/** How the figures of a receipt or credit note read in its PDF (the buyer's language, the seller's time zone). */
import {
  cryptoTicker,
  textLocale,
  type CreditNoteView,
  type ReceiptView,
  type TextLanguage,
} from '@storefront/contracts';
import { receiptWords } from './receipt-words';

interface ReceiptFigures {
  issuedAt: string;
  amount: string;
  /** Label and value of each payment detail, in order. */
  details: [string, string][];
  /**
   * The credit note voiding the receipt (or, `partial`, giving back the unspent credits' share),
   * its date written out; null while the receipt stands whole.
   */
  voidedBy: { number: string; issuedAt: string; partial: boolean } | null;
}

interface CreditNoteFigures {
  issuedAt: string;
  /** The amount credited, and the same taken off as the line's amount. */
  amount: string;
  negativeAmount: string;
  details: [string, string][];
}

/**
 * Intl's French groups thousands with a narrow no-break space (U+202F), which the PDF's built-in
 * Helvetica cannot draw; the plain no-break space keeps the figure on one line all the same.
 */
const drawable = (text: string) => text.replace(/\u202f/g, '\u00a0');

const money = (amount: number, currency: string, language: TextLanguage) =>
  drawable(
    new Intl.NumberFormat(textLocale(language), {
      style: 'currency',
      currency: currency.toUpperCase(),
    }).format(amount),
  );

/** en-GB names the zone as readers know it ("CET"), where en-IE writes "GMT+1". */
const DATE_LOCALES: Record<TextLanguage, string> = { en: 'en-GB', fr: 'fr-FR' };

const dateTime = (iso: string, timeZone: string, language: TextLanguage) =>
  drawable(
    new Intl.DateTimeFormat(DATE_LOCALES[language], {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone,
      timeZoneName: 'short',
    }).format(new Date(iso)),
  );

/** Up to 8 decimals, without trailing zeros. */
const coins = (amount: number, language: TextLanguage) =>
  new Intl.NumberFormat(textLocale(language), { maximumFractionDigits: 8, useGrouping: false }).format(
    amount,
  );

/** The seller's address as lines: `RECEIPT_SELLER_ADDRESS` separates them with `|` or line breaks. */
export function sellerAddressLines(address: string): string[] {
  return address
    .split(/\||\r?\n|\\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

export function receiptFigures(
  receipt: ReceiptView,
  timeZone: string,
  language: TextLanguage,
): ReceiptFigures {
  const w = receiptWords(language);
  const coin = cryptoTicker(receipt.crypto);
  const details: [string, string][] = [
    [w.paidOn, dateTime(receipt.paidAt, timeZone, language)],
    [w.paidInCrypto, `${coins(receipt.cryptoAmount, language)} ${coin}`],
  ];
  if (receipt.rate !== null)
    details.push([w.rate, w.ratePer(money(receipt.rate, receipt.currency, language), coin)]);
  if (receipt.fxRate !== null) {
    const rate = new Intl.NumberFormat(textLocale(language), { maximumFractionDigits: 6 }).format(
      receipt.fxRate,
    );
    details.push([w.exchangeRate, `1 EUR = ${rate} ${receipt.currency.toUpperCase()}`]);
  }
  details.push([w.transactionHash, receipt.txHash ?? w.notReported]);
  details.push([w.paymentId, receipt.paymentId]);
  return {
    issuedAt: dateTime(receipt.issuedAt, timeZone, language),
    amount: money(receipt.amount, receipt.currency, language),
    details,
    voidedBy: receipt.voidedBy
      ? {
          number: receipt.voidedBy.number,
          issuedAt: dateTime(receipt.voidedBy.issuedAt, timeZone, language),
          partial: receipt.voidedBy.partial,
        }
      : null,
  };
}

export function creditNoteFigures(
  note: CreditNoteView,
  timeZone: string,
  language: TextLanguage,
): CreditNoteFigures {
  const w = receiptWords(language);
  const amount = money(note.amount, note.currency, language);
  return {
    issuedAt: dateTime(note.issuedAt, timeZone, language),
    amount,
    negativeAmount: money(-note.amount, note.currency, language),
    details: [
      [
        note.partial ? w.partlyRefundedReceipt : w.voidedReceipt,
        w.voidedReceiptValue(note.receiptNumber, dateTime(note.receiptIssuedAt, timeZone, language)),
      ],
      [
        w.creditsTakenBack,
        w.creditsTakenBackValue(note.credits, dateTime(note.creditsReversedAt, timeZone, language)),
      ],
      [w.amountCredited, amount],
      [w.paymentId, note.paymentId],
    ],
  };
}
