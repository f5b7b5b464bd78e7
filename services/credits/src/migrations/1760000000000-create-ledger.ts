import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateLedger1760000000000 implements MigrationInterface {
  name = 'CreateLedger1760000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE credits.balances (
        user_id uuid PRIMARY KEY,
        balance numeric(14,2) NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // clock_timestamp, not now(): rows written in one burst still sort in the order they happened.
    await q.query(`
      CREATE TABLE credits.transactions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        type text NOT NULL
          CHECK (type IN ('credit_add', 'credit_purchase', 'credit_spend', 'credit_refund')),
        amount numeric(14,2) NOT NULL,
        description text,
        admin_id uuid,
        payment_method text,
        payment_id text UNIQUE,
        status text NOT NULL DEFAULT 'completed',
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await q.query(
      `CREATE INDEX transactions_user_created_idx ON credits.transactions (user_id, created_at DESC)`,
    );
    await q.query(
      `CREATE INDEX transactions_admin_created_idx ON credits.transactions (created_at DESC)
         WHERE admin_id IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE credits.transactions`);
    await q.query(`DROP TABLE credits.balances`);
  }
}
