/**
 * Every SQL function and trigger has one current home beside the feature that owns it (the
 * `*.sql.ts` files). A database built by the migrations, as a deployment builds it, must have
 * exactly those, written exactly so: a migration that changes one without its home, or a home
 * changed without a migration, fails here.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { Client } from 'pg';
import type { SqlDefinitions } from '@storefront/platform';
import { AUDIT_LOG_SIZE_SQL } from '../../services/admin/src/audit/audit-log-size.sql';
import { BALANCE_EVENTS_SQL } from '../../services/credits/src/ledger/balance-events.sql';
import { SPEND_SQL } from '../../services/credits/src/spends/spend.sql';
import { LOW_BALANCE_SQL } from '../../services/notifications/src/account-emails/low-balance.sql';
import { CONFIRMATION_EVENTS_SQL } from '../../services/payments/src/confirmation/confirmation-events.sql';
import { PAYMENT_COUNTS_SQL } from '../../services/payments/src/stats/payment-counts.sql';
import { createTestDatabase, TestDatabase } from '../support/test-database';
import { appNames, repoRoot } from './deploy-files';

const HOMES: SqlDefinitions[] = [
  SPEND_SQL,
  BALANCE_EVENTS_SQL,
  CONFIRMATION_EVENTS_SQL,
  PAYMENT_COUNTS_SQL,
  AUDIT_LOG_SIZE_SQL,
  LOW_BALANCE_SQL,
];
const SCHEMAS = ['admin', 'auth', 'credits', 'notifications', 'payments', 'presence'];

const declared = (kind: keyof SqlDefinitions) =>
  Object.fromEntries(HOMES.flatMap((home) => Object.entries(home[kind])).map(([k, v]) => [k, v.trim()]));

describe('SQL functions and triggers', () => {
  let database: TestDatabase;
  let client: Client;

  beforeAll(async () => {
    database = await createTestDatabase();
    for (const service of appNames().services) {
      const run = spawnSync(process.execPath, [join('services', service, 'dist', 'migrate.js')], {
        cwd: repoRoot,
        env: { ...process.env, LOG_LEVEL: 'warn', DATABASE_URL: database.url },
        encoding: 'utf8',
        timeout: 60000,
      });
      if (run.status !== 0) throw new Error(`${service} did not migrate: ${run.stderr.slice(0, 500)}`);
    }
    client = new Client({ connectionString: database.url });
    await client.connect();
  }, 180_000);

  afterAll(async () => {
    await client?.end();
    await database?.drop();
  });

  it('are, in a database the migrations built, exactly the functions their homes declare', async () => {
    const { rows } = await client.query<{ key: string; definition: string }>(
      `SELECT p.oid::regprocedure::text AS key, pg_get_functiondef(p.oid) AS definition
         FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
        WHERE n.nspname = ANY($1)`,
      [SCHEMAS],
    );
    const built = Object.fromEntries(rows.map((r) => [r.key, r.definition.trim()]));
    expect(Object.keys(built).sort()).toEqual(Object.keys(declared('functions')).sort());
    expect(built).toEqual(declared('functions'));
  });

  it('are, in a database the migrations built, exactly the triggers their homes declare', async () => {
    const { rows } = await client.query<{ key: string; definition: string }>(
      `SELECT n.nspname || '.' || c.relname || '.' || t.tgname AS key, pg_get_triggerdef(t.oid) AS definition
         FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE NOT t.tgisinternal AND n.nspname = ANY($1)`,
      [SCHEMAS],
    );
    const built = Object.fromEntries(rows.map((r) => [r.key, r.definition.trim()]));
    expect(Object.keys(built).sort()).toEqual(Object.keys(declared('triggers')).sort());
    expect(built).toEqual(declared('triggers'));
  });
});
