import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import {
  AuthSubjects,
  CREDIT_NOTE_NOT_FOUND,
  CREDIT_NOTE_NOT_FOUND_CODE,
  CreditNoteView,
  GetReceiptPdfReply,
  RECEIPT_NOT_FOUND,
  RECEIPT_NOT_FOUND_CODE,
  ReceiptBuyer,
  ReceiptView,
  TextLanguage,
  textLanguageOf,
} from '@storefront/contracts';
import { MessageBus, ServiceError } from '@storefront/platform';
import Decimal from 'decimal.js';
import { PaymentsConfig } from '../config';
import type { PaymentRow } from '../payments/payment-row';
import { PaymentsRepository } from '../payments/payments.repository';
import type { Requester } from '../payments/requester';
import { renderCreditNotePdf } from './credit-note-pdf';
import { renderReceiptPdf } from './receipt-pdf';
import { receiptWords } from './receipt-words';
import { CreditNoteRow, ReceiptRow, ReceiptsRepository } from './receipts.repository';

/** Receipts (and credit notes) issued per round at start-up for payments from before they existed. */
const BACKFILL_BATCH = 500;

/** Runs `issue` in rounds until a round finds less than a batch; the total issued. */
async function drain(issue: (limit: number) => Promise<number>): Promise<number> {
  let issued = 0;
  for (;;) {
    const batch = await issue(BACKFILL_BATCH);
    issued += batch;
    if (batch < BACKFILL_BATCH) return issued;
  }
}

/** Who a document is for, and the language it is written in (the account's). */
interface Addressee {
  buyer: ReceiptBuyer;
  language: TextLanguage;
}

/**
 * Receipts and the credit notes voiding them, as their owner or an administrator reads them: the
 * page's view and the PDF.
 */
@Injectable()
export class ReceiptsService implements OnApplicationBootstrap {
  private readonly logger = new Logger(ReceiptsService.name);

  constructor(
    private readonly receipts: ReceiptsRepository,
    private readonly payments: PaymentsRepository,
    private readonly bus: MessageBus,
    private readonly config: PaymentsConfig,
  ) {}

  onApplicationBootstrap() {
    void this.backfill().catch((err) => this.logger.warn(`receipts not backfilled: ${String(err)}`));
  }

  async view(paymentId: string, requester: Requester): Promise<ReceiptView> {
    const payment = await this.visible(paymentId, requester, notFound);
    const [receipt, creditNote] = await Promise.all([
      this.receipts.find(paymentId),
      this.receipts.findCreditNote(paymentId),
    ]);
    if (!receipt) throw notFound();
    return {
      ...toReceiptView(receipt, creditNote, payment, await this.addressee(payment.user_id)),
      timeZone: this.config.DISPLAY_TIME_ZONE,
    };
  }

  async pdf(paymentId: string, requester: Requester): Promise<GetReceiptPdfReply> {
    const receipt = await this.view(paymentId, requester);
    const pdf = await renderReceiptPdf(receipt, this.config.DISPLAY_TIME_ZONE, receipt.language);
    return { filename: `receipt-${receipt.number}.pdf`, pdfBase64: pdf.toString('base64') };
  }

  async creditNote(paymentId: string, requester: Requester): Promise<CreditNoteView> {
    const payment = await this.visible(paymentId, requester, creditNoteNotFound);
    const [receipt, creditNote] = await Promise.all([
      this.receipts.find(paymentId),
      this.receipts.findCreditNote(paymentId),
    ]);
    const reversedAt = payment.credits_reversed_at;
    if (!receipt || !creditNote || !reversedAt) throw creditNoteNotFound();
    return {
      ...toCreditNoteView(creditNote, receipt, payment, reversedAt, await this.addressee(payment.user_id)),
      timeZone: this.config.DISPLAY_TIME_ZONE,
    };
  }

  async creditNotePdf(paymentId: string, requester: Requester): Promise<GetReceiptPdfReply> {
    const creditNote = await this.creditNote(paymentId, requester);
    const pdf = await renderCreditNotePdf(creditNote, this.config.DISPLAY_TIME_ZONE, creditNote.language);
    return { filename: `credit-note-${creditNote.number}.pdf`, pdfBase64: pdf.toString('base64') };
  }

  /** The payment, if the requester may see its documents: someone else's does not exist for them. */
  private async visible(paymentId: string, requester: Requester, missing: () => ServiceError) {
    const payment = await this.payments.find(paymentId);
    if (!payment || (!requester.isAdmin && payment.user_id !== requester.userId)) throw missing();
    return payment;
  }

  /** The buyer and their account's language; a deleted account's documents name no buyer and read in English. */
  private async addressee(userId: string): Promise<Addressee> {
    const { users } = await this.bus.request(AuthSubjects.getUsers, { ids: [userId] });
    const user = users[0];
    if (!user) return { buyer: { email: receiptWords('en').deletedAccount, name: null }, language: 'en' };
    const name = `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim();
    return { buyer: { email: user.email, name: name || null }, language: textLanguageOf(user.language) };
  }

  private async backfill() {
    const receipts = await drain((limit) => this.receipts.issueMissing(limit));
    if (receipts)
      this.logger.log(`issued ${receipts} receipts for payments credited before receipts existed`);
    const creditNotes = await drain((limit) => this.receipts.issueMissingCreditNotes(limit));
    if (creditNotes) {
      this.logger.log(`issued ${creditNotes} credit notes for payments reversed before credit notes existed`);
    }
  }
}

const notFound = () => ServiceError.notFound(RECEIPT_NOT_FOUND, RECEIPT_NOT_FOUND_CODE);
const creditNoteNotFound = () => ServiceError.notFound(CREDIT_NOTE_NOT_FOUND, CREDIT_NOTE_NOT_FOUND_CODE);

/** A partial payment's receipt is for what arrived. */
const receivedAmount = (payment: PaymentRow) => Number(payment.paid_amount ?? payment.amount);

const sellerOf = (row: ReceiptRow) => ({
  name: row.seller_name,
  address: row.seller_address,
  vatId: row.seller_vat_id,
});

function toReceiptView(
  receipt: ReceiptRow,
  creditNote: CreditNoteRow | null,
  payment: PaymentRow,
  { buyer, language }: Addressee,
): Omit<ReceiptView, 'timeZone'> {
  const words = receiptWords(language);
  const quoted = new Decimal(payment.crypto_amount);
  return {
    number: receipt.number,
    issuedAt: receipt.issued_at.toISOString(),
    seller: sellerOf(receipt),
    buyer,
    paymentId: payment.payment_id,
    pack: words.pack(payment.credits),
    credits: payment.credits,
    amount: receivedAmount(payment),
    currency: payment.currency,
    cryptoAmount: Number(payment.paid_crypto_amount ?? payment.crypto_amount),
    crypto: payment.crypto,
    rate: quoted.isZero() ? null : new Decimal(payment.amount).div(quoted).toDecimalPlaces(2).toNumber(),
    fxRate: payment.fx_rate === null || payment.fx_rate === undefined ? null : Number(payment.fx_rate),
    txHash: payment.tx_hash,
    paidAt: (payment.paid_at ?? receipt.issued_at).toISOString(),
    terms: words.terms,
    language,
    voidedBy: creditNote
      ? {
          number: creditNote.number,
          issuedAt: creditNote.issued_at.toISOString(),
          partial: creditNote.credits !== null,
        }
      : null,
  };
}

function toCreditNoteView(
  creditNote: CreditNoteRow,
  receipt: ReceiptRow,
  payment: PaymentRow,
  reversedAt: Date,
  { buyer, language }: Addressee,
): Omit<CreditNoteView, 'timeZone'> {
  return {
    number: creditNote.number,
    issuedAt: creditNote.issued_at.toISOString(),
    seller: sellerOf(creditNote),
    buyer,
    paymentId: payment.payment_id,
    receiptNumber: receipt.number,
    receiptIssuedAt: receipt.issued_at.toISOString(),
    credits: creditNote.credits ?? payment.credits,
    amount: creditNote.amount === null ? receivedAmount(payment) : Number(creditNote.amount),
    partial: creditNote.credits !== null,
    currency: payment.currency,
    creditsReversedAt: reversedAt.toISOString(),
    language,
  };
}
