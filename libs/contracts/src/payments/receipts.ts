/** Receipts of paid payments: what the receipt page, its PDF and the confirmed-payment email show. */
import type { Crypto, FiatCurrency } from './payment';

export const RECEIPT_NOT_FOUND = 'Receipt not found';
export const RECEIPT_NOT_FOUND_CODE = 'RECEIPT_NOT_FOUND';

/** The terms line every receipt carries (the legal texts' own terms). */
export const RECEIPT_TERMS = 'No refunds. Credits are non-transferable.';

/** A receipt number: `R-<year>-<6 digits>`, gap-free within each year. */
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
  /** The credits bought, as words: `10 credits`. */
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
  terms: string;
}

export interface GetReceiptReply {
  receipt: ReceiptView;
}

/** The PDF travels base64-encoded over NATS; the gateway sends it as bytes. */
export interface GetReceiptPdfReply {
  /** `receipt-<number>.pdf`. */
  filename: string;
  pdfBase64: string;
}

/** `GET /api/receipts/{paymentId}`. */
export interface ReceiptResponse {
  receipt: ReceiptView;
}
