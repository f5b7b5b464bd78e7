import { ServiceConfig } from '../config/base-config';
import { loadConfig } from '../config/load-config';
import { SchemaDatabase } from '../database/database-options';
import { ensureDatabase, runMigrations } from '../database/migrate';
import { createLogger } from '../logging/logger';

/**
 * Entry point of a service's `migrate` command. It reads only the settings every service shares
 * (the database, logging): a migration job or init container is given the database and nothing
 * else, not the service's own secrets (signing key, SMTP, provider keys) that production requires
 * of the service itself.
 */
export async function migrateCli(name: string, db: SchemaDatabase): Promise<void> {
  const config = loadConfig(ServiceConfig);
  const logger = createLogger(`${name}-migrate`, config.LOG_LEVEL);
  try {
    await ensureDatabase(config.DATABASE_URL);
    const { migrations, definitions } = await runMigrations(config.DATABASE_URL, db, name);
    const changed = migrations.length + definitions.applied.length + definitions.dropped.length;
    logger.info(
      { applied: migrations, definitions },
      changed
        ? `applied ${migrations.length} migration(s), ${definitions.applied.length} SQL definition(s), dropped ${definitions.dropped.length}`
        : 'schema up to date',
    );
  } catch (err) {
    logger.error({ err }, 'migration failed');
    process.exitCode = 1;
  }
}
