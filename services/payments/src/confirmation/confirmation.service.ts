import { Injectable, Logger } from '@nestjs/common';
import { FINAL_PAYMENT_STATUSES } from '@storefront/contracts';
import Decimal from 'decimal.js';
import { partialPayment } from '../credit-pricing/credit-pricing';
import type { ProviderPaymentState } from '../providers/payment-provider';
import { PaymentProviders } from '../providers/payment-providers';
import type { PaymentRow } from '../payments/payment-row';
import { PaymentsRepository } from '../payments/payments.repository';
import { GrantCreditsService } from './grant-credits.service';
import { PaymentJobs } from './payment-jobs';

/**
 * How long after its expiry a payment is still watched: one the provider still calls "confirming"
 * stays open, and one that expired here is still asked about now and then, since a payer's
 * exchange may send the money after the countdown and the provider still takes it.
 */
export const CONFIRMING_GRACE_MS = 24 * 60 * 60 * 1000;

/** The first and the longest wait between two checks of a payment that expired here. */
export const LATE_CHECK_MIN_MS = 5 * 60 * 1000;
export const LATE_CHECK_MAX_MS = 4 * 60 * 60 * 1000;

export const isFinal = (payment: PaymentRow) => FINAL_PAYMENT_STATUSES.includes(payment.status);

/**
 * The coins that arrived for a payment paid more than the provider asked, as its own figures say;
 * null otherwise. An overpaid payment keeps the pack's credits; what came is recorded.
 */
export function overpaid(state: ProviderPaymentState): string | null {
  const asked = state.figures?.payAmount;
  if (!state.actuallyPaid || !asked) return null;
  return new Decimal(state.actuallyPaid).gt(asked) ? state.actuallyPaid : null;
}

/** Expired here, but within the grace period: late money may still arrive. */
const expiredRecently = (payment: PaymentRow, now: Date) =>
  payment.status === 'expired' && payment.expires_at.getTime() + CONFIRMING_GRACE_MS > now.getTime();

/**
 * The wait before the next check of a payment that expired here: as long as it has been expired,
 * from 5 minutes up to 4 hours, so about ten checks in the grace period rather than one every
 * poll interval.
 */
export function lateCheckDelay(payment: PaymentRow, now = new Date()): number {
  const expiredFor = now.getTime() - payment.expires_at.getTime();
  return Math.min(Math.max(expiredFor, LATE_CHECK_MIN_MS), LATE_CHECK_MAX_MS);
}

/**
 * Applies what a provider says about a payment, whoever brought the news (poll, webhook,
 * sandbox simulation). Every transition is a conditional update, so news that arrives twice or
 * late changes nothing; the one transition to paid grants the credits at once (or queues the
 * grant when that fails).
 */
@Injectable()
export class ConfirmationService {
  private readonly logger = new Logger(ConfirmationService.name);

  constructor(
    private readonly payments: PaymentsRepository,
    private readonly providers: PaymentProviders,
    private readonly jobs: PaymentJobs,
    private readonly grants: GrantCreditsService,
  ) {}

  async apply(payment: PaymentRow, state: ProviderPaymentState, now = new Date()): Promise<PaymentRow> {
    switch (state.status) {
      case 'paid': {
        const paid = await this.payments.markPaid(payment.payment_id, state.confirmations, state.txHash, {
          overpaidCrypto: overpaid(state),
          markedByHand: state.markedByHand,
        });
        if (paid) {
          this.logger.log(`payment ${payment.payment_id} is paid`);
          await this.grants.grantNowOrQueue(payment.payment_id);
          return paid;
        }
        const current = (await this.payments.find(payment.payment_id)) ?? payment;
        if (!current.credits_added) await this.jobs.enqueueGrantSafely(payment.payment_id);
        return current;
      }
      case 'partially_paid': {
        // Final at once (see fromNowPaymentsStatus): credit what arrived, through the same
        // idempotent grant job as a full payment. Without an actually_paid figure there is
        // nothing to value yet, so the payment stays as it is until a callback or poll brings one.
        // What arrived is valued with the provider's own figures of this answer (it may have
        // re-quoted the crypto amount since our first quote), never against more fiat than we
        // charged; the pack's credits in proportion.
        if (!state.actuallyPaid) return payment;
        const figures = state.figures ?? {};
        const sameCurrency = !figures.priceCurrency || figures.priceCurrency === payment.currency;
        const { paidAmount, credits } = partialPayment({
          amount: payment.amount,
          credits: payment.credits,
          cryptoAmount: payment.crypto_amount,
          actuallyPaid: state.actuallyPaid,
          payAmount: figures.payAmount,
          priceAmount: sameCurrency ? figures.priceAmount : null,
        });
        const partial = await this.payments.markPartiallyPaid(
          payment.payment_id,
          paidAmount,
          credits,
          state.txHash,
          state.actuallyPaid,
        );
        if (partial) {
          this.logger.log(
            `payment ${payment.payment_id} is partially paid: ${paidAmount} ${payment.currency}`,
          );
          await this.grants.grantNowOrQueue(payment.payment_id);
          return partial;
        }
        const current = (await this.payments.find(payment.payment_id)) ?? payment;
        if (current.status === 'partially_paid' && !current.credits_added) {
          await this.jobs.enqueueGrantSafely(payment.payment_id);
        }
        return current;
      }
      case 'confirming':
        return (
          (await this.payments.markConfirming(payment.payment_id, state.confirmations, state.txHash)) ??
          payment
        );
      case 'expired':
      case 'failed':
        return (
          (await this.payments.markClosed(payment.payment_id, state.status, state.markedByHand)) ?? payment
        );
      case 'refunded': {
        // Final: nothing moves out of it, so no later news credits it. Credits already added
        // stay until an administrator reverses them (the back office shows it as an anomaly).
        const refunded = await this.payments.markRefunded(payment.payment_id, state.txHash);
        if (refunded?.credits_added) {
          this.logger.warn(`payment ${payment.payment_id} was refunded after its credits were added`);
        }
        return refunded ?? payment;
      }
      case 'waiting':
        // The provider has seen nothing; past the expiry, nothing is coming. Only a payment still
        // waiting here expires: one already confirming has money on its way, and a late
        // "waiting" never moves it back.
        if (payment.expires_at <= now) {
          return (await this.payments.markExpiredUnseen(payment.payment_id)) ?? payment;
        }
        return payment;
    }
  }

  /** Asks the payment's provider and applies the answer; returns the payment as it now stands. */
  async check(paymentId: string): Promise<PaymentRow | null> {
    const payment = await this.payments.find(paymentId);
    if (!payment || !this.watched(payment)) return payment;
    const state = await this.providers.get(payment.provider).status(payment.provider_payment_id);
    return this.apply(payment, state);
  }

  /**
   * Whether the provider should still be asked about a payment: open, or expired here recently,
   * and its account not deleted (news of such a payment is only taken when the provider sends it).
   */
  watched(payment: PaymentRow, now = new Date()): boolean {
    if (payment.user_deleted_at) return false;
    if (expiredRecently(payment, now)) return true;
    if (isFinal(payment)) return false;
    return payment.expires_at.getTime() + CONFIRMING_GRACE_MS > now.getTime();
  }
}
