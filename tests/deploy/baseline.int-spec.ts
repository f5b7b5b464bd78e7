/**
 * Each service's migrations were squashed into one baseline (`1900000000000-baseline.ts`). From
 * nothing, the migrate step builds exactly the schema the squashed chains left (schema.expected.txt,
 * written from a database those chains built). A database that ran a squashed chain to its end
 * takes the baseline as done; one that ran part of it is refused, told what it needs first.
 */
import { runMigrations, type SchemaDatabase } from '@storefront/platform';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { adminDatabase } from '../../services/admin/src/database';
import { authDatabase } from '../../services/auth/src/database';
import { creditsDatabase } from '../../services/credits/src/database';
import { notificationsDatabase } from '../../services/notifications/src/database';
import { paymentsDatabase } from '../../services/payments/src/database';
import { createTestDatabase } from '../support/test-database';
import { MigratedDatabase, migratedDatabase } from './migrated-database';
import { schemaSnapshot } from './schema-snapshot.mjs';

/** Each baseline's service and the last migration of the chain it squashed. */
const SQUASHED: [SchemaDatabase, string][] = [
  [adminDatabase, 'AuditLogFirstPage1814000000000'],
  [authDatabase, 'UsersListOrder1809900000000'],
  [creditsDatabase, 'OneBalanceEvent1811000000000'],
  [notificationsDatabase, 'NotificationTextCodes1805000000000'],
  [paymentsDatabase, 'RefundCreditNotes1814000000000'],
];

const expected = () => readFileSync(join(__dirname, 'schema.expected.txt'), 'utf8');

describe('the migration baselines', () => {
  let built: MigratedDatabase;

  beforeAll(async () => {
    built = await migratedDatabase();
  }, 180_000);

  afterAll(() => built?.close());

  it('build from nothing the schema the squashed migrations left', async () => {
    expect(await schemaSnapshot(built.url)).toBe(expected());
  });

  it.each(SQUASHED.map(([db, last]) => [db.schema, db, last] as const))(
    '%s: only records itself on a database that ran the squashed chain to its end',
    async (schema, db, last) => {
      // Every table there (making one again would fail), the chain's last migration recorded.
      await built.client.query(`DELETE FROM ${schema}.migrations`);
      await built.client.query(`INSERT INTO ${schema}.migrations (timestamp, name) VALUES ($1, $2)`, [
        Number(last.slice(-13)),
        last,
      ]);
      await built.client.query(`DROP TABLE ${schema}.sql_definitions`);
      const outcome = await runMigrations(built.url, db, 'baseline-test');
      expect(outcome.migrations).toEqual(['Baseline1900000000000']);
      const { rows } = await built.client.query(`SELECT name FROM ${schema}.migrations ORDER BY id`);
      expect(rows.map((r) => r.name)).toEqual([last, 'Baseline1900000000000']);
      expect(await schemaSnapshot(built.url)).toBe(expected());
    },
  );

  it('refuses a database that ran part of a squashed chain, naming the migration it needs first', async () => {
    const partway = await createTestDatabase();
    const other = new Client({ connectionString: partway.url });
    await other.connect();
    try {
      await other.query(`CREATE SCHEMA credits`);
      await other.query(
        `CREATE TABLE credits.migrations (id serial PRIMARY KEY, timestamp bigint NOT NULL, name varchar NOT NULL)`,
      );
      await other.query(
        `INSERT INTO credits.migrations (timestamp, name) VALUES (1801000000000, 'SpendFunction1801000000000')`,
      );
      await expect(runMigrations(partway.url, creditsDatabase, 'baseline-test')).rejects.toThrow(
        'the credits schema ran migrations up to SpendFunction1801000000000 only: migrate it with a release ' +
          'from before the baseline first, up to OneBalanceEvent1811000000000, then with this one',
      );
      const { rows } = await other.query(
        `SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'credits'`,
      );
      expect(rows).toEqual([{ n: 1 }]);
    } finally {
      await other.end();
      await partway.drop();
    }
  });
});
