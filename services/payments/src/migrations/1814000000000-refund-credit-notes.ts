import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A credit note may cancel part of its receipt: a refund by claim link gives back only the
 * unspent credits' share. `credits` and `amount` are that share; null on a note that voids the
 * whole receipt (every credit note issued before, and a refund of every credit).
 */
export class RefundCreditNotes1814000000000 implements MigrationInterface {
  name = 'RefundCreditNotes1814000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE payments.credit_notes
        ADD COLUMN credits integer CHECK (credits > 0),
        ADD COLUMN amount numeric(14, 2) CHECK (amount >= 0),
        ADD CONSTRAINT credit_notes_share_check CHECK ((credits IS NULL) = (amount IS NULL))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE payments.credit_notes
        DROP CONSTRAINT credit_notes_share_check,
        DROP COLUMN amount,
        DROP COLUMN credits`);
  }
}
