import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { ServiceRedis } from '@storefront/platform';
import { AddressMinute } from '../http/fixed-window';
import { RealtimeConfig } from './realtime.config';

/**
 * How many visitor sockets each client address has opened this minute, counted in Redis so the
 * limit holds across gateway replicas. Each socket that says hello is a row of the connection
 * history, and the per-address cap only bounds the sockets open at once, not how fast they come.
 */
@Injectable()
export class SocketConnectRate implements OnModuleDestroy {
  private readonly connects: AddressMinute;

  constructor(
    redis: ServiceRedis,
    private readonly config: RealtimeConfig,
  ) {
    this.connects = new AddressMinute(
      redis,
      'socket-connects',
      'socket connection rate',
      SocketConnectRate.name,
    );
  }

  /**
   * Counts a new socket from the address: false when the address has used up its minute. The
   * minute starts with its first socket, so a refused client is admitted again within a minute.
   * Without Redis every socket is admitted (the per-replica cap still holds) rather than none.
   */
  async admit(ip: string): Promise<boolean> {
    const counted = await this.connects.count(ip);
    return !counted || counted.count <= this.config.SOCKET_CONNECTS_PER_IP_PER_MINUTE;
  }

  onModuleDestroy() {
    this.connects.close();
  }
}
