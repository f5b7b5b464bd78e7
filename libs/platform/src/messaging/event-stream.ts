import { DURABLE_EVENT_SUBJECTS } from '@storefront/contracts';
import {
  AckPolicy,
  DeliverPolicy,
  DiscardPolicy,
  JetStreamManager,
  JSONCodec,
  millis,
  NatsConnection,
  NatsError,
  nanos,
  RetentionPolicy,
  StorageType,
  type StreamConfig,
} from 'nats';

/** JetStream's "stream not found" and "consumer not found" API error codes. */
const STREAM_NOT_FOUND = 10059;
const CONSUMER_NOT_FOUND = 10014;

/** Republishing the same event id within this window is dropped by the stream itself. */
const DUPLICATE_WINDOW_MS = 2 * 60_000;

/**
 * How long a consumer has to acknowledge an event before it goes to another replica, when the
 * caller does not say (EVENTS_ACK_WAIT_MS' default). Handlers take milliseconds; the events a
 * replica had taken when it stopped or hung are handed to another after this.
 */
export const DEFAULT_EVENT_ACK_WAIT_MS = 30_000;

/** Retention of the event stream when the caller does not say (EVENTS_MAX_AGE_HOURS' default). */
export const DEFAULT_EVENTS_MAX_AGE_HOURS = 168;

export interface EventStreamOptions {
  /** NATS_SUBJECT_PREFIX: the stream captures only this stack's subjects. */
  prefix: string;
  /** Events older than this are dropped from the stream, consumed or not. */
  maxAgeHours: number;
}

/** `EVENTS` without a prefix, `EVENTS_<prefix>` with one: one stream per stack sharing a server. */
export function eventStreamName(prefix: string): string {
  return prefix ? `EVENTS_${prefix.replace(/\.$/, '')}` : 'EVENTS';
}

/** The durable consumer a group (a service, or the gateways) reads one subject through. */
export function durableConsumerName(group: string, subject: string): string {
  return `${group}__${subject.replace(/\./g, '_')}`;
}

export function eventStreamConfig({ prefix, maxAgeHours }: EventStreamOptions): Partial<StreamConfig> {
  return {
    name: eventStreamName(prefix),
    subjects: DURABLE_EVENT_SUBJECTS.map((s) => `${prefix}${s}`),
    retention: RetentionPolicy.Limits,
    storage: StorageType.File,
    discard: DiscardPolicy.Old,
    max_age: nanos(maxAgeHours * 3_600_000),
    duplicate_window: nanos(DUPLICATE_WINDOW_MS),
    num_replicas: 1,
  };
}

function apiErrorCode(err: unknown): number | undefined {
  return err instanceof NatsError ? err.api_error?.err_code : undefined;
}

export const isStreamNotFound = (err: unknown) => apiErrorCode(err) === STREAM_NOT_FOUND;
export const isConsumerNotFound = (err: unknown) => apiErrorCode(err) === CONSUMER_NOT_FOUND;

/**
 * Creates the stack's event stream, or brings its subjects and retention up to date. Every
 * process that publishes or consumes calls it; several at once all end with the same stream.
 */
export async function ensureEventStream(nc: NatsConnection, options: EventStreamOptions): Promise<string> {
  const jsm = await nc.jetstreamManager();
  const wanted = eventStreamConfig(options);
  const name = wanted.name!;
  for (let attempt = 0; ; attempt++) {
    try {
      const { config } = await jsm.streams.info(name);
      const sameSubjects = [...config.subjects].sort().join() === [...wanted.subjects!].sort().join();
      if (!sameSubjects || millis(config.max_age) !== millis(wanted.max_age!)) {
        await jsm.streams.update(name, { ...config, subjects: wanted.subjects, max_age: wanted.max_age });
      }
      return name;
    } catch (err) {
      if (!isStreamNotFound(err)) throw err;
    }
    try {
      await jsm.streams.add(wanted);
      return name;
    } catch (err) {
      // Another process created it in between: read it again.
      if (attempt >= 2) throw err;
    }
  }
}

/**
 * The durable pull consumer through which `group` reads `subject`: every replica of the group
 * pulls from this one consumer, so each event is handled once per group. Explicit acks; an event
 * not acknowledged within `ackWaitMs` is delivered again, with no limit on attempts.
 */
export async function ensureDurableConsumer(
  jsm: JetStreamManager,
  stream: string,
  group: string,
  subject: string,
  ackWaitMs = DEFAULT_EVENT_ACK_WAIT_MS,
): Promise<string> {
  const name = durableConsumerName(group, subject);
  try {
    const { config } = await jsm.consumers.info(stream, name);
    if (millis(config.ack_wait ?? 0) !== ackWaitMs) {
      await jsm.consumers.update(stream, name, { ack_wait: nanos(ackWaitMs) });
    }
    return name;
  } catch (err) {
    if (!isConsumerNotFound(err)) throw err;
  }
  await jsm.consumers.add(stream, {
    durable_name: name,
    filter_subject: subject,
    ack_policy: AckPolicy.Explicit,
    // A consumer created after events were stored still gets them (consumers are idempotent).
    deliver_policy: DeliverPolicy.All,
    ack_wait: nanos(ackWaitMs),
    max_deliver: -1,
    max_ack_pending: 1000,
  });
  return name;
}

/** Nest's wire format for an event, so a Nest handler and the gateway decode it the same way. */
const packetCodec = JSONCodec<{ pattern: string; data: unknown }>();

export function encodeEvent(subject: string, payload: unknown): Uint8Array {
  return packetCodec.encode({ pattern: subject, data: payload });
}

export function decodeEvent(data: Uint8Array): unknown {
  return packetCodec.decode(data).data;
}
