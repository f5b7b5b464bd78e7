import 'reflect-metadata';
import { Type, ValidationPipe } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { ServiceName } from '@storefront/contracts';
import { DataSource } from 'typeorm';
import { ServiceConfig } from '../config/base-config';
import { checkServiceHealth, HealthDetails } from '../health/health.controller';
import { startHealthServer } from '../health/health-server';
import { createLogger, PinoNestLogger } from '../logging/logger';
import { watchNatsStatus } from '../metrics/nats-metrics';
import { startProcessMetrics } from '../metrics/registry';
import { cacheValidationRules } from '../validation/validation-rules-cache';
import { natsCredentials } from '../messaging/nats-credentials';
import { natsConnectionOptions } from '../messaging/nats-servers';
import { PrefixedServerNats } from '../messaging/nats-transport';
import { RpcErrorFilter } from '../errors/rpc-error.filter';

export interface BootstrapOptions {
  name: ServiceName;
  config: ServiceConfig;
  module: unknown;
  /** The provider of the service's extra `/health` details (its outside servers), if it has any. */
  healthDetails?: Type<HealthDetails>;
}

/**
 * Starts a service: NATS listener in its queue group, JSON logs, validation, graceful SIGTERM,
 * and `/health` and `/metrics` on HEALTH_PORT.
 */
export async function bootstrapService({ name, config, module, healthDetails }: BootstrapOptions) {
  const logger = createLogger(name, config.LOG_LEVEL);
  startProcessMetrics(name);
  const app = await NestFactory.createMicroservice(module as never, {
    strategy: new PrefixedServerNats(
      {
        ...natsConnectionOptions(config.NATS_URL),
        ...natsCredentials(config, name),
        queue: name,
        name,
        gracefulShutdown: true,
        gracePeriod: 2000,
      },
      config.NATS_SUBJECT_PREFIX,
      { ackWaitMs: config.EVENTS_ACK_WAIT_MS },
    ),
    logger: new PinoNestLogger(logger),
  });
  // No global interceptor: each adds layers of Nest's per-message machinery to every handler. The
  // transport itself sets the correlation id and counts and times each handler.
  watchNatsStatus(app.status, 'server');
  app.useGlobalFilters(new RpcErrorFilter(logger));
  cacheValidationRules();
  app.useGlobalPipes(new ValidationPipe({ whitelist: true, transform: true, forbidUnknownValues: false }));
  app.enableShutdownHooks();
  await app.listen();

  if (config.HEALTH_PORT > 0) {
    const dataSource = app.get(DataSource);
    const details = healthDetails ? app.get(healthDetails, { strict: false }) : undefined;
    const server = await startHealthServer(config.HEALTH_PORT, () =>
      checkServiceHealth(name, dataSource, details),
    );
    process.once('SIGTERM', () => server.close());
  }
  logger.info({ natsUrl: config.NATS_URL }, `${name} service ready`);
  return app;
}
