import { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type { ServiceRedis } from '@storefront/platform';
import type Redis from 'ioredis';
import type { ServerOptions } from 'socket.io';
import { watchSocketServer } from '../metrics/socket-metrics';

/** socket.io over Redis pub/sub, so every gateway replica delivers every room's events. */
export class RedisIoAdapter extends IoAdapter {
  private adapterConstructor?: ReturnType<typeof createAdapter>;
  private clients: Redis[] = [];

  constructor(
    app: INestApplicationContext,
    private readonly redis: ServiceRedis,
    private readonly origin: string,
  ) {
    super(app);
  }

  async connect(): Promise<void> {
    // Pub/sub rides out a Redis outage: commands wait for the connection to come back.
    const options = { maxRetriesPerRequest: null, enableOfflineQueue: true };
    const [pub, sub] = [this.redis.connection(options), this.redis.connection(options)];
    this.clients = [pub, sub];
    this.adapterConstructor = createAdapter(pub, sub, { key: this.redis.key('socket.io') });
  }

  override createIOServer(port: number, options?: ServerOptions) {
    const server = super.createIOServer(port, {
      ...options,
      cors: { origin: [this.origin] },
      maxHttpBufferSize: 64 * 1024,
    });
    if (this.adapterConstructor) server.adapter(this.adapterConstructor);
    watchSocketServer(server);
    return server;
  }

  override async close(server: unknown) {
    await super.close(server as never);
    this.clients.forEach((c) => c.disconnect());
  }
}
