import { Client } from 'pg';
import type { DataSourceOptions, Logger as TypeOrmLogger } from 'typeorm';
import { databaseErrors } from './platform-metrics';

type ConnectCallback = (err: Error | null, client?: Client) => void;

/** A pg client that counts connections it could not open (refused, timed out, bad credentials). */
export class CountingPgClient extends Client {
  override connect(): Promise<Client>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<Client> | void {
    if (!callback) {
      return super.connect().catch((err: unknown) => {
        databaseErrors.inc({ kind: 'connection' });
        throw err;
      });
    }
    super.connect(((err: Error | null, client?: Client) => {
      if (err) databaseErrors.inc({ kind: 'connection' });
      callback(err, client);
    }) as never);
  }
}

/** TypeORM's logger hook, used only to count failed queries (logging stays as it was: off). */
export class QueryErrorCounter implements TypeOrmLogger {
  logQuery() {}
  logQueryError() {
    databaseErrors.inc({ kind: 'query' });
  }
  logQuerySlow() {}
  logSchemaBuild() {}
  logMigration() {}
  log() {}
}

/**
 * Postgres options that feed `db_errors_total`: failed queries, connections that could not be
 * opened and pooled connections that broke while idle.
 */
export function withDatabaseMetrics(options: DataSourceOptions): DataSourceOptions {
  if (options.type !== 'postgres') return options;
  databaseErrors.inc({ kind: 'query' }, 0);
  databaseErrors.inc({ kind: 'connection' }, 0);
  return {
    ...options,
    logger: new QueryErrorCounter(),
    poolErrorHandler: () => databaseErrors.inc({ kind: 'connection' }),
    extra: { ...options.extra, Client: CountingPgClient },
  };
}
