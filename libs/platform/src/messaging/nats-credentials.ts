import type { BaseConfig } from '../config/base-config';

/**
 * The user and password a process connects to NATS with: NATS_USER (its own name by default)
 * and NATS_PASSWORD; none without a password. A server without authorization ignores them.
 */
export function natsCredentials(
  config: Pick<BaseConfig, 'NATS_USER' | 'NATS_PASSWORD'>,
  name: string,
): { user?: string; pass?: string } {
  if (!config.NATS_PASSWORD) return {};
  return { user: config.NATS_USER || name, pass: config.NATS_PASSWORD };
}
