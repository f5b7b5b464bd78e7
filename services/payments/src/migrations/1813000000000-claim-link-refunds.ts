import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Refunds of a paid payment's unspent credits by claim link: who asked and why, the credits taken
 * back and the fiat given for them (set once, when the credits came back off the balance), then
 * the provider's pull payment and the link the payer claims it at (set once the provider made it;
 * until then the refund is pending and may be retried).
 */
export class ClaimLinkRefunds1813000000000 implements MigrationInterface {
  name = 'ClaimLinkRefunds1813000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE payments.payments
        ADD COLUMN refund_requested_at timestamptz,
        ADD COLUMN refund_requested_by uuid,
        ADD COLUMN refund_reason_code text,
        ADD COLUMN refund_reason_note text,
        ADD COLUMN refund_credits integer,
        ADD COLUMN refund_amount numeric(14, 2),
        ADD COLUMN refund_pull_payment_id text,
        ADD COLUMN refund_claim_link text,
        ADD COLUMN refunded_at timestamptz,
        ADD CONSTRAINT payments_refund_claim_check
          CHECK ((refund_claim_link IS NULL) = (refund_pull_payment_id IS NULL)
             AND (refund_claim_link IS NULL OR refund_requested_at IS NOT NULL))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE payments.payments
        DROP CONSTRAINT payments_refund_claim_check,
        DROP COLUMN refunded_at,
        DROP COLUMN refund_claim_link,
        DROP COLUMN refund_pull_payment_id,
        DROP COLUMN refund_amount,
        DROP COLUMN refund_credits,
        DROP COLUMN refund_reason_note,
        DROP COLUMN refund_reason_code,
        DROP COLUMN refund_requested_by,
        DROP COLUMN refund_requested_at`);
  }
}
