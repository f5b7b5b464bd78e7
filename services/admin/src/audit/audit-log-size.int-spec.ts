/**
 * The audit log's page total comes from a count its triggers keep, not from reading every entry:
 * it must stay equal to the entries there are, whatever writes or removes them.
 */
import { runMigrations } from '@storefront/platform';
import { Client } from 'pg';
import { createTestDatabase, TestDatabase } from '../../../../tests/support/test-database';
import { adminDatabase } from '../database';

jest.setTimeout(60000);

describe('the audit log’s kept size', () => {
  let database: TestDatabase;
  let db: Client;

  beforeAll(async () => {
    database = await createTestDatabase();
    await runMigrations(database.url, adminDatabase, 'audit-log-size-test');
    db = new Client({ connectionString: database.url });
    await db.connect();
  });

  afterAll(async () => {
    await db?.end();
    await database?.drop();
  });

  const kept = async () =>
    Number((await db.query('SELECT entries FROM admin.audit_log_size')).rows[0].entries);
  const counted = async () => Number((await db.query('SELECT count(*) FROM admin.audit_log')).rows[0].count);

  it('follows single writes, batches, deletions and an emptied table', async () => {
    expect(await kept()).toBe(0);
    await db.query(`INSERT INTO admin.audit_log (action, target) VALUES ('users.updated', 'a')`);
    await db.query(
      `INSERT INTO admin.audit_log (action, target) SELECT 'credits.adjusted', i::text FROM generate_series(1, 250) i`,
    );
    expect(await kept()).toBe(251);
    await db.query(`DELETE FROM admin.audit_log WHERE target IN ('1', '2', '3')`);
    expect(await kept()).toBe(248);
    expect(await kept()).toBe(await counted());
    // A write rolled back counts for nothing.
    await db.query('BEGIN');
    await db.query(`INSERT INTO admin.audit_log (action) VALUES ('visitors.cleared')`);
    await db.query('ROLLBACK');
    expect(await kept()).toBe(248);
    await db.query('TRUNCATE admin.audit_log');
    expect(await kept()).toBe(0);
  });

  it('pages newest first, then by id, from the index in that order', async () => {
    await db.query(
      `INSERT INTO admin.audit_log (action, target, created_at)
       SELECT 'users.updated', i::text, '2026-01-01T00:00:00Z' FROM generate_series(1, 2000) i`,
    );
    await db.query('ANALYZE admin.audit_log');
    const plan = (
      await db.query(
        `EXPLAIN SELECT id FROM admin.audit_log ORDER BY created_at DESC, id DESC LIMIT 50 OFFSET 0`,
      )
    ).rows
      .map((row: { 'QUERY PLAN': string }) => row['QUERY PLAN'])
      .join('\n');
    expect(plan).toContain('audit_log_created_id_idx');
    expect(plan).not.toMatch(/Sort/);
  });
});
