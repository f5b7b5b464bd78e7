import type { DataSourceOptions } from 'typeorm';
import type { SqlDefinitions } from './sql-definitions';

export interface SchemaDatabase {
  /** The Postgres schema this service owns; no other service reads it. */
  schema: string;
  entities: DataSourceOptions['entities'];
  /** Frozen table changes, each run once. */
  migrations: DataSourceOptions['migrations'];
  /**
   * The homes of the schema's SQL functions and triggers, applied after the migrations whenever
   * one changed (applySqlDefinitions).
   */
  sqlDefinitions?: SqlDefinitions[];
  /**
   * The service publishes durable events through `<schema>.outbox` (made by one of its
   * migrations): it gets an Outbox and runs its relay.
   */
  outbox?: boolean;
}

export function postgresOptions(
  url: string,
  db: SchemaDatabase,
  applicationName: string,
  poolSize = 10,
): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    schema: db.schema,
    entities: db.entities,
    migrations: db.migrations,
    migrationsTableName: 'migrations',
    synchronize: false,
    migrationsRun: false,
    applicationName,
    extra: { max: poolSize, connectionTimeoutMillis: 5000 },
  };
}
