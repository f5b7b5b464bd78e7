import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Partially paid payments: a final status credited for what actually arrived, and the fiat value
 * of that (`paid_amount`, set only for partially_paid).
 */
export class PartialPayments1760000000001 implements MigrationInterface {
  name = 'PartialPayments1760000000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE payments.payments ADD COLUMN paid_amount numeric(14,2)`);
    await q.query(`ALTER TABLE payments.payments DROP CONSTRAINT payments_status_check`);
    await q.query(
      `ALTER TABLE payments.payments ADD CONSTRAINT payments_status_check
         CHECK (status IN ('waiting', 'confirming', 'paid', 'partially_paid', 'expired', 'failed'))`,
    );
    // The reconciler looks for credited statuses whose credits were not added.
    await q.query(`DROP INDEX IF EXISTS payments.payments_anomaly_idx`);
    await q.query(
      `CREATE INDEX payments_anomaly_idx ON payments.payments (paid_at)
         WHERE status IN ('paid', 'partially_paid') AND NOT credits_added`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS payments.payments_anomaly_idx`);
    await q.query(
      `CREATE INDEX payments_anomaly_idx ON payments.payments (paid_at) WHERE status = 'paid' AND NOT credits_added`,
    );
    await q.query(`ALTER TABLE payments.payments DROP CONSTRAINT IF EXISTS payments_status_check`);
    await q.query(
      `ALTER TABLE payments.payments ADD CONSTRAINT payments_status_check
         CHECK (status IN ('waiting', 'confirming', 'paid', 'expired', 'failed'))`,
    );
    await q.query(`ALTER TABLE payments.payments DROP COLUMN paid_amount`);
  }
}
