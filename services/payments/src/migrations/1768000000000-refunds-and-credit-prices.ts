import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Refunds and prices:
 * - `refunded` is a status of its own, final: a refunded payment is never credited afterwards;
 * - `credits_reversed_at`: when an administrator took back the credits of a payment refunded after
 *   they were added;
 * - `credit_price` (the price of one credit in the payment's currency) and `fx_rate` (the EUR to
 *   currency rate it was converted at, null when nothing was converted) are what the payment was
 *   priced at. Every payment created from now on has a credit_price; earlier ones were priced at
 *   2 per credit in their own currency.
 */
export class RefundsAndCreditPrices1768000000000 implements MigrationInterface {
  name = 'RefundsAndCreditPrices1768000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE payments.payments DROP CONSTRAINT payments_status_check`);
    await q.query(
      `ALTER TABLE payments.payments ADD CONSTRAINT payments_status_check
         CHECK (status IN ('waiting', 'confirming', 'paid', 'partially_paid', 'expired', 'failed', 'refunded'))`,
    );
    await q.query(`ALTER TABLE payments.payments ADD COLUMN credits_reversed_at timestamptz`);
    await q.query(
      `ALTER TABLE payments.payments ADD COLUMN credit_price numeric(18,8) CHECK (credit_price > 0)`,
    );
    await q.query(`ALTER TABLE payments.payments ADD COLUMN fx_rate numeric(18,8) CHECK (fx_rate > 0)`);
    await q.query(`UPDATE payments.payments SET credit_price = 2`);
    // Refunded after credit and not reversed: the back office's other kind of anomaly; they are few.
    await q.query(
      `CREATE INDEX payments_refund_anomaly_idx ON payments.payments (paid_at)
         WHERE status = 'refunded' AND credits_added AND credits_reversed_at IS NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX payments.payments_refund_anomaly_idx`);
    await q.query(`ALTER TABLE payments.payments DROP COLUMN fx_rate`);
    await q.query(`ALTER TABLE payments.payments DROP COLUMN credit_price`);
    await q.query(`ALTER TABLE payments.payments DROP COLUMN credits_reversed_at`);
    await q.query(`UPDATE payments.payments SET status = 'failed' WHERE status = 'refunded'`);
    await q.query(`ALTER TABLE payments.payments DROP CONSTRAINT payments_status_check`);
    await q.query(
      `ALTER TABLE payments.payments ADD CONSTRAINT payments_status_check
         CHECK (status IN ('waiting', 'confirming', 'paid', 'partially_paid', 'expired', 'failed'))`,
    );
  }
}
