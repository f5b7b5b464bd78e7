import { DEFAULT_LOW_BALANCE_THRESHOLD } from '@storefront/contracts';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The values of a `credits.balance.changed` event, as SQL expressions. */
export interface BalanceChange {
  user: string;
  delta: string;
  balance: string;
  type: string;
  description: string;
  transaction: string;
  admin: string;
}

/** The statement that writes a ledger row's `credits.balance.changed` to the outbox, as 1802000000000 shaped it. */
const announceStatement = (c: BalanceChange) => `
  INSERT INTO credits.outbox (subject, payload)
  SELECT 'credits.balance.changed',
         jsonb_build_object(
           'userId', ${c.user},
           'delta', ${c.delta},
           'balance', ${c.balance},
           'type', ${c.type},
           'description', coalesce(${c.description}, ''),
           'transactionId', ${c.transaction},
           'at', to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')
         ) || CASE WHEN ${c.admin} IS NULL THEN '{}'::jsonb
                   ELSE jsonb_build_object('adminId', ${c.admin}) END`;

/** The announcing trigger as migration 1802000000000 left it: an event for every ledger row. */
const ANNOUNCE_EVERY_ROW = `${announceStatement({
  user: 'NEW.user_id',
  delta: 'NEW.amount',
  balance: 'v_balance',
  type: 'NEW.type',
  description: 'NEW.description',
  transaction: 'NEW.id',
  admin: 'NEW.admin_id',
})};
  RETURN NULL;`;

/** A debit through the spend API, as the trigger sees it: a key wrote it and it takes credits. */
const API_DEBIT = 'NEW.api_key_id IS NOT NULL AND NEW.amount < 0';

/**
 * The ledger's announcing trigger function: every row is announced, except, given `quiet` (SQL
 * over `NEW` and `v_balance`, the balance as the transaction leaves it), a debit through the spend
 * API (a key wrote it) for which `quiet` holds.
 */
const announceFunction = (quiet?: string) => `
      CREATE OR REPLACE FUNCTION credits.announce_balance_change() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        v_balance numeric := coalesce((SELECT balance FROM credits.balances WHERE user_id = NEW.user_id), 0);
      BEGIN
        ${quiet ? `IF ${API_DEBIT} AND ${quiet} THEN RETURN NULL; END IF;` : ''}
        ${ANNOUNCE_EVERY_ROW}
      END
      $$`;

/** This migration's rule: a debit through the spend API that leaves the balance at or above the user's level. */
const AT_OR_ABOVE_LEVEL = `v_balance >= coalesce(
  (SELECT level FROM credits.low_balance_levels WHERE user_id = NEW.user_id), ${Number(DEFAULT_LOW_BALANCE_THRESHOLD)})`;

/**
 * The only reader of a spend's `credits.balance.changed` is the low-balance warning, and a debit
 * that leaves the balance at or above the user's threshold cannot cross it (nor end a crossing:
 * only a rise does). So a debit through the spend API (a spend or a capture: a key wrote it)
 * that leaves the balance at or above the user's level announces nothing, and the stream, the
 * notifications service and the outbox relay do no work per spend. Levels are the users'
 * thresholds as the notifications service keeps them (it sends each change and, when it starts,
 * all of them); a user it never sent has the default threshold. Every other row (purchases,
 * administrators' changes, reversals) is announced as before.
 */
export class LowBalanceLevels1806000000000 implements MigrationInterface {
  name = 'LowBalanceLevels1806000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE credits.low_balance_levels (
        user_id uuid PRIMARY KEY,
        level integer NOT NULL CHECK (level >= 0),
        -- When the user set it, as the notifications service says.
        updated_at timestamptz NOT NULL
      )`);
    await q.query(announceFunction(AT_OR_ABOVE_LEVEL));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(announceFunction());
    await q.query(`DROP TABLE credits.low_balance_levels`);
  }
}
