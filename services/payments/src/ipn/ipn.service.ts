import { Injectable, Logger } from '@nestjs/common';
import { ReceiveIpnReply, ReceiveIpnRequest } from '@storefront/contracts';
import { ServiceError } from '@storefront/platform';
import { PaymentsConfig } from '../config';
import { ConfirmationService } from '../confirmation/confirmation.service';
import { fromNowPaymentsStatus } from '../providers/nowpayments-status';
import { nowPaymentsFigures, plainDecimal } from '../providers/nowpayments.provider';
import { verifyIpnSignature } from '../providers/nowpayments-signature';
import { PaymentsRepository } from '../payments/payments.repository';
import { ProviderCallbacksRepository } from './provider-callbacks.repository';

/** The fields of an unsigned callback worth keeping to look into it, each cut to this length. */
const SUMMARY_FIELDS = ['payment_id', 'order_id', 'payment_status', 'pay_currency', 'actually_paid'];
const SUMMARY_TEXT_LENGTH = 200;

/** What is kept of a callback whose signature failed: not up to 64 kB of whatever was posted. */
export function unsignedSummary(body: Record<string, unknown>): Record<string, unknown> {
  const summary: Record<string, unknown> = {};
  for (const field of SUMMARY_FIELDS) {
    const value = body[field];
    if (typeof value === 'string') summary[field] = value.slice(0, SUMMARY_TEXT_LENGTH);
    else if (typeof value === 'number' || typeof value === 'boolean') summary[field] = value;
  }
  return summary;
}

/** NOWPayments' instant payment notifications: verified, recorded, then applied like a poll result. */
@Injectable()
export class IpnService {
  private readonly logger = new Logger(IpnService.name);

  constructor(
    private readonly config: PaymentsConfig,
    private readonly payments: PaymentsRepository,
    private readonly callbacks: ProviderCallbacksRepository,
    private readonly confirmation: ConfirmationService,
  ) {}

  async receive({ body, signature }: ReceiveIpnRequest): Promise<ReceiveIpnReply> {
    const secret = this.config.NOWPAYMENTS_IPN_SECRET;
    if (this.config.PAYMENT_PROVIDER !== 'nowpayments' || !secret) throw ServiceError.notFound('Not found');

    const providerPaymentId =
      body.payment_id === undefined || body.payment_id === null ? null : String(body.payment_id);
    const record = (signatureValid: boolean, outcome: string) =>
      this.callbacks.record({
        provider: 'nowpayments',
        providerPaymentId,
        // Anyone can post here: an unsigned body is kept only as far as it identifies the payment.
        body: signatureValid ? body : unsignedSummary(body),
        signature: signature?.slice(0, SUMMARY_TEXT_LENGTH) ?? null,
        signatureValid,
        outcome,
      });

    if (!verifyIpnSignature(body, signature, secret)) {
      await record(false, 'rejected: bad signature');
      this.logger.warn(`rejected an IPN with a bad signature for ${providerPaymentId ?? 'no payment'}`);
      throw ServiceError.unauthorized('Invalid signature', 'INVALID_SIGNATURE');
    }

    const payment = providerPaymentId
      ? await this.payments.findByProviderId('nowpayments', providerPaymentId)
      : null;
    // The order id we sent must match too: a signed callback about another shop's order is not ours.
    if (!payment || (body.order_id !== undefined && body.order_id !== payment.payment_id)) {
      await record(true, 'ignored: unknown payment');
      return { outcome: 'unknown-payment' };
    }
    const status = fromNowPaymentsStatus(body.payment_status);
    if (!status) {
      await record(true, `ignored: unknown status ${String(body.payment_status)}`);
      return { outcome: 'unchanged' };
    }
    const txHash = typeof body.payin_hash === 'string' ? body.payin_hash : null;
    const actuallyPaid = plainDecimal(body.actually_paid);
    const after = await this.confirmation.apply(payment, {
      status,
      txHash,
      actuallyPaid,
      figures: nowPaymentsFigures(body),
    });
    const changed = after.status !== payment.status;
    await record(
      true,
      changed ? `applied: ${payment.status} -> ${after.status}` : `unchanged: ${after.status}`,
    );
    return { outcome: changed ? 'applied' : 'unchanged' };
  }
}
