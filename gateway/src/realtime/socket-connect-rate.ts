import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { rateLimitAddress } from '@storefront/contracts';
import { ServiceRedis } from '@storefront/platform';
import type Redis from 'ioredis';
import { countInWindow } from '../http/fixed-window';
import { RealtimeConfig } from './realtime.config';

const WINDOW_MS = 60_000;

/**
 * How many visitor sockets each client address has opened this minute, counted in Redis so the
 * limit holds across gateway replicas. Each socket that says hello is a row of the connection
 * history, and the per-address cap only bounds the sockets open at once, not how fast they come.
 */
@Injectable()
export class SocketConnectRate implements OnModuleDestroy {
  private readonly logger = new Logger(SocketConnectRate.name);
  private readonly client: Redis;
  private warnedAt = 0;

  constructor(
    private readonly redis: ServiceRedis,
    private readonly config: RealtimeConfig,
  ) {
    // A handshake waits at most a second for the count.
    this.client = redis.connection({ enableAutoPipelining: true, commandTimeout: 1000 });
  }

  /**
   * Counts a new socket from the address: false when the address has used up its minute. The
   * minute starts with its first socket, so a refused client is admitted again within a minute.
   * Without Redis every socket is admitted (the per-replica cap still holds) rather than none.
   */
  async admit(ip: string): Promise<boolean> {
    const key = this.redis.key('socket-connects', rateLimitAddress(ip));
    try {
      const { count } = await countInWindow(this.client, key, WINDOW_MS);
      return count <= this.config.SOCKET_CONNECTS_PER_IP_PER_MINUTE;
    } catch (err) {
      if (Date.now() - this.warnedAt > WINDOW_MS) {
        this.warnedAt = Date.now();
        this.logger.warn(`socket connection rate not checked, Redis did not answer: ${String(err)}`);
      }
      return true;
    }
  }

  onModuleDestroy() {
    this.client.disconnect();
  }
}
