import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Deleted accounts: `deleted_accounts` remembers each one (so a payment whose insert races the
 * deletion is marked too), and `user_deleted_at` marks every payment of a deleted account. Such a
 * payment is never polled, re-polled or credited; money that still arrives is recorded only.
 */
export class DeletedAccounts1769000000001 implements MigrationInterface {
  name = 'DeletedAccounts1769000000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE payments.deleted_accounts (
        user_id uuid PRIMARY KEY,
        deleted_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await q.query(`ALTER TABLE payments.payments ADD COLUMN user_deleted_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE payments.payments DROP COLUMN user_deleted_at`);
    await q.query(`DROP TABLE payments.deleted_accounts`);
  }
}
