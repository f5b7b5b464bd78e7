import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';

/**
 * The live channel's settings, read once at start like GatewayConfig (kept beside the sockets they
 * tune so the gateway's own config does not grow with every module).
 */
export class RealtimeConfig {
  /** Visitor sockets one client address may hold open on one gateway replica. */
  @Type(() => Number)
  @IsInt({ message: 'must be a whole number' })
  @Min(1)
  @Max(10000)
  SOCKETS_PER_IP_MAX: number = 20;

  /**
   * New visitor sockets one client address (IPv6: its /64) may open per minute, across every
   * replica (counted in Redis): each one is a row of the connection history.
   */
  @Type(() => Number)
  @IsInt({ message: 'must be a whole number' })
  @Min(1)
  @Max(1000000)
  SOCKET_CONNECTS_PER_IP_PER_MINUTE: number = 120;

  /** How often a gateway sends its sockets' aggregated pings to presence. */
  @Type(() => Number)
  @IsInt({ message: 'must be a whole number of milliseconds' })
  @Min(50)
  @Max(10000)
  PRESENCE_FLUSH_INTERVAL_MS: number = 500;

  /** The shortest gap between two `visitors:update` pushes to one admin socket. */
  @Type(() => Number)
  @IsInt({ message: 'must be a whole number of milliseconds' })
  @Min(200)
  @Max(60000)
  ADMIN_VISITORS_PUSH_INTERVAL_MS: number = 1000;
}
