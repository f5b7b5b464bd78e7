import { Injectable, Logger } from '@nestjs/common';
import { PaymentJobs } from '../confirmation/payment-jobs';
import { CONFIRMING_GRACE_MS } from '../confirmation/confirmation.service';
import { PaymentProviders } from '../providers/payment-providers';
import { DeletedAccountsRepository, MarkedPayment } from './deleted-accounts.repository';

/** Still being watched when the account went: open, or expired within the grace period. */
const wasWatched = (p: MarkedPayment, now: number) =>
  p.previous_status === 'waiting' ||
  p.previous_status === 'confirming' ||
  (p.previous_status === 'expired' && p.expires_at.getTime() + CONFIRMING_GRACE_MS > now);

/**
 * A deleted account's payments: closed here, cancelled at the provider where it can, and no
 * longer polled. Money that still arrives for one is recorded as received but never credited
 * (grants refuse a payment with `user_deleted_at`); the back office sees it as an anomaly.
 */
@Injectable()
export class DeletedAccountsService {
  private readonly logger = new Logger(DeletedAccountsService.name);

  constructor(
    private readonly accounts: DeletedAccountsRepository,
    private readonly providers: PaymentProviders,
    private readonly jobs: PaymentJobs,
  ) {}

  async accountDeleted(userId: string): Promise<void> {
    const marked = await this.accounts.markDeleted(userId);
    const now = Date.now();
    const watched = marked.filter((p) => wasWatched(p, now));
    for (const payment of watched) {
      // A poll that is running right now ends by itself: the payment is no longer watched.
      await this.jobs
        .stopPoll(payment.payment_id)
        .catch((err) => this.logger.warn(`poll of ${payment.payment_id} not removed: ${String(err)}`));
      const provider = this.providers.get(payment.provider);
      await provider
        .cancel?.(payment.provider_payment_id)
        .catch((err) =>
          this.logger.warn(`${provider.name} did not cancel payment ${payment.payment_id}: ${String(err)}`),
        );
    }
    if (marked.length) {
      this.logger.log(
        `account ${userId} deleted: ${marked.length} payment(s) marked, ${watched.length} no longer watched`,
      );
    }
  }
}
