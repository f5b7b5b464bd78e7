import { Injectable, Logger } from '@nestjs/common';
import {
  CreditsSubjects,
  isCreditedStatus,
  PAYMENT_MESSAGES,
  PaymentsErrorCode,
} from '@storefront/contracts';
import { MessageBus, Outbox, ServiceError } from '@storefront/platform';
import type { PaymentRow } from '../payments/payment-row';
import { PaymentsRepository } from '../payments/payments.repository';
import { ReceiptsRepository } from '../receipts/receipts.repository';
import { PaymentJobs } from './payment-jobs';

type GrantOutcome = 'granted' | 'already-granted' | 'not-paid' | 'account-deleted';

/**
 * The grant's rule, in one place: why a payment's credits are not granted now, or null when they
 * are due (paid, not yet credited, and its account still exists).
 */
function grantRefusal(payment: PaymentRow): Exclude<GrantOutcome, 'granted'> | null {
  // A partially paid payment's credits were already cut down to what arrived (markPartiallyPaid).
  if (!isCreditedStatus(payment.status)) return 'not-paid';
  if (payment.credits_added) return 'already-granted';
  // Nobody is left to hold them: the payment stays an anomaly for the back office.
  if (payment.user_deleted_at) return 'account-deleted';
  return null;
}

/**
 * The same rule said to a person who asked for the credits (an administrator's approval, a
 * buyer's page): a payment not paid, or of a deleted account, is refused (409 with its code).
 * True when the credits were already granted.
 */
export function assertGrantable(payment: PaymentRow): boolean {
  switch (grantRefusal(payment)) {
    case 'not-paid':
      throw ServiceError.conflict(PAYMENT_MESSAGES.notConfirmed, PaymentsErrorCode.PaymentNotPaid);
    case 'account-deleted':
      throw ServiceError.conflict(PAYMENT_MESSAGES.accountDeleted, PaymentsErrorCode.AccountDeleted);
    case 'already-granted':
      return true;
    default:
      return false;
  }
}

/**
 * Gives a paid payment's credits to its owner. Safe to run any number of times, concurrently:
 * the credits service applies a payment id once, and credits_added flips once.
 */
@Injectable()
export class GrantCreditsService {
  private readonly logger = new Logger(GrantCreditsService.name);

  constructor(
    private readonly payments: PaymentsRepository,
    private readonly bus: MessageBus,
    private readonly outbox: Outbox,
    private readonly receipts: ReceiptsRepository,
    private readonly jobs: PaymentJobs,
  ) {}

  /**
   * Grants at once, as the payment was just found paid; when that fails, the grant job takes over
   * with its retries (and the reconciler after it). True when the credits were granted here.
   */
  async grantNowOrQueue(paymentId: string): Promise<boolean> {
    try {
      const outcome = await this.grant(paymentId);
      this.logger.log(`grant of ${paymentId}: ${outcome}`);
      return true;
    } catch (err) {
      this.logger.warn(`grant of ${paymentId} failed, queued instead: ${String(err)}`);
      await this.jobs.enqueueGrantSafely(paymentId);
      return false;
    }
  }

  async grant(paymentId: string): Promise<GrantOutcome> {
    const payment = await this.payments.find(paymentId);
    if (!payment) throw ServiceError.notFound(PAYMENT_MESSAGES.notFound);
    const refusal = grantRefusal(payment);
    if (refusal === 'account-deleted')
      this.logger.warn(`payment ${paymentId} of a deleted account was paid: no credits granted`);
    if (refusal) return refusal;

    if (payment.credits > 0) {
      const reply = await this.bus.request(CreditsSubjects.grantForPayment, {
        paymentId: payment.payment_id,
        userId: payment.user_id,
        credits: payment.credits,
        crypto: payment.crypto,
        paymentMethod: `crypto_${payment.crypto}`,
      });
      if (reply.alreadyApplied) this.logger.log(`credits of ${paymentId} were already in the ledger`);
    }

    // The receipt is numbered in the transaction that records the credits: both or neither.
    const flipped = await this.payments.markCreditsAdded(paymentId, (em) =>
      this.receipts.issue(em, paymentId),
    );
    if (!flipped) return 'already-granted';
    // Flipping credits_added wrote the payment's `payments.payment.confirmed` event in the same
    // transaction (the trigger on payments.payments): publish it now rather than at the next round.
    this.outbox.flush();
    return 'granted';
  }
}
