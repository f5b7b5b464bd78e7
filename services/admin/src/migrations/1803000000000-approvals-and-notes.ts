import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Four-eyes requests for money moved by hand, and the internal notes administrators keep about a
 * customer (never shown to the customer).
 */
export class ApprovalsAndNotes1803000000000 implements MigrationInterface {
  name = 'ApprovalsAndNotes1803000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE admin.credit_approvals (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind text NOT NULL CHECK (kind IN ('credit_adjustment', 'payment_approval')),
        status text NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'approved', 'cancelled', 'expired')),
        user_id uuid NOT NULL,
        amount numeric(14, 2) NOT NULL CHECK (amount > 0),
        direction text NOT NULL CHECK (direction IN ('add', 'remove')),
        payment_id uuid,
        reason_code text,
        reason_note text,
        requested_by uuid NOT NULL,
        requested_by_email text NOT NULL,
        requested_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        expires_at timestamptz NOT NULL,
        decided_by uuid,
        decided_by_email text,
        decided_at timestamptz,
        transaction_id uuid,
        -- The Idempotency-Key of the adjustment that asked for it (scoped to the administrator):
        -- the same request sent again answers this one instead of opening a second.
        request_key text UNIQUE,
        CHECK ((kind = 'payment_approval') = (payment_id IS NOT NULL)),
        CHECK (kind = 'payment_approval' OR reason_code IS NOT NULL)
      )`);
    await q.query(
      `CREATE INDEX credit_approvals_pending_idx ON admin.credit_approvals (expires_at) WHERE status = 'pending'`,
    );
    await q.query(
      `CREATE INDEX credit_approvals_user_idx ON admin.credit_approvals (user_id, requested_at DESC)`,
    );
    // One open request per payment: approving it twice would still credit it once, but the list
    // would show two.
    await q.query(
      `CREATE UNIQUE INDEX credit_approvals_open_payment_idx ON admin.credit_approvals (payment_id)
        WHERE status = 'pending'`,
    );
    await q.query(`
      CREATE TABLE admin.user_notes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        author_id uuid NOT NULL,
        author_email text NOT NULL,
        body text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await q.query(`CREATE INDEX user_notes_user_idx ON admin.user_notes (user_id, created_at DESC)`);
    // The customer page reads the audit entries about one user.
    await q.query(
      `CREATE INDEX audit_log_target_idx ON admin.audit_log (target, created_at DESC) WHERE target IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX admin.audit_log_target_idx`);
    await q.query(`DROP TABLE admin.user_notes`);
    await q.query(`DROP TABLE admin.credit_approvals`);
  }
}
