import { baselineNeeded } from '@storefront/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin schema's tables as migrations 1796000000000 to 1814000000000 left them, squashed into
 * one step on 2026-11-30. Its functions and triggers are not here: their home
 * (`audit/audit-log-size.sql.ts`) is applied after the migrations.
 */
export class Baseline1900000000000 implements MigrationInterface {
  name = 'Baseline1900000000000';

  async up(q: QueryRunner): Promise<void> {
    if (!(await baselineNeeded(q, 'admin', 'AuditLogFirstPage1814000000000'))) return;
    await q.query(`
      CREATE TABLE admin.site_settings (
        key text PRIMARY KEY,
        value jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        updated_by uuid
      )`);
    await q.query(`
      CREATE TABLE admin.ip_bans (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        ip_address text NOT NULL,
        reason text NOT NULL,
        user_email text,
        duration text NOT NULL CHECK (duration IN ('permanent', '1h', '24h', '7d', '30d')),
        expires_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        created_by uuid,
        admin_note text,
        CHECK ((duration = 'permanent') = (expires_at IS NULL))
      )`);
    await q.query(`CREATE INDEX ip_bans_ip_idx ON admin.ip_bans (ip_address)`);
    await q.query(`CREATE INDEX ip_bans_created_idx ON admin.ip_bans (created_at DESC)`);
    // clock_timestamp, not now(): entries written in one transaction still sort as they happened.
    await q.query(`
      CREATE TABLE admin.audit_log (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        actor_id uuid,
        actor_email text,
        action text NOT NULL,
        target text,
        details jsonb NOT NULL DEFAULT '{}'::jsonb,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    // The first page in its exact order (time, then id), and the customer page's entries about one user.
    await q.query(`CREATE INDEX audit_log_created_id_idx ON admin.audit_log (created_at DESC, id DESC)`);
    await q.query(
      `CREATE INDEX audit_log_target_idx ON admin.audit_log (target, created_at DESC) WHERE target IS NOT NULL`,
    );
    // The number of entries, kept by the audit log's triggers so a page does not count the table.
    await q.query(`
      CREATE TABLE admin.audit_log_size (
        single boolean PRIMARY KEY DEFAULT true CHECK (single),
        entries bigint NOT NULL CHECK (entries >= 0)
      )`);
    await q.query(`INSERT INTO admin.audit_log_size (entries) VALUES (0)`);
    // Four-eyes requests for money moved by hand; why one waits is `held_because`.
    await q.query(`
      CREATE TABLE admin.credit_approvals (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind text NOT NULL
          CHECK (kind IN ('credit_adjustment', 'payment_approval', 'spend_reversal', 'payment_refund')),
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
        spend_id uuid,
        held_because text CHECK (held_because IN ('amount', 'requester_total', 'beneficiary_total')),
        CONSTRAINT credit_approvals_payment_check
          CHECK ((kind IN ('payment_approval', 'payment_refund')) = (payment_id IS NOT NULL)),
        CONSTRAINT credit_approvals_spend_check CHECK ((kind = 'spend_reversal') = (spend_id IS NOT NULL)),
        CONSTRAINT credit_approvals_reason_check CHECK (kind = 'payment_approval' OR reason_code IS NOT NULL)
      )`);
    await q.query(
      `CREATE INDEX credit_approvals_pending_idx ON admin.credit_approvals (expires_at) WHERE status = 'pending'`,
    );
    await q.query(
      `CREATE INDEX credit_approvals_user_idx ON admin.credit_approvals (user_id, requested_at DESC)`,
    );
    // One open request per payment and per spend: approving it twice would still move the
    // credits once, but the list would show two.
    await q.query(
      `CREATE UNIQUE INDEX credit_approvals_open_payment_idx ON admin.credit_approvals (payment_id)
        WHERE status = 'pending'`,
    );
    await q.query(
      `CREATE UNIQUE INDEX credit_approvals_open_spend_idx ON admin.credit_approvals (spend_id)
        WHERE status = 'pending'`,
    );
    // The internal notes administrators keep about a customer (never shown to the customer).
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
    // Every change made by hand without a second person, for the rolling 24-hour totals per
    // requester and per beneficiary.
    await q.query(`
      CREATE TABLE admin.manual_credit_moves (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind text NOT NULL
          CHECK (kind IN ('credit_adjustment', 'payment_approval', 'spend_reversal', 'payment_refund')),
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
  }

  async down(): Promise<void> {
    throw new Error('the baseline is not undone: restore a backup instead');
  }
}
