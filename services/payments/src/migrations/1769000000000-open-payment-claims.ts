import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Slots of payments being opened: a checkout claims one (counted with the user's waiting payments
 * under a per-user lock) before it asks the provider, and the payment's insert gives it back. A
 * claim left by a crash stops counting after a few minutes and is swept by the reconciler.
 */
export class OpenPaymentClaims1769000000000 implements MigrationInterface {
  name = 'OpenPaymentClaims1769000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE payments.open_payment_claims (
        payment_id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        claimed_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await q.query(`CREATE INDEX open_payment_claims_user_idx ON payments.open_payment_claims (user_id)`);
    // The per-user count of waiting payments reads only this slice.
    await q.query(
      `CREATE INDEX payments_user_waiting_idx ON payments.payments (user_id, expires_at) WHERE status = 'waiting'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX payments.payments_user_waiting_idx`);
    await q.query(`DROP TABLE payments.open_payment_claims`);
  }
}
