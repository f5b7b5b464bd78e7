/** The BullMQ queues of this service, their Redis placement and their job defaults. */
import type { BullRootModuleOptions } from '@nestjs/bullmq';
import { bullConnection, redisTarget } from '@storefront/platform';
import type { JobsOptions } from 'bullmq';
import type { NotificationsConfig } from './config';

export const Queues = {
  /** Rendered mails waiting for the SMTP server (or the dev mailbox). */
  emailOutbox: 'email-outbox',
} as const;

/** BullMQ keys live under REDIS_KEY_PREFIX like every other key, so stacks can share a Redis. */
export function bullPrefix(config: Pick<NotificationsConfig, 'REDIS_KEY_PREFIX'>): string {
  return `${config.REDIS_KEY_PREFIX}bull`;
}

export function bullRootOptions(config: NotificationsConfig): BullRootModuleOptions {
  return {
    connection: bullConnection(redisTarget(config)),
    prefix: bullPrefix(config),
  };
}

export function emailJobOptions(config: NotificationsConfig): JobsOptions {
  return {
    attempts: config.EMAIL_ATTEMPTS,
    backoff: { type: 'exponential', delay: config.EMAIL_BACKOFF_MS },
    removeOnComplete: true,
    // Mails that used up every try stay a week so they can be inspected and retried by hand.
    removeOnFail: { age: 7 * 24 * 3600 },
  };
}
