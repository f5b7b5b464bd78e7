import { DynamicModule, Module, Type } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { ServiceName } from '@storefront/contracts';
import { ServiceConfig } from '../config/base-config';
import { postgresOptions, SchemaDatabase } from '../database/database-options';
import { createHealthController } from '../health/health.controller';
import { MessagingModule } from '../messaging/messaging.module';
import { natsCredentials } from '../messaging/nats-credentials';
import { OutboxModule } from '../messaging/outbox';
import { withDatabaseMetrics } from '../metrics/database-metrics';
import { RedisModule } from '../redis/redis.module';

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

export interface ServiceModuleOptions extends ServiceCoreOptions {
  /** The service keeps keys in Redis (ServiceRedis), under its name. */
  redis?: boolean;
  /** Message handlers of the service's own, beside its feature modules'. */
  controllers?: Type[];
}

/** A service's root module, which every module of the process sees. */
@Module({})
export class ServiceRootModule {}

/**
 * A service's whole module: the core (ServiceCoreModule), Redis when it uses it, its config
 * provided to every module as the class `loadConfig` made it from, and its feature modules.
 */
export function serviceModule(
  { redis, controllers = [], ...core }: ServiceModuleOptions,
  features: NonNullable<DynamicModule['imports']>,
): DynamicModule {
  const configType = core.config.constructor as Type<ServiceConfig>;
  return {
    module: ServiceRootModule,
    global: true,
    imports: [
      ServiceCoreModule.forRoot(core),
      ...(redis ? [RedisModule.forRoot({ config: core.config, namespace: core.name })] : []),
      ...features,
    ],
    controllers,
    providers: [{ provide: configType, useValue: core.config }],
    exports: [configType],
  };
}
