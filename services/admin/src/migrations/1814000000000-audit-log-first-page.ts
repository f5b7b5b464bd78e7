import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit log's first page without reading the whole table: an index in the page's exact order
 * (time, then id, so entries written in one instant need no sort), and the number of entries kept
 * by statement-level triggers instead of a count(*) over every row at each page.
 */
export class AuditLogFirstPage1814000000000 implements MigrationInterface {
  name = 'AuditLogFirstPage1814000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX audit_log_created_id_idx ON admin.audit_log (created_at DESC, id DESC)`);
    await q.query(`DROP INDEX admin.audit_log_created_idx`);
    await q.query(`
      CREATE TABLE admin.audit_log_size (
        single boolean PRIMARY KEY DEFAULT true CHECK (single),
        entries bigint NOT NULL CHECK (entries >= 0)
      )`);
    await q.query(`LOCK TABLE admin.audit_log IN SHARE MODE`);
    await q.query(`INSERT INTO admin.audit_log_size (entries) SELECT count(*) FROM admin.audit_log`);
    await q.query(`
      CREATE FUNCTION admin.audit_log_size_added() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE admin.audit_log_size SET entries = entries + (SELECT count(*) FROM added);
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE FUNCTION admin.audit_log_size_removed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE admin.audit_log_size SET entries = entries - (SELECT count(*) FROM removed);
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE FUNCTION admin.audit_log_size_emptied() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE admin.audit_log_size SET entries = 0;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER audit_log_size_added AFTER INSERT ON admin.audit_log
        REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION admin.audit_log_size_added()`);
    await q.query(`
      CREATE TRIGGER audit_log_size_removed AFTER DELETE ON admin.audit_log
        REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION admin.audit_log_size_removed()`);
    await q.query(`
      CREATE TRIGGER audit_log_size_emptied AFTER TRUNCATE ON admin.audit_log
        FOR EACH STATEMENT EXECUTE FUNCTION admin.audit_log_size_emptied()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER audit_log_size_emptied ON admin.audit_log`);
    await q.query(`DROP TRIGGER audit_log_size_removed ON admin.audit_log`);
    await q.query(`DROP TRIGGER audit_log_size_added ON admin.audit_log`);
    await q.query(`DROP FUNCTION admin.audit_log_size_emptied()`);
    await q.query(`DROP FUNCTION admin.audit_log_size_removed()`);
    await q.query(`DROP FUNCTION admin.audit_log_size_added()`);
    await q.query(`DROP TABLE admin.audit_log_size`);
    await q.query(`CREATE INDEX audit_log_created_idx ON admin.audit_log (created_at DESC)`);
    await q.query(`DROP INDEX admin.audit_log_created_id_idx`);
  }
}
