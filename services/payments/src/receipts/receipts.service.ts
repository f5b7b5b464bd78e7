import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import {
  AuthSubjects,
  GetReceiptPdfReply,
  RECEIPT_NOT_FOUND,
  RECEIPT_NOT_FOUND_CODE,
  RECEIPT_TERMS,
  ReceiptBuyer,
  ReceiptView,
} from '@storefront/contracts';
import { MessageBus, ServiceError } from '@storefront/platform';
import Decimal from 'decimal.js';
import { PaymentsConfig } from '../config';
import type { PaymentRow } from '../payments/payment-row';
import { PaymentsRepository } from '../payments/payments.repository';
import type { Requester } from '../payments/requester';
import { renderReceiptPdf } from './receipt-pdf';
import { ReceiptRow, ReceiptsRepository } from './receipts.repository';

/** Receipts issued per round at start-up for payments credited before receipts existed. */
const BACKFILL_BATCH = 500;

/** A deleted account's receipt (seen by an administrator) names no buyer. */
const DELETED_BUYER: ReceiptBuyer = { email: 'deleted account', name: null };

/** Receipts as their owner or an administrator reads them: the page's view and the PDF. */
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
    const payment = await this.payments.find(paymentId);
    // Someone else's receipt, like one not issued (yet), does not exist for the requester.
    if (!payment || (!requester.isAdmin && payment.user_id !== requester.userId)) throw notFound();
    const receipt = await this.receipts.find(paymentId);
    if (!receipt) throw notFound();
    return toReceiptView(receipt, payment, await this.buyer(payment.user_id));
  }

  async pdf(paymentId: string, requester: Requester): Promise<GetReceiptPdfReply> {
    const receipt = await this.view(paymentId, requester);
    const pdf = await renderReceiptPdf(receipt, this.config.DISPLAY_TIME_ZONE);
    return { filename: `receipt-${receipt.number}.pdf`, pdfBase64: pdf.toString('base64') };
  }

  private async buyer(userId: string): Promise<ReceiptBuyer> {
    const { users } = await this.bus.request(AuthSubjects.getUsers, { ids: [userId] });
    const user = users[0];
    if (!user) return DELETED_BUYER;
    const name = `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim();
    return { email: user.email, name: name || null };
  }

  private async backfill() {
    let issued = 0;
    for (;;) {
      const batch = await this.receipts.issueMissing(BACKFILL_BATCH);
      issued += batch;
      if (batch < BACKFILL_BATCH) break;
    }
    if (issued) this.logger.log(`issued ${issued} receipts for payments credited before receipts existed`);
  }
}

const notFound = () => ServiceError.notFound(RECEIPT_NOT_FOUND, RECEIPT_NOT_FOUND_CODE);

const credits = (n: number) => `${n} credit${n === 1 ? '' : 's'}`;

function toReceiptView(receipt: ReceiptRow, payment: PaymentRow, buyer: ReceiptBuyer): ReceiptView {
  const quoted = new Decimal(payment.crypto_amount);
  return {
    number: receipt.number,
    issuedAt: receipt.issued_at.toISOString(),
    seller: {
      name: receipt.seller_name,
      address: receipt.seller_address,
      vatId: receipt.seller_vat_id,
    },
    buyer,
    paymentId: payment.payment_id,
    pack: credits(payment.credits),
    credits: payment.credits,
    // A partial payment's receipt is for what arrived.
    amount: Number(payment.paid_amount ?? payment.amount),
    currency: payment.currency,
    cryptoAmount: Number(payment.paid_crypto_amount ?? payment.crypto_amount),
    crypto: payment.crypto,
    rate: quoted.isZero() ? null : new Decimal(payment.amount).div(quoted).toDecimalPlaces(2).toNumber(),
    fxRate: payment.fx_rate === null || payment.fx_rate === undefined ? null : Number(payment.fx_rate),
    txHash: payment.tx_hash,
    paidAt: (payment.paid_at ?? receipt.issued_at).toISOString(),
    terms: RECEIPT_TERMS,
  };
}
