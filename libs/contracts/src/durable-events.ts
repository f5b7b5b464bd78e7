import { AccountSessionEvents, PasswordChangeEvents, SignUpAttemptEvents } from './auth/account-sessions';
import { ApiKeyEvents } from './auth/api-keys';
import { AuthEvents } from './auth/events';
import { CreditsEvents } from './credits/subjects';
import { NotificationsEvents } from './notifications/in-app';
import { PaymentsEvents } from './payments/subjects';

/**
 * Events a user or the ledger depends on. They are kept in the stack's JetStream stream (with
 * an id per event) and every consuming service reads them through its own durable consumer, so
 * one published while its consumer is stopped or unreachable is delivered when it is back. The
 * other events (caches, presence, broadcasts' live toast) stay plain NATS publishes.
 */
export const DURABLE_EVENT_SUBJECTS = [
  AuthEvents.userRegistered,
  AuthEvents.userDeleted,
  AuthEvents.userStatusChanged,
  AuthEvents.userSignedOut,
  AccountSessionEvents.newDeviceSignIn,
  SignUpAttemptEvents.attempted,
  PasswordChangeEvents.changed,
  ApiKeyEvents.revoked,
  ApiKeyEvents.serviceKeyExpiring,
  PaymentsEvents.confirmed,
  PaymentsEvents.updated,
  PaymentsEvents.refundIssued,
  PaymentsEvents.webhookReceived,
  CreditsEvents.balanceChanged,
  NotificationsEvents.notificationCreated,
] as const;

export type DurableEventSubject = (typeof DURABLE_EVENT_SUBJECTS)[number];

const durable = new Set<string>(DURABLE_EVENT_SUBJECTS);

export function isDurableEvent(subject: string): subject is DurableEventSubject {
  return durable.has(subject);
}

/**
 * The stack's JetStream stream: `EVENTS` without a NATS_SUBJECT_PREFIX, `EVENTS_<prefix>` with
 * one, so stacks sharing a server each have their own.
 */
export function eventStreamName(prefix: string): string {
  return prefix ? `EVENTS_${prefix.replace(/\.$/, '')}` : 'EVENTS';
}

/**
 * The durable consumer through which a group (a service, or the gateways) reads one subject,
 * named after the subject without the stack's prefix: the stream already tells stacks apart, and
 * the NATS permissions name each user's consumers whatever the prefix.
 */
export function durableConsumerName(group: string, subject: string): string {
  return `${group}__${subject.replace(/\./g, '_')}`;
}
