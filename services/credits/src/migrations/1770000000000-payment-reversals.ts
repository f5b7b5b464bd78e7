import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A payment may have two ledger rows: its purchase and, when it was refunded after the credits
 * were added, the reversal that takes them back. Each is unique per payment, so neither is ever
 * written twice.
 */
export class PaymentReversals1770000000000 implements MigrationInterface {
  name = 'PaymentReversals1770000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE credits.transactions DROP CONSTRAINT transactions_payment_id_key`);
    await q.query(
      `ALTER TABLE credits.transactions ADD CONSTRAINT transactions_payment_id_type_key UNIQUE (payment_id, type)`,
    );
  }

  /** Fails while a reversal exists: removing it would leave balances unexplained by the ledger. */
  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE credits.transactions DROP CONSTRAINT transactions_payment_id_type_key`);
    await q.query(
      `ALTER TABLE credits.transactions ADD CONSTRAINT transactions_payment_id_key UNIQUE (payment_id)`,
    );
  }
}
