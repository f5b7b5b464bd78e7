import { Injectable, Logger } from '@nestjs/common';
import {
  CreditsSubjects,
  isRefundableByClaimLink,
  PAYMENT_MESSAGES,
  PaymentsErrorCode,
  PaymentsEvents,
  REFUND_MESSAGES,
  RefundPaymentReply,
  RefundPaymentRequest,
} from '@storefront/contracts';
import { MessageBus, Outbox, ServiceError } from '@storefront/platform';
import Decimal from 'decimal.js';
import type { PaymentRow } from '../payments/payment-row';
import { PaymentsRepository } from '../payments/payments.repository';
import { ReceiptsRepository } from '../receipts/receipts.repository';
import { PaymentProviders } from '../providers/payment-providers';
import type { ProviderRefund } from '../providers/payment-provider';
import { RefundsRepository } from './refunds.repository';

/**
 * The fiat given back for `credits` of a payment: their share of what was received (what arrived
 * of a partially paid payment), to the cent, rounded down.
 */
export function refundFiat(
  row: Pick<PaymentRow, 'amount' | 'paid_amount' | 'credits'>,
  credits: number,
): string {
  const received = new Decimal(row.paid_amount ?? row.amount);
  return received.times(credits).dividedBy(row.credits).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2);
}

const notRefundable = () =>
  ServiceError.conflict(REFUND_MESSAGES.notRefundable, PaymentsErrorCode.NotRefundable);

/**
 * Refunds of a paid payment's unspent credits by claim link: the credits come back off the balance
 * first (at most the balance: spent credits stay spent), then the provider makes the refund the
 * payer claims. Each step is done once, recorded on the locked payment row: a retry after the
 * provider failed only asks the provider again, and a second click answers the first refund.
 * Whether the credits may be moved without a second person is the admin service's four-eyes gate,
 * asked before this.
 */
@Injectable()
export class RefundsService {
  private readonly logger = new Logger(RefundsService.name);

  constructor(
    private readonly refunds: RefundsRepository,
    private readonly providers: PaymentProviders,
    private readonly bus: MessageBus,
    private readonly outbox: Outbox,
    private readonly payments: PaymentsRepository,
    private readonly receipts: ReceiptsRepository,
  ) {}

  async refund({ paymentId, adminId, reason }: RefundPaymentRequest): Promise<RefundPaymentReply> {
    const taken = await this.refunds.locked(paymentId, async (row, em) => {
      if (!row) throw ServiceError.notFound(PAYMENT_MESSAGES.notFound);
      if (row.refund_requested_at) return row;
      this.assertRefundable(row);
      const reversal = await this.bus.request(CreditsSubjects.reversePayment, {
        paymentId,
        userId: row.user_id,
        adminId,
        unspentOnly: true,
      });
      this.logger.log(
        `admin ${adminId} took back ${reversal.credits} unspent credits of ${paymentId} to refund them`,
      );
      const amount = refundFiat(row, reversal.credits);
      const taken = await this.refunds.recordCreditsTaken(em, paymentId, {
        adminId,
        reason,
        credits: reversal.credits,
        amount,
      });
      // The credit note cancels the receipt in the same transaction: all of it when every credit
      // came back, otherwise the share given back.
      if (reversal.credits > 0) {
        const whole = reversal.credits >= row.credits;
        await this.receipts.issueCreditNote(
          em,
          paymentId,
          whole ? undefined : { credits: reversal.credits, amount },
        );
      }
      await this.payments.announceChange(em, row, taken);
      return taken;
    });
    this.outbox.flush();
    if (taken.refund_claim_link) return replyOf(taken, true);
    let issued = false;
    const refunded = await this.refunds.locked(paymentId, async (row, em) => {
      if (row!.refund_claim_link) return row!;
      const claim = await this.askProvider(row!);
      const stored = await this.refunds.recordClaim(em, paymentId, claim);
      await this.outbox.add(em, PaymentsEvents.refundIssued, {
        paymentId,
        userId: stored.user_id,
        credits: stored.refund_credits ?? 0,
        amount: Number(stored.refund_amount),
        currency: stored.currency,
        claimLink: claim.claimLink,
      });
      issued = true;
      return stored;
    });
    if (issued) this.outbox.flush();
    return replyOf(refunded, !issued);
  }

  private assertRefundable(row: PaymentRow): void {
    const refundable = isRefundableByClaimLink({
      provider: row.provider,
      status: row.status,
      creditsAdded: row.credits_added,
      creditsReversed: !!row.credits_reversed_at,
      credits: row.credits,
      refundAsked: !!row.refund_requested_at,
    });
    if (!refundable || !this.providers.get(row.provider).refund) throw notRefundable();
  }

  private async askProvider(row: PaymentRow): Promise<ProviderRefund> {
    const provider = this.providers.get(row.provider);
    try {
      return await provider.refund!(row.provider_payment_id, {
        paymentId: row.payment_id,
        amount: String(row.refund_amount),
        currency: row.currency,
      });
    } catch (err) {
      this.logger.error(`refund of ${row.payment_id} at ${row.provider} failed: ${String(err)}`);
      throw new ServiceError(502, PaymentsErrorCode.RefundPending, REFUND_MESSAGES.pending);
    }
  }
}

function replyOf(row: PaymentRow, alreadyRefunded: boolean): RefundPaymentReply {
  return {
    alreadyRefunded,
    credits: row.refund_credits ?? 0,
    amount: new Decimal(row.refund_amount ?? 0).toFixed(2),
    currency: row.currency,
    claimLink: row.refund_claim_link!,
    pullPaymentId: row.refund_pull_payment_id!,
  };
}
