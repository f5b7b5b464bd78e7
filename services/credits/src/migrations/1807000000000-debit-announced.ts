import { DEFAULT_LOW_BALANCE_THRESHOLD } from '@storefront/contracts';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { announceFunction, AT_OR_ABOVE_LEVEL } from './1806000000000-low-balance-levels';

/** Whether `balance` is below the user's low-balance level (the default threshold for a user without one). */
export const BELOW_LEVEL = `p_balance < coalesce(
  (SELECT level FROM credits.low_balance_levels WHERE user_id = p_user),
  ${Number(DEFAULT_LOW_BALANCE_THRESHOLD)})`;

/** `credits.debit_announced` as this migration makes it, a SQL function. */
export const DEBIT_ANNOUNCED_SQL = `
  CREATE OR REPLACE FUNCTION credits.debit_announced(p_user uuid, p_balance numeric) RETURNS boolean
  LANGUAGE sql STABLE AS $$ SELECT ${BELOW_LEVEL} $$`;

/** This migration's rule for the trigger: a debit through the spend API is quiet unless announced. */
export const QUIET_UNLESS_ANNOUNCED = 'NOT credits.debit_announced(NEW.user_id, v_balance)';

/**
 * Whether a debit through the spend API is announced, decided in one place:
 * `credits.debit_announced(user, balance after it)`, true when that balance is below the user's
 * low-balance level (the default threshold for a user without one). The ledger's trigger asks it
 * before writing a spend's event, and the spend statement asks it to know whether to flush the
 * outbox, so the two cannot disagree.
 */
export class DebitAnnounced1807000000000 implements MigrationInterface {
  name = 'DebitAnnounced1807000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(DEBIT_ANNOUNCED_SQL);
    await q.query(announceFunction(QUIET_UNLESS_ANNOUNCED));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(announceFunction(AT_OR_ABOVE_LEVEL));
    await q.query(`DROP FUNCTION credits.debit_announced(uuid, numeric)`);
  }
}
