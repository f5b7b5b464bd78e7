import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateAdminTables1796000000000 implements MigrationInterface {
  name = 'CreateAdminTables1796000000000';

  async up(q: QueryRunner): Promise<void> {
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
    await q.query(`CREATE INDEX audit_log_created_idx ON admin.audit_log (created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE admin.audit_log`);
    await q.query(`DROP TABLE admin.ip_bans`);
    await q.query(`DROP TABLE admin.site_settings`);
  }
}
