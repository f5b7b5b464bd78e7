import { Injectable } from '@nestjs/common';
import type { CreditChangeReason } from '@storefront/contracts';
import { DataSource, EntityManager } from 'typeorm';
import type { ProviderRefund } from '../providers/payment-provider';
import type { PaymentRow } from '../payments/payment-row';

/**
 * The payment row is the refund's lock: each step reads it `FOR UPDATE` and writes what it did in
 * the same transaction, so two clicks at once take the credits back once and make one claim.
 */
@Injectable()
export class RefundsRepository {
  constructor(private readonly dataSource: DataSource) {}

  locked<T>(paymentId: string, step: (row: PaymentRow | null, em: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(async (em) => {
      const rows: PaymentRow[] = await em.query(
        `SELECT * FROM payments.payments WHERE payment_id = $1 FOR UPDATE`,
        [paymentId],
      );
      return step(rows[0] ?? null, em);
    });
  }

  /**
   * Records the credits taken back for the refund and what they are worth: the payment is
   * `refunded` when every credit came back (spent credits leave it `paid`, less the refund), and
   * its credits count as taken back.
   */
  async recordCreditsTaken(
    em: EntityManager,
    paymentId: string,
    taken: { adminId: string; reason: CreditChangeReason; credits: number; amount: string },
  ): Promise<PaymentRow> {
    const [rows]: [PaymentRow[]] = await em.query(
      `UPDATE payments.payments
          SET refund_requested_at = clock_timestamp(), refund_requested_by = $2, refund_reason_code = $3,
              refund_reason_note = $4, refund_credits = $5, refund_amount = $6,
              credits_reversed_at = clock_timestamp(),
              status = CASE WHEN $5 >= credits THEN 'refunded' ELSE status END,
              updated_at = clock_timestamp()
        WHERE payment_id = $1 AND refund_requested_at IS NULL
        RETURNING *`,
      [paymentId, taken.adminId, taken.reason.code, taken.reason.note ?? '', taken.credits, taken.amount],
    );
    return rows[0];
  }

  async recordClaim(em: EntityManager, paymentId: string, refund: ProviderRefund): Promise<PaymentRow> {
    const [rows]: [PaymentRow[]] = await em.query(
      `UPDATE payments.payments
          SET refund_pull_payment_id = $2, refund_claim_link = $3, refunded_at = clock_timestamp()
        WHERE payment_id = $1 AND refund_claim_link IS NULL
        RETURNING *`,
      [paymentId, refund.pullPaymentId, refund.claimLink],
    );
    return rows[0];
  }
}
