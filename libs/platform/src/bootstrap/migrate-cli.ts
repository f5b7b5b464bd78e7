import { ServiceConfig } from '../config/base-config';
import { SchemaDatabase } from '../database/database-options';
import { ensureDatabase, runMigrations } from '../database/migrate';
import { createLogger } from '../logging/logger';

/** Entry point of a service's `migrate` command. */
export async function migrateCli(name: string, config: ServiceConfig, db: SchemaDatabase): Promise<void> {
  const logger = createLogger(`${name}-migrate`, config.LOG_LEVEL);
  try {
    await ensureDatabase(config.DATABASE_URL);
    const applied = await runMigrations(config.DATABASE_URL, db, name);
    logger.info({ applied }, applied.length ? `applied ${applied.length} migration(s)` : 'schema up to date');
  } catch (err) {
    logger.error({ err }, 'migration failed');
    process.exitCode = 1;
  }
}
