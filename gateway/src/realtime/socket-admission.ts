import { Injectable } from '@nestjs/common';
import type { SocketRefusal } from '@storefront/contracts';
import type { IncomingMessage } from 'node:http';
import { GatewayConfig } from '../config';
import { RealtimeConfig } from './realtime.config';
import { socketIpResolver } from './socket-client-ip';

export type RefusalError = Error & { data: SocketRefusal };

/** The error a namespace middleware passes to `next`: the client sees it as `connect_error`. */
export function refusal(code: SocketRefusal['code'], message: string): RefusalError {
  return Object.assign(new Error(message), { data: { code } });
}

/**
 * Per-address accounting of visitor sockets on this replica. The cap is per replica on purpose:
 * a count shared in Redis would leak slots whenever a replica died with sockets open.
 */
@Injectable()
export class SocketAdmission {
  readonly clientIp: (request: IncomingMessage) => string;
  private readonly open = new Map<string, number>();

  constructor(
    gatewayConfig: GatewayConfig,
    private readonly config: RealtimeConfig,
  ) {
    this.clientIp = socketIpResolver(gatewayConfig.TRUST_PROXY);
  }

  /**
   * Takes a slot for the address and returns what gives it back: once, however often it is called,
   * so every way a socket can go may call it. Null when the address already holds the maximum.
   */
  take(ip: string): (() => void) | null {
    const count = this.open.get(ip) ?? 0;
    if (count >= this.config.SOCKETS_PER_IP_MAX) return null;
    this.open.set(ip, count + 1);
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      this.release(ip);
    };
  }

  /** Slots the address holds now. */
  held(ip: string): number {
    return this.open.get(ip) ?? 0;
  }

  /** Addresses holding at least one slot: an address whose sockets all went is forgotten. */
  get addresses(): number {
    return this.open.size;
  }

  private release(ip: string): void {
    const count = (this.open.get(ip) ?? 1) - 1;
    if (count > 0) this.open.set(ip, count);
    else this.open.delete(ip);
  }
}
