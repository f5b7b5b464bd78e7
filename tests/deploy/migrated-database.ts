// A database built as a deployment builds it, for the specs beside this file.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { Client } from 'pg';
import { createTestDatabase } from '../support/test-database';
import { appNames, repoRoot } from './deploy-files';

/** Runs every service's migrate step (`services/<name>/dist/migrate.js`) against the database at `url`. */
function runMigrateSteps(url: string): void {
  for (const service of appNames().services) {
    const run = spawnSync(process.execPath, [join('services', service, 'dist', 'migrate.js')], {
      cwd: repoRoot,
      env: { ...process.env, LOG_LEVEL: 'warn', DATABASE_URL: url },
      encoding: 'utf8',
      timeout: 60000,
    });
    if (run.status !== 0) throw new Error(`${service} did not migrate: ${run.stderr.slice(0, 500)}`);
  }
}

export interface MigratedDatabase {
  url: string;
  /** Connected to the database. */
  client: Client;
  /** Ends the client and drops the database. */
  close(): Promise<void>;
}

/** A fresh database built by every service's migrate step, as a deployment builds it. */
export async function migratedDatabase(): Promise<MigratedDatabase> {
  const database = await createTestDatabase();
  const client = new Client({ connectionString: database.url });
  try {
    runMigrateSteps(database.url);
    await client.connect();
  } catch (err) {
    await database.drop();
    throw err;
  }
  return {
    url: database.url,
    client,
    close: async () => {
      await client.end();
      await database.drop();
    },
  };
}
