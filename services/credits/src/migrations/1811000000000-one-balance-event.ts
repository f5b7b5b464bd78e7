import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `credits.balance.changed` is built by one function: the ledger's trigger writes it with
 * `credits.announce`, as `credits.spend` and the capture already do, instead of a copy of the same
 * statement of its own. The payload is unchanged.
 *
 * Frozen: the statements as this step ran them; today's definitions live beside the code that
 * owns them (see docs/architecture.md, "Data").
 */
export class OneBalanceEvent1811000000000 implements MigrationInterface {
  name = 'OneBalanceEvent1811000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION credits.announce_balance_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM credits.announce(
          NEW.user_id, NEW.amount,
          coalesce((SELECT balance FROM credits.balances WHERE user_id = NEW.user_id), 0),
          NEW.type, NEW.description, NEW.id, NEW.admin_id);
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
}
