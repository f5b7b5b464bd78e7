import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { ServiceName } from '@storefront/contracts';
import { ServiceConfig } from '../config/base-config';
import { postgresOptions, SchemaDatabase } from '../database/database-options';
import { createHealthController } from '../health/health.controller';
import { MessagingModule } from '../messaging/messaging.module';
import { natsCredentials } from '../messaging/nats-credentials';
import { OutboxModule } from '../messaging/outbox';
import { withDatabaseMetrics } from '../metrics/database-metrics';

export interface ServiceCoreOptions {
  name: ServiceName;
  config: ServiceConfig;
  database: SchemaDatabase;
}

/** What every service module imports: its database, the message bus and its health handler. */
@Module({})
export class ServiceCoreModule {
  static forRoot({ name, config, database }: ServiceCoreOptions): DynamicModule {
    return {
      module: ServiceCoreModule,
      imports: [
        TypeOrmModule.forRoot({
          ...withDatabaseMetrics(
            postgresOptions(config.DATABASE_URL, database, name, config.DATABASE_POOL_SIZE),
          ),
          retryAttempts: 1000,
          retryDelay: 2000,
        }),
        MessagingModule.forRoot({
          natsUrl: config.NATS_URL,
          natsCredentials: natsCredentials(config, name),
          subjectPrefix: config.NATS_SUBJECT_PREFIX,
          requestTimeoutMs: config.REQUEST_TIMEOUT_MS,
          name,
        }),
        ...(database.outbox ? [OutboxModule.forRoot(database.schema)] : []),
      ],
      controllers: [createHealthController(name)],
    };
  }
}
