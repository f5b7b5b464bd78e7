import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Payments by Lightning (`crypto = 'lightning'`, bitcoin over the Lightning Network). */
export class LightningPayments1812000000000 implements MigrationInterface {
  name = 'LightningPayments1812000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE payments.payments DROP CONSTRAINT payments_crypto_check`);
    await q.query(
      `ALTER TABLE payments.payments ADD CONSTRAINT payments_crypto_check
         CHECK (crypto IN ('btc', 'eth', 'ltc', 'lightning'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE payments.payments DROP CONSTRAINT payments_crypto_check`);
    await q.query(
      `ALTER TABLE payments.payments ADD CONSTRAINT payments_crypto_check
         CHECK (crypto IN ('btc', 'eth', 'ltc')) NOT VALID`,
    );
  }
}
