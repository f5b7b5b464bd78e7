import { Controller, Type } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { ServiceHealthReply, ServiceName, HealthSubjects } from '@storefront/contracts';
import { hostname } from 'node:os';
import { DataSource } from 'typeorm';

export async function checkServiceHealth(
  service: ServiceName,
  dataSource: DataSource,
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
