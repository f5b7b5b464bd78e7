/**
 * Every SQL function and trigger has one home beside the feature that owns it (the `*.sql.ts`
 * files), which the migrate step applies. A database built by the migrate step, as a deployment
 * builds it, must have exactly those, written exactly as Postgres writes them back: a function or
 * trigger made elsewhere (a migration), or a home not in Postgres's own words, fails here. And the
 * step applies a home again when, and only when, it changed.
 */
import { runMigrations, type SqlDefinitions } from '@storefront/platform';
import { Client } from 'pg';
import { adminDatabase } from '../../services/admin/src/database';
import { AUDIT_LOG_SIZE_SQL } from '../../services/admin/src/audit/audit-log-size.sql';
import { BALANCE_EVENTS_SQL } from '../../services/credits/src/ledger/balance-events.sql';
import { SPEND_SQL } from '../../services/credits/src/spends/spend.sql';
import { LOW_BALANCE_SQL } from '../../services/notifications/src/account-emails/low-balance.sql';
import { PAYMENT_COUNTS_SQL } from '../../services/payments/src/stats/payment-counts.sql';
import { createTestDatabase, TestDatabase } from '../support/test-database';
import { MigratedDatabase, migratedDatabase } from './migrated-database';
import { SERVICE_SCHEMAS } from './schema-snapshot.mjs';

const HOMES: SqlDefinitions[] = [
  SPEND_SQL,
  BALANCE_EVENTS_SQL,
  PAYMENT_COUNTS_SQL,
  AUDIT_LOG_SIZE_SQL,
  LOW_BALANCE_SQL,
];
const declared = (kind: keyof SqlDefinitions, homes = HOMES) =>
  Object.fromEntries(homes.flatMap((home) => Object.entries(home[kind])).map(([k, v]) => [k, v.trim()]));

const without = (definitions: Record<string, string>, key: string) =>
  Object.fromEntries(Object.entries(definitions).filter(([k]) => k !== key));

/** The functions of `schemas`, by signature, as Postgres writes them back. */
async function builtFunctions(client: Client, schemas: string[]): Promise<Record<string, string>> {
  const { rows } = await client.query<{ key: string; definition: string }>(
    `SELECT p.oid::regprocedure::text AS key, pg_get_functiondef(p.oid) AS definition
       FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname = ANY($1)`,
    [schemas],
  );
  return Object.fromEntries(rows.map((r) => [r.key, r.definition.trim()]));
}

/** The triggers on the tables of `schemas`, by `schema.table.trigger`, as Postgres writes them back. */
async function builtTriggers(client: Client, schemas: string[]): Promise<Record<string, string>> {
  const { rows } = await client.query<{ key: string; definition: string }>(
    `SELECT n.nspname || '.' || c.relname || '.' || t.tgname AS key, pg_get_triggerdef(t.oid) AS definition
       FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE NOT t.tgisinternal AND n.nspname = ANY($1)`,
    [schemas],
  );
  return Object.fromEntries(rows.map((r) => [r.key, r.definition.trim()]));
}

describe('SQL functions and triggers', () => {
  let database: MigratedDatabase;

  beforeAll(async () => {
    database = await migratedDatabase();
  }, 180_000);

  afterAll(() => database?.close());

  it('are, in a database the migrate step built, exactly the functions their homes declare', async () => {
    const built = await builtFunctions(database.client, SERVICE_SCHEMAS);
    expect(Object.keys(built).sort()).toEqual(Object.keys(declared('functions')).sort());
    expect(built).toEqual(declared('functions'));
  });

  it('are, in a database the migrate step built, exactly the triggers their homes declare', async () => {
    const built = await builtTriggers(database.client, SERVICE_SCHEMAS);
    expect(Object.keys(built).sort()).toEqual(Object.keys(declared('triggers')).sort());
    expect(built).toEqual(declared('triggers'));
  });
});

describe('the migrate step applying the homes', () => {
  let database: TestDatabase;
  let client: Client;
  const migrate = (homes: SqlDefinitions[]) =>
    runMigrations(database.url, { ...adminDatabase, sqlDefinitions: homes }, 'sql-definitions-test');
  const built = async () => ({
    functions: await builtFunctions(client, ['admin']),
    triggers: await builtTriggers(client, ['admin']),
  });

  beforeAll(async () => {
    database = await createTestDatabase();
    client = new Client({ connectionString: database.url });
    await client.connect();
  });

  afterAll(async () => {
    await client?.end();
    await database?.drop();
  });

  it('applies every definition once, again only the one that changed, and drops one no longer declared', async () => {
    const all = [...Object.keys(AUDIT_LOG_SIZE_SQL.functions), ...Object.keys(AUDIT_LOG_SIZE_SQL.triggers)];
    expect((await migrate([AUDIT_LOG_SIZE_SQL])).definitions).toEqual({ applied: all, dropped: [] });
    expect((await migrate([AUDIT_LOG_SIZE_SQL])).definitions).toEqual({ applied: [], dropped: [] });

    // One function's body changes; one trigger and its function are no longer declared.
    const added = 'admin.audit_log_size_added()';
    const changedBody = AUDIT_LOG_SIZE_SQL.functions[added].replace(
      'RETURN NULL;',
      '-- changed\n        RETURN NULL;',
    );
    const changed: SqlDefinitions = {
      functions: {
        ...without(AUDIT_LOG_SIZE_SQL.functions, 'admin.audit_log_size_emptied()'),
        [added]: changedBody,
      },
      triggers: without(AUDIT_LOG_SIZE_SQL.triggers, 'admin.audit_log.audit_log_size_emptied'),
    };
    expect((await migrate([changed])).definitions).toEqual({
      applied: [added],
      dropped: ['admin.audit_log.audit_log_size_emptied', 'admin.audit_log_size_emptied()'],
    });
    expect(await built()).toEqual({
      functions: declared('functions', [changed]),
      triggers: declared('triggers', [changed]),
    });

    expect((await migrate([AUDIT_LOG_SIZE_SQL])).definitions).toEqual({
      applied: [added, 'admin.audit_log_size_emptied()', 'admin.audit_log.audit_log_size_emptied'],
      dropped: [],
    });
    expect(await built()).toEqual({
      functions: declared('functions', [AUDIT_LOG_SIZE_SQL]),
      triggers: declared('triggers', [AUDIT_LOG_SIZE_SQL]),
    });
  });

  it('makes again a function whose result changes, which CREATE OR REPLACE refuses', async () => {
    const home = (result: string): SqlDefinitions => ({
      functions: {
        'admin.answer()': `CREATE OR REPLACE FUNCTION admin.answer()\n RETURNS ${result}\n LANGUAGE sql\nAS $function$ SELECT 42::${result} $function$`,
      },
      triggers: {},
    });
    await migrate([AUDIT_LOG_SIZE_SQL, home('integer')]);
    expect((await migrate([AUDIT_LOG_SIZE_SQL, home('bigint')])).definitions).toEqual({
      applied: ['admin.answer()'],
      dropped: [],
    });
    expect((await client.query(`SELECT pg_typeof(admin.answer())::text AS type`)).rows).toEqual([
      { type: 'bigint' },
    ]);
    expect((await migrate([AUDIT_LOG_SIZE_SQL])).definitions).toEqual({
      applied: [],
      dropped: ['admin.answer()'],
    });
  });
});
