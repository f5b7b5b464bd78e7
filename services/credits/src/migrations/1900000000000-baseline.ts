import { baselineNeeded, createOutboxTable } from '@storefront/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The credits schema's tables as migrations 1760000000000 to 1811000000000 left them, squashed
 * into one step on 2026-11-30. Its functions and triggers are not here: their homes
 * (`spends/spend.sql.ts`, `ledger/balance-events.sql.ts`) are applied after the migrations.
 */
export class Baseline1900000000000 implements MigrationInterface {
  name = 'Baseline1900000000000';

  async up(q: QueryRunner): Promise<void> {
    if (!(await baselineNeeded(q, 'credits', 'OneBalanceEvent1811000000000'))) return;
    await q.query(`
      CREATE TABLE credits.balances (
        user_id uuid PRIMARY KEY,
        balance numeric(14,2) NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Holds put credits aside until captured, released or past `expires_at`; a capture is a spend
    // linked to its hold.
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
    // The ledger. clock_timestamp, not now(): rows written in one burst still sort in the order
    // they happened. A payment has at most its purchase and the reversal taking it back
    // (`payment_id`, `type`); an administrator's change carries the key of the request that asked
    // for it (`request_id`) and why (`reason_code`, `reason_note`, `approval_id`); a spend through
    // the API names its key and keeps the client's idempotency key, with a hash of the request it
    // answered; a reversal is linked to its spend (`reverses_id`). The text is kept as a code and
    // its values (`description_code`, `description_params`), `description` as first written.
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
        payment_id text,
        status text NOT NULL DEFAULT 'completed',
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        request_id text UNIQUE,
        metadata jsonb,
        api_key_id uuid,
        api_key_name text,
        idempotency_key text UNIQUE,
        request_hash text,
        hold_id uuid UNIQUE REFERENCES credits.holds (id),
        reverses_id uuid UNIQUE REFERENCES credits.transactions (id),
        reason_code text
          CHECK (reason_code IN ('goodwill', 'correction', 'off_platform_payment', 'fraud', 'other')),
        reason_note text,
        approval_id uuid,
        description_code varchar(64),
        description_params jsonb,
        UNIQUE (payment_id, type)
      )`);
    await q.query(
      `CREATE INDEX transactions_user_created_idx ON credits.transactions (user_id, created_at DESC)`,
    );
    await q.query(
      `CREATE INDEX transactions_api_spends_idx ON credits.transactions (user_id, created_at DESC)
         WHERE api_key_id IS NOT NULL AND type = 'credit_spend'`,
    );
    // The back office's Credits tab: administrators' changes newest first, then by id.
    await q.query(
      `CREATE INDEX transactions_admin_created_id_idx ON credits.transactions (created_at DESC, id DESC)
         WHERE admin_id IS NOT NULL`,
    );
    await createOutboxTable(q, 'credits');
    // The users' low-balance thresholds as the notifications service keeps them: a debit through
    // the API is announced only when it leaves the balance below its user's level.
    await q.query(`
      CREATE TABLE credits.low_balance_levels (
        user_id uuid PRIMARY KEY,
        level integer NOT NULL CHECK (level >= 0),
        -- When the user set it, as the notifications service says.
        updated_at timestamptz NOT NULL
      )`);
  }

  async down(): Promise<void> {
    throw new Error('the baseline is not undone: restore a backup instead');
  }
}
