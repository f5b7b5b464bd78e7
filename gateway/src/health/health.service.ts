import { Injectable, OnModuleDestroy } from '@nestjs/common';
import {
  ComponentState,
  HealthReport,
  SERVICE_NAMES,
  ServiceName,
  HealthSubjects,
} from '@storefront/contracts';
import { MessageBus, pingRedis, ServiceRedis } from '@storefront/platform';
import { Pool } from 'pg';
import { GatewayConfig } from '../config';

/** Asks every service and dependency whether it is up, all at once, each with its own timeout. */
@Injectable()
export class HealthService implements OnModuleDestroy {
  private readonly pool: Pool;

  constructor(
    private readonly bus: MessageBus,
    private readonly config: GatewayConfig,
    private readonly redis: ServiceRedis,
  ) {
    this.pool = new Pool({
      connectionString: config.DATABASE_URL,
      max: 1,
      connectionTimeoutMillis: config.HEALTH_TIMEOUT_MS,
    });
    this.pool.on('error', () => undefined);
  }

  async report(): Promise<HealthReport> {
    const [services, postgres, redis, nats] = await Promise.all([
      Promise.all(SERVICE_NAMES.map((name) => this.service(name))),
      this.probe(() => this.pool.query('SELECT 1')),
      this.probe(() => pingRedis(this.redis.client)),
      this.probe(() => this.bus.ping()),
    ]);
    const serviceStates = Object.fromEntries(
      SERVICE_NAMES.map((name, i) => [name, services[i]]),
    ) as HealthReport['services'];
    const dependencies = { postgres, redis, nats };
    const down = [
      ...SERVICE_NAMES.filter((name) => serviceStates[name] === 'down'),
      ...Object.entries(dependencies)
        .filter(([, state]) => state === 'down')
        .map(([name]) => name),
    ];
    return { status: down.length ? 'degraded' : 'ok', services: serviceStates, dependencies, down };
  }

  async onModuleDestroy() {
    await this.pool.end();
  }

  private async service(name: ServiceName): Promise<ComponentState> {
    try {
      const reply = await this.bus.request(
        HealthSubjects.check(name),
        {},
        { timeoutMs: this.config.HEALTH_TIMEOUT_MS },
      );
      return reply.status;
    } catch {
      return 'down';
    }
  }

  private async probe(check: () => Promise<unknown>): Promise<ComponentState> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), this.config.HEALTH_TIMEOUT_MS);
    });
    try {
      await Promise.race([check(), timeout]);
      return 'up';
    } catch {
      return 'down';
    } finally {
      clearTimeout(timer);
    }
  }
}
