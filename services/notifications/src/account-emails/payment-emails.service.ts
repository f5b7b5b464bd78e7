import { Injectable } from '@nestjs/common';
import {
  CreditsSubjects,
  type PaymentRefundIssuedEvent,
  type PaymentUpdatedEvent,
} from '@storefront/contracts';
import { MessageBus } from '@storefront/platform';
import { AccountMailer } from './account-mailer';
import { paymentEmailFor, paymentEmailKey } from './payment-email';

/** Mails a payment's owner when it reaches a state worth telling (see paymentEmailFor), once per state. */
@Injectable()
export class PaymentEmailsService {
  constructor(
    private readonly mailer: AccountMailer,
    private readonly bus: MessageBus,
  ) {}

  async paymentUpdated(event: PaymentUpdatedEvent): Promise<void> {
    const kind = paymentEmailFor(event);
    if (!kind) return;
    const { payment, userId } = event;
    const dedupeKey = paymentEmailKey(event.paymentId, kind);
    switch (kind) {
      case 'payment-confirmed':
      case 'payment-partial':
        await this.mailer.sendOnce({
          userId,
          kind,
          dedupeKey,
          build: async () => {
            const { balance } = await this.bus.request(CreditsSubjects.getBalance, { userId });
            return { kind, payment, balance };
          },
        });
        return;
      default:
        await this.mailer.sendOnce({ userId, kind, dedupeKey, build: async () => ({ kind, payment }) });
    }
  }

  /** The refund's claim link, once per payment. */
  async refundIssued(event: PaymentRefundIssuedEvent): Promise<void> {
    await this.mailer.sendOnce({
      userId: event.userId,
      kind: 'refund-issued',
      dedupeKey: `payment:${event.paymentId}:refund-issued`,
      build: async () => ({
        kind: 'refund-issued',
        paymentId: event.paymentId,
        credits: event.credits,
        amount: event.amount,
        currency: event.currency,
        claimLink: event.claimLink,
      }),
    });
  }
}
