import type { MigrationInterface, QueryRunner } from 'typeorm';
import { SPEND_FUNCTION_SIGNATURE, spendFunction } from './1801000000000-spend-function';
import { ANNOUNCE_SPEND } from './1808000000000-spends-announce-themselves';

/**
 * The clock, read once by the statement that reads the holds. In `credits.spend` that statement
 * runs after the one that locks the balance row, so the reading is taken once the lock is held.
 */
const CLOCK_AFTER_LOCK = '(SELECT clock_timestamp())';

/**
 * `credits.spend` judges which holds are live by the clock once it holds the balance lock, not by
 * the start of its transaction: a spend that waited for the lock while a hold expired counts that
 * hold as expired, as the capture that held the lock before it did (they agree on every hold).
 */
export class HoldsLiveByTheClock1809000000000 implements MigrationInterface {
  name = 'HoldsLiveByTheClock1809000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION ${SPEND_FUNCTION_SIGNATURE}`);
    await q.query(spendFunction(ANNOUNCE_SPEND, CLOCK_AFTER_LOCK));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION ${SPEND_FUNCTION_SIGNATURE}`);
    await q.query(spendFunction(ANNOUNCE_SPEND));
  }
}
