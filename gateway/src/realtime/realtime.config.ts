import { IsIntSetting } from '@storefront/platform';

/**
 * The live channel's settings, read once at start like GatewayConfig (kept beside the sockets they
 * tune so the gateway's own config does not grow with every module).
 */
export class RealtimeConfig {
  /** Visitor sockets one client address may hold open on one gateway replica. */
  @IsIntSetting(1, 10000, 'must be a whole number')
  SOCKETS_PER_IP_MAX: number = 20;

  /**
   * New visitor sockets one client address (IPv6: its /64) may open per minute, across every
   * replica (counted in Redis): each one is a row of the connection history.
   */
  @IsIntSetting(1, 1000000, 'must be a whole number')
  SOCKET_CONNECTS_PER_IP_PER_MINUTE: number = 120;

  /** How often a gateway sends its sockets' aggregated pings to presence. */
  @IsIntSetting(50, 10000, 'must be a whole number of milliseconds')
  PRESENCE_FLUSH_INTERVAL_MS: number = 500;

  /** The shortest gap between two `visitors:update` pushes to one admin socket. */
  @IsIntSetting(200, 60000, 'must be a whole number of milliseconds')
  ADMIN_VISITORS_PUSH_INTERVAL_MS: number = 1000;
}
