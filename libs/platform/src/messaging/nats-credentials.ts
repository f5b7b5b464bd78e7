import { natsInboxPrefix } from '@storefront/contracts';
import type { BaseConfig } from '../config/base-config';

/** What a process connects to NATS with: its user, password and the inbox its replies come to. */
export interface NatsCredentials {
  user?: string;
  pass?: string;
  inboxPrefix?: string;
}

/**
 * The user and password a process connects to NATS with: NATS_USER (its own name by default)
 * and NATS_PASSWORD; none without a password. A server without authorization ignores them. With
 * them, replies come to the user's own inboxes (`_INBOX_<user>`), the only ones it may subscribe to.
 */
export function natsCredentials(
  config: Pick<BaseConfig, 'NATS_USER' | 'NATS_PASSWORD'>,
  name: string,
): NatsCredentials {
  if (!config.NATS_PASSWORD) return {};
  const user = config.NATS_USER || name;
  return { user, pass: config.NATS_PASSWORD, inboxPrefix: natsInboxPrefix(user) };
}
