import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/**
 * How long a claim counts without its payment: longer than creating a payment can take (price,
 * provider call, insert), so only a claim left by a crash lapses.
 */
const CLAIM_LIFETIME_SECONDS = 5 * 60;

/** When the open-payment slots are all taken, what to tell the buyer about when one frees up. */
const WAIT_FOR_CLAIMS_SECONDS = 5;

type ClaimOutcome =
  { outcome: 'claimed' } | { outcome: 'full'; retryAfterSeconds: number } | { outcome: 'account-deleted' };

/**
 * A user's open-payment slots: their waiting payments not yet expired, plus the payments being
 * opened right now (payments.open_payment_claims). A checkout claims a slot under a per-user
 * advisory lock, so two checkouts racing for the last slot are decided one after the other.
 */
@Injectable()
export class OpenPaymentClaimsRepository {
  constructor(private readonly dataSource: DataSource) {}

  claim(userId: string, paymentId: string, max: number): Promise<ClaimOutcome> {
    return this.dataSource.transaction(async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [
        `payments:open-payments:${userId}`,
      ]);
      const [state]: {
        deleted: boolean;
        waiting: number;
        claims: number;
        next_expiry_seconds: number | null;
      }[] = await tx.query(
        `WITH waiting AS (
           SELECT expires_at FROM payments.payments
            WHERE user_id = $1 AND status = 'waiting' AND expires_at > clock_timestamp())
         SELECT EXISTS (SELECT 1 FROM payments.deleted_accounts WHERE user_id = $1) AS deleted,
                (SELECT count(*)::int FROM waiting) AS waiting,
                (SELECT count(*)::int FROM payments.open_payment_claims
                  WHERE user_id = $1
                    AND claimed_at > clock_timestamp() - make_interval(secs => $2)) AS claims,
                (SELECT ceil(extract(epoch FROM min(expires_at) - clock_timestamp()))::int
                   FROM waiting) AS next_expiry_seconds`,
        [userId, CLAIM_LIFETIME_SECONDS],
      );
      if (state.deleted) return { outcome: 'account-deleted' };
      if (state.waiting + state.claims >= max) {
        return {
          outcome: 'full',
          retryAfterSeconds: Math.max(1, state.next_expiry_seconds ?? WAIT_FOR_CLAIMS_SECONDS),
        };
      }
      await tx.query(`INSERT INTO payments.open_payment_claims (payment_id, user_id) VALUES ($1, $2)`, [
        paymentId,
        userId,
      ]);
      return { outcome: 'claimed' };
    });
  }

  async release(paymentId: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM payments.open_payment_claims WHERE payment_id = $1`, [
      paymentId,
    ]);
  }

  /** Forgets the claims left by checkouts that crashed half-way; returns how many. */
  async sweepLapsed(): Promise<number> {
    const [, count]: [unknown[], number] = await this.dataSource.query(
      `DELETE FROM payments.open_payment_claims
        WHERE claimed_at <= clock_timestamp() - make_interval(secs => $1)`,
      [CLAIM_LIFETIME_SECONDS],
    );
    return count;
  }
}
