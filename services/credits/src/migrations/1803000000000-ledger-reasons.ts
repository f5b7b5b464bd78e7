import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An administrator's change by hand says why: a reason code from a short list and a free text,
 * and the four-eyes request approved for it when one was needed. Older rows have none.
 */
export class LedgerReasons1803000000000 implements MigrationInterface {
  name = 'LedgerReasons1803000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE credits.transactions
        ADD COLUMN reason_code text
          CHECK (reason_code IN ('goodwill', 'correction', 'off_platform_payment', 'fraud', 'other')),
        ADD COLUMN reason_note text,
        ADD COLUMN approval_id uuid`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE credits.transactions
        DROP COLUMN approval_id, DROP COLUMN reason_note, DROP COLUMN reason_code`);
  }
}
