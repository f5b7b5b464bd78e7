import { Controller, Type } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { ServiceHealthReply, ServiceName, HealthSubjects } from '@storefront/contracts';
import { hostname } from 'node:os';
import { DataSource } from 'typeorm';

/**
 * A service's extra health details (its outside servers), provided by the service itself when it
 * has any; they are reported beside the database and never turn the service down.
 */
export abstract class HealthDetails {
  abstract read(): Promise<Record<string, unknown>>;
}

export async function checkServiceHealth(
  service: ServiceName,
  dataSource: DataSource,
  details?: HealthDetails,
): Promise<ServiceHealthReply> {
  let database: ServiceHealthReply['database'] = 'up';
  try {
    await dataSource.query('SELECT 1');
  } catch {
    database = 'down';
  }
  return {
    service,
    status: database === 'up' ? 'up' : 'down',
    database,
    uptimeSeconds: Math.round(process.uptime()),
    instance: `${hostname()}:${process.pid}`,
    ...(details ? { details: await details.read().catch((err) => ({ error: String(err) })) } : {}),
  };
}

/** The `<service>.health.check` request/reply handler for one service. */
export function createHealthController(service: ServiceName): Type<unknown> {
  @Controller()
  class HealthController {
    constructor(private readonly dataSource: DataSource) {}

    @MessagePattern(HealthSubjects.check(service))
    check(): Promise<ServiceHealthReply> {
      return checkServiceHealth(service, this.dataSource);
    }
  }
  return HealthController;
}
