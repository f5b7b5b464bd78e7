import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The spend API. A spend is a `credit_spend` ledger row that names the API key it was made with
 * and keeps the client's description and metadata; its idempotency key (scoped to the API key)
 * is unique, with a hash of the request it answered. A reversal is a `credit_refund` row linked
 * to its spend, at most one per spend. A capture is a spend linked to its hold, at most one per
 * hold. Holds put credits aside until captured, released or past `expires_at`.
 */
export class SpendsAndHolds1799000000000 implements MigrationInterface {
  name = 'SpendsAndHolds1799000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE credits.holds (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        amount numeric(14,2) NOT NULL CHECK (amount > 0),
        captured numeric(14,2) NOT NULL DEFAULT 0,
        status text NOT NULL DEFAULT 'active'
          CHECK (status IN ('active', 'captured', 'released', 'expired')),
        description text,
        api_key_id uuid,
        api_key_name text,
        idempotency_key text UNIQUE,
        request_hash text,
        capture_id uuid,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        settled_at timestamptz
      )`);
    await q.query(
      `CREATE INDEX holds_user_active_idx ON credits.holds (user_id, expires_at) WHERE status = 'active'`,
    );
    await q.query(`
      ALTER TABLE credits.transactions
        ADD COLUMN metadata jsonb,
        ADD COLUMN api_key_id uuid,
        ADD COLUMN api_key_name text,
        ADD COLUMN idempotency_key text UNIQUE,
        ADD COLUMN request_hash text,
        ADD COLUMN hold_id uuid UNIQUE REFERENCES credits.holds (id),
        ADD COLUMN reverses_id uuid UNIQUE REFERENCES credits.transactions (id)`);
    await q.query(
      `CREATE INDEX transactions_api_spends_idx ON credits.transactions (user_id, created_at DESC)
         WHERE api_key_id IS NOT NULL AND type = 'credit_spend'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX credits.transactions_api_spends_idx`);
    await q.query(`
      ALTER TABLE credits.transactions
        DROP COLUMN reverses_id, DROP COLUMN hold_id, DROP COLUMN request_hash,
        DROP COLUMN idempotency_key, DROP COLUMN api_key_name, DROP COLUMN api_key_id,
        DROP COLUMN metadata`);
    await q.query(`DROP TABLE credits.holds`);
  }
}
