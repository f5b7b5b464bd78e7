import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Whether a debit through the spend API is announced, decided in one place:
 * `credits.debit_announced(user, balance after it)`, true when that balance is below the user's
 * low-balance level (the default threshold for a user without one). The ledger's trigger asks it
 * before writing a spend's event, and the spend statement asks it to know whether to flush the
 * outbox, so the two cannot disagree.
 *
 * Frozen: the statements as this step ran them; today's definitions live beside the code that
 * owns them (see docs/architecture.md, "Data").
 */
export class DebitAnnounced1807000000000 implements MigrationInterface {
  name = 'DebitAnnounced1807000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION credits.debit_announced(p_user uuid, p_balance numeric) RETURNS boolean
      LANGUAGE sql STABLE AS $$ SELECT p_balance < coalesce(
      (SELECT level FROM credits.low_balance_levels WHERE user_id = p_user),
      10) $$
    `);
    await q.query(`
          CREATE OR REPLACE FUNCTION credits.announce_balance_change() RETURNS trigger LANGUAGE plpgsql AS $$
          DECLARE
            v_balance numeric := coalesce((SELECT balance FROM credits.balances WHERE user_id = NEW.user_id), 0);
          BEGIN
            IF NEW.api_key_id IS NOT NULL AND NEW.amount < 0 AND NOT credits.debit_announced(NEW.user_id, v_balance) THEN RETURN NULL; END IF;

      INSERT INTO credits.outbox (subject, payload)
      SELECT 'credits.balance.changed',
             jsonb_build_object(
               'userId', NEW.user_id,
               'delta', NEW.amount,
               'balance', v_balance,
               'type', NEW.type,
               'description', coalesce(NEW.description, ''),
               'transactionId', NEW.id,
               'at', to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')
             ) || CASE WHEN NEW.admin_id IS NULL THEN '{}'::jsonb
                       ELSE jsonb_build_object('adminId', NEW.admin_id) END;
      RETURN NULL;
          END
          $$
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
          CREATE OR REPLACE FUNCTION credits.announce_balance_change() RETURNS trigger LANGUAGE plpgsql AS $$
          DECLARE
            v_balance numeric := coalesce((SELECT balance FROM credits.balances WHERE user_id = NEW.user_id), 0);
          BEGIN
            IF NEW.api_key_id IS NOT NULL AND NEW.amount < 0 AND v_balance >= coalesce(
      (SELECT level FROM credits.low_balance_levels WHERE user_id = NEW.user_id), 10) THEN RETURN NULL; END IF;

      INSERT INTO credits.outbox (subject, payload)
      SELECT 'credits.balance.changed',
             jsonb_build_object(
               'userId', NEW.user_id,
               'delta', NEW.amount,
               'balance', v_balance,
               'type', NEW.type,
               'description', coalesce(NEW.description, ''),
               'transactionId', NEW.id,
               'at', to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')
             ) || CASE WHEN NEW.admin_id IS NULL THEN '{}'::jsonb
                       ELSE jsonb_build_object('adminId', NEW.admin_id) END;
      RETURN NULL;
          END
          $$
    `);
    await q.query(`
      DROP FUNCTION credits.debit_announced(uuid, numeric)
    `);
  }
}
