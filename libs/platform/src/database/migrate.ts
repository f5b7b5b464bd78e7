import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { postgresOptions, SchemaDatabase } from './database-options';
import { AppliedSqlDefinitions, applySqlDefinitions } from './sql-definitions';

/** Creates the database named in the URL when it does not exist yet. */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!found.rowCount) {
      await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
    }
  } catch (err) {
    // Another process created it between the check and the create.
    if ((err as { code?: string }).code !== '42P04') throw err;
  } finally {
    await client.end();
  }
}

/** What a service's migrate step did. */
export interface MigrateOutcome {
  /** The migrations applied, by name. */
  migrations: string[];
  /** The SQL functions and triggers applied or dropped. */
  definitions: AppliedSqlDefinitions;
}

/**
 * Applies a service's pending migrations inside its own schema, then, in one transaction, its
 * SQL functions and triggers that changed (applySqlDefinitions). An advisory lock lets several
 * replicas start at once without running the same migration twice.
 */
export async function runMigrations(
  url: string,
  db: SchemaDatabase,
  applicationName: string,
): Promise<MigrateOutcome> {
  const dataSource = new DataSource(postgresOptions(url, db, `${applicationName}-migrate`));
  await dataSource.initialize();
  const lock = dataSource.createQueryRunner();
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock(hashtext($1))', [`migrate:${db.schema}`]);
    await lock.query(`CREATE SCHEMA IF NOT EXISTS "${db.schema}"`);
    const migrations = (await dataSource.runMigrations({ transaction: 'each' })).map((m) => m.name);
    await lock.startTransaction();
    try {
      const definitions = await applySqlDefinitions(lock, db.schema, db.sqlDefinitions ?? []);
      await lock.commitTransaction();
      return { migrations, definitions };
    } catch (err) {
      await lock.rollbackTransaction();
      throw err;
    }
  } finally {
    await lock
      .query('SELECT pg_advisory_unlock(hashtext($1))', [`migrate:${db.schema}`])
      .catch(() => undefined);
    await lock.release();
    await dataSource.destroy();
  }
}
