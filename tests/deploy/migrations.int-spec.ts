/**
 * Each service's migration, run as the deployments run it: Kubernetes' init containers and the
 * compose `migrate` job give it the shared ConfigMap (`NODE_ENV=production`) and `DATABASE_URL`,
 * none of the service's own secrets. It must migrate with exactly that, against an empty database.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { parse } from 'yaml';
import { createTestDatabase, TestDatabase } from '../support/test-database';
import { appNames, k8sRoot, repoRoot } from './deploy-files';

const SCHEMAS: Record<string, string> = {
  admin: 'admin',
  auth: 'auth',
  credits: 'credits',
  notifications: 'notifications',
  payments: 'payments',
  presence: 'presence',
};

describe('service migrations in a deployment', () => {
  const configMap: Record<string, string> = parse(
    readFileSync(join(k8sRoot, 'base', 'config', 'configmap.yaml'), 'utf8'),
  ).data;
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await database?.drop();
  });

  it.each(appNames().services)(
    '%s migrates with the ConfigMap and DATABASE_URL alone, in production mode',
    async (service) => {
      const run = spawnSync(process.execPath, [join('services', service, 'dist', 'migrate.js')], {
        cwd: repoRoot,
        env: { PATH: process.env.PATH, ...configMap, LOG_LEVEL: 'warn', DATABASE_URL: database.url },
        encoding: 'utf8',
        timeout: 60000,
      });
      expect({ service, status: run.status, stderr: run.stderr.slice(0, 500) }).toEqual({
        service,
        status: 0,
        stderr: '',
      });
      const client = new Client({ connectionString: database.url });
      await client.connect();
      try {
        const tables = await client.query(
          `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = $1`,
          [SCHEMAS[service]],
        );
        expect({ service, tables: tables.rows[0].n > 0 }).toEqual({ service, tables: true });
      } finally {
        await client.end();
      }
    },
  );
});
