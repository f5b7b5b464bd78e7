import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * No one moves credits alone: every change made by hand without a second person is kept for the
 * rolling 24-hour totals per requester and per beneficiary; staff reversals of API spends become
 * four-eyes requests like adjustments; a request records why it waits.
 */
export class MoneyControls1809000000000 implements MigrationInterface {
  name = 'MoneyControls1809000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE admin.manual_credit_moves (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind text NOT NULL CHECK (kind IN ('credit_adjustment', 'payment_approval', 'spend_reversal')),
        requested_by uuid NOT NULL,
        user_id uuid NOT NULL,
        -- Credits moved either way, as a positive figure: a removal counts as much as an addition.
        amount numeric(14, 2) NOT NULL CHECK (amount > 0),
        -- The Idempotency-Key of the adjustment that made it: its retry is not counted again.
        request_key text UNIQUE,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await q.query(
      `CREATE INDEX manual_credit_moves_requester_idx ON admin.manual_credit_moves (requested_by, created_at)`,
    );
    await q.query(
      `CREATE INDEX manual_credit_moves_user_idx ON admin.manual_credit_moves (user_id, created_at)`,
    );
    await q.query(`ALTER TABLE admin.credit_approvals DROP CONSTRAINT credit_approvals_kind_check`);
    await q.query(`ALTER TABLE admin.credit_approvals DROP CONSTRAINT credit_approvals_check`);
    await q.query(`ALTER TABLE admin.credit_approvals DROP CONSTRAINT credit_approvals_check1`);
    await q.query(`
      ALTER TABLE admin.credit_approvals
        ADD COLUMN spend_id uuid,
        ADD COLUMN held_because text
          CHECK (held_because IN ('amount', 'requester_total', 'beneficiary_total')),
        ADD CONSTRAINT credit_approvals_kind_check
          CHECK (kind IN ('credit_adjustment', 'payment_approval', 'spend_reversal')),
        ADD CONSTRAINT credit_approvals_payment_check
          CHECK ((kind = 'payment_approval') = (payment_id IS NOT NULL)),
        ADD CONSTRAINT credit_approvals_spend_check
          CHECK ((kind = 'spend_reversal') = (spend_id IS NOT NULL)),
        ADD CONSTRAINT credit_approvals_reason_check
          CHECK (kind = 'payment_approval' OR reason_code IS NOT NULL)`);
    await q.query(
      `CREATE UNIQUE INDEX credit_approvals_open_spend_idx ON admin.credit_approvals (spend_id)
        WHERE status = 'pending'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX admin.credit_approvals_open_spend_idx`);
    await q.query(`DELETE FROM admin.credit_approvals WHERE kind = 'spend_reversal'`);
    await q.query(`
      ALTER TABLE admin.credit_approvals
        DROP CONSTRAINT credit_approvals_reason_check,
        DROP CONSTRAINT credit_approvals_spend_check,
        DROP CONSTRAINT credit_approvals_payment_check,
        DROP CONSTRAINT credit_approvals_kind_check,
        DROP COLUMN held_because,
        DROP COLUMN spend_id,
        ADD CONSTRAINT credit_approvals_kind_check CHECK (kind IN ('credit_adjustment', 'payment_approval')),
        ADD CONSTRAINT credit_approvals_check CHECK ((kind = 'payment_approval') = (payment_id IS NOT NULL)),
        ADD CONSTRAINT credit_approvals_check1 CHECK (kind = 'payment_approval' OR reason_code IS NOT NULL)`);
    await q.query(`DROP TABLE admin.manual_credit_moves`);
  }
}
