/**
 * Receipts of paid payments: what the receipt page, its PDF and the confirmed-payment email show;
 * and the credit notes that void the receipts of payments whose credits were taken back.
 */
import type { TextLanguage } from '../stored-texts/stored-texts';
import type { Crypto, FiatCurrency } from './payment';

export const RECEIPT_NOT_FOUND = 'Receipt not found';
export const RECEIPT_NOT_FOUND_CODE = 'RECEIPT_NOT_FOUND';
export const CREDIT_NOTE_NOT_FOUND = 'Credit note not found';
export const CREDIT_NOTE_NOT_FOUND_CODE = 'CREDIT_NOTE_NOT_FOUND';

/** The terms line every receipt carries (the legal texts' own terms), in the buyer's language. */
export const RECEIPT_TERMS: Record<TextLanguage, string> = {
  en: 'No refunds. Credits are non-transferable.',
  fr: 'Aucun remboursement. Les crédits ne sont pas transférables.',
};

/**
 * A receipt number: `R-<year>-<6 digits>`, gap-free within each year. Credit notes take their
 * numbers from the same sequence, so the receipts and credit notes of a year together have no gaps.
 */
export function receiptNumber(year: number, sequence: number): string {
  return `R-${year}-${String(sequence).padStart(6, '0')}`;
}

export interface ReceiptSeller {
  name: string;
  address: string;
  vatId: string | null;
}

export interface ReceiptBuyer {
  email: string;
  name: string | null;
}

export interface ReceiptView {
  /** e.g. `R-2026-000123`. */
  number: string;
  issuedAt: string;
  seller: ReceiptSeller;
  buyer: ReceiptBuyer;
  paymentId: string;
  /** The credits bought, as words in `language`: `10 credits`, `10 crédits`. */
  pack: string;
  credits: number;
  /** The fiat received (a partial payment's share), in `currency`. */
  amount: number;
  currency: FiatCurrency;
  /** The coins the payment asked for (a partial payment's: what arrived, when known). */
  cryptoAmount: number;
  crypto: Crypto;
  /** Fiat per coin at the payment's quote; null when it cannot be told. */
  rate: number | null;
  /** The EUR to `currency` rate a converted price was charged at; null when nothing was converted. */
  fxRate: number | null;
  txHash: string | null;
  paidAt: string;
  /** The terms line, in `language`. */
  terms: string;
  /** The buyer's account language, which the PDF is written in. */
  language: TextLanguage;
  /**
   * The credit note that voids this receipt (its payment's credits were taken back), or the part
   * of it a refund gave back (`partial`); null while it stands whole.
   */
  voidedBy: CreditNoteReference | null;
  /** The time zone (IANA) the document's times are written in, page and PDF alike: the seller's. */
  timeZone: string;
}

export interface CreditNoteReference {
  /** e.g. `R-2026-000124`: the next number of the receipts' sequence when it was issued. */
  number: string;
  issuedAt: string;
  /** It cancels only the share of a refund of the unspent credits; the receipt stands for the rest. */
  partial: boolean;
}

/**
 * A credit note: the receipt of a payment refunded by the provider is voided once an administrator
 * took its credits back. It credits the buyer the receipt's whole amount.
 */
export interface CreditNoteView {
  number: string;
  issuedAt: string;
  seller: ReceiptSeller;
  buyer: ReceiptBuyer;
  paymentId: string;
  /** The receipt it voids. */
  receiptNumber: string;
  receiptIssuedAt: string;
  /** The credits taken back from the balance. */
  credits: number;
  /** The amount credited back, in `currency`: the voided receipt's total, or the refund's share. */
  amount: number;
  /** Cancels part of the receipt (a refund of the unspent credits by claim link). */
  partial: boolean;
  currency: FiatCurrency;
  /** When the credits were taken back. */
  creditsReversedAt: string;
  /** The time zone (IANA) the document's times are written in, page and PDF alike: the seller's. */
  timeZone: string;
  /** The buyer's account language, which the PDF is written in. */
  language: TextLanguage;
}

export interface GetCreditNoteReply {
  creditNote: CreditNoteView;
}

/** `GET /api/receipts/{paymentId}/credit-note`. */
export interface CreditNoteResponse {
  creditNote: CreditNoteView;
}

export interface GetReceiptReply {
  receipt: ReceiptView;
}

/** The PDF travels base64-encoded over NATS; the gateway sends it as bytes. */
export interface GetReceiptPdfReply {
  /** `receipt-<number>.pdf`, `credit-note-<number>.pdf`. */
  filename: string;
  pdfBase64: string;
}

/** `GET /api/receipts/{paymentId}`. */
export interface ReceiptResponse {
  receipt: ReceiptView;
}
