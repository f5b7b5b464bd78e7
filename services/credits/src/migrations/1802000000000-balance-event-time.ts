import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `credits.balance.changed` carries `at`: when its transaction committed. The trigger runs at
 * the commit, while the transaction still holds the balance row's lock, so one user's events are
 * in the order of their balances: a consumer that sees them out of order (several replicas) can
 * tell which balance is the latest.
 */
export class BalanceEventTime1802000000000 implements MigrationInterface {
  name = 'BalanceEventTime1802000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION credits.announce_balance_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO credits.outbox (subject, payload)
        SELECT 'credits.balance.changed',
               jsonb_build_object(
                 'userId', NEW.user_id,
                 'delta', NEW.amount,
                 'balance', coalesce((SELECT balance FROM credits.balances WHERE user_id = NEW.user_id), 0),
                 'type', NEW.type,
                 'description', coalesce(NEW.description, ''),
                 'transactionId', NEW.id,
                 'at', to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')
               ) || CASE WHEN NEW.admin_id IS NULL THEN '{}'::jsonb
                         ELSE jsonb_build_object('adminId', NEW.admin_id) END;
        RETURN NULL;
      END
      $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION credits.announce_balance_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO credits.outbox (subject, payload)
        SELECT 'credits.balance.changed',
               jsonb_build_object(
                 'userId', NEW.user_id,
                 'delta', NEW.amount,
                 'balance', coalesce((SELECT balance FROM credits.balances WHERE user_id = NEW.user_id), 0),
                 'type', NEW.type,
                 'description', coalesce(NEW.description, ''),
                 'transactionId', NEW.id
               ) || CASE WHEN NEW.admin_id IS NULL THEN '{}'::jsonb
                         ELSE jsonb_build_object('adminId', NEW.admin_id) END;
        RETURN NULL;
      END
      $$`);
  }
}
