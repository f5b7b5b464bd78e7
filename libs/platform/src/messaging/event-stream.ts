import {
  DURABLE_CONSUMERS,
  DURABLE_EVENT_SUBJECTS,
  durableConsumerName,
  eventStreamName,
  type DurableConsumer,
} from '@storefront/contracts';
import {
  AckPolicy,
  type ConsumerConfig,
  DeliverPolicy,
  DiscardPolicy,
  JetStreamClient,
  JetStreamManager,
  JSONCodec,
  millis,
  NatsConnection,
  NatsError,
  nanos,
  RetentionPolicy,
  StorageType,
  type Consumer,
  type StreamConfig,
} from 'nats';

export { durableConsumerName, eventStreamName };

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

/** What to run when the stream or a consumer is missing, in every message that says so. */
export const MIGRATIONS_STEP =
  'run the migrations step, which creates them as the NATS user "migrations" (npm run migrate, or npm start; ' +
  'the migrations Job in Kubernetes; the migrate service of docker-compose.yml)';

export interface EventStreamOptions {
  /** NATS_SUBJECT_PREFIX: the stream captures only this stack's subjects. */
  prefix: string;
  /** Events older than this are dropped from the stream, consumed or not. */
  maxAgeHours: number;
  /**
   * EVENTS_REPLICAS: copies of the stream, each on its own node of the NATS cluster (1 by default,
   * the only count a single server takes). With 3, the stream and its consumers keep serving while
   * one node is down.
   */
  replicas?: number;
}

export function eventStreamConfig({
  prefix,
  maxAgeHours,
  replicas = 1,
}: EventStreamOptions): Partial<StreamConfig> {
  return {
    name: eventStreamName(prefix),
    subjects: DURABLE_EVENT_SUBJECTS.map((s) => `${prefix}${s}`),
    retention: RetentionPolicy.Limits,
    storage: StorageType.File,
    discard: DiscardPolicy.Old,
    max_age: nanos(maxAgeHours * 3_600_000),
    duplicate_window: nanos(DUPLICATE_WINDOW_MS),
    num_replicas: replicas,
  };
}

/**
 * The durable pull consumer through which `group` reads `subject` (without the stack's prefix):
 * every replica of the group pulls from this one consumer, so each event is handled once per
 * group. Explicit acks; an event not acknowledged within `ackWaitMs` is delivered again, with no
 * limit on attempts. Its state (what was delivered and acknowledged) is kept in `replicas` copies,
 * the stream's count, so the consumer survives the node the stream survives.
 */
export function durableConsumerConfig(
  prefix: string,
  group: string,
  subject: string,
  ackWaitMs = DEFAULT_EVENT_ACK_WAIT_MS,
  replicas = 1,
): Partial<ConsumerConfig> {
  return {
    durable_name: durableConsumerName(group, subject),
    filter_subject: `${prefix}${subject}`,
    ack_policy: AckPolicy.Explicit,
    // A consumer created after events were stored still gets them (consumers are idempotent).
    deliver_policy: DeliverPolicy.All,
    ack_wait: nanos(ackWaitMs),
    max_deliver: -1,
    max_ack_pending: 1000,
    num_replicas: replicas,
  };
}

function apiErrorCode(err: unknown): number | undefined {
  return err instanceof NatsError ? err.api_error?.err_code : undefined;
}

export const isStreamNotFound = (err: unknown) => apiErrorCode(err) === STREAM_NOT_FOUND;
export const isConsumerNotFound = (err: unknown) => apiErrorCode(err) === CONSUMER_NOT_FOUND;

/**
 * Creates the stack's event stream, or brings its subjects, retention and replica count up to
 * date (a cluster moves the stream to more or fewer nodes in place, keeping its events). Only the
 * migrations step calls it (the NATS permissions refuse it to everyone else); several at once all
 * end with the same stream.
 */
export async function ensureEventStream(nc: NatsConnection, options: EventStreamOptions): Promise<string> {
  const jsm = await nc.jetstreamManager();
  const wanted = eventStreamConfig(options);
  const name = wanted.name!;
  for (let attempt = 0; ; attempt++) {
    try {
      const { config } = await jsm.streams.info(name);
      const sameSubjects = [...config.subjects].sort().join() === [...wanted.subjects!].sort().join();
      if (
        !sameSubjects ||
        millis(config.max_age) !== millis(wanted.max_age!) ||
        config.num_replicas !== wanted.num_replicas
      ) {
        await jsm.streams.update(name, {
          ...config,
          subjects: wanted.subjects,
          max_age: wanted.max_age,
          num_replicas: wanted.num_replicas,
        });
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
 * Creates a durable consumer with durableConsumerConfig, or brings the settings that may change
 * (the ack wait, the limits, the replica count) up to date. Returns what it did.
 */
export async function ensureDurableConsumer(
  jsm: JetStreamManager,
  stream: string,
  wanted: Partial<ConsumerConfig>,
): Promise<'created' | 'updated' | 'unchanged'> {
  const name = wanted.durable_name!;
  try {
    const { config } = await jsm.consumers.info(stream, name);
    if (config.filter_subject !== wanted.filter_subject) {
      // The subject a consumer reads cannot be changed in place on every server: start it afresh.
      await jsm.consumers.delete(stream, name);
    } else {
      const same =
        millis(config.ack_wait ?? 0) === millis(wanted.ack_wait!) &&
        config.max_deliver === wanted.max_deliver &&
        config.max_ack_pending === wanted.max_ack_pending &&
        (config.num_replicas ?? 0) === (wanted.num_replicas ?? 0);
      if (same) return 'unchanged';
      await jsm.consumers.update(stream, name, {
        ack_wait: wanted.ack_wait,
        max_deliver: wanted.max_deliver,
        max_ack_pending: wanted.max_ack_pending,
        num_replicas: wanted.num_replicas,
      });
      return 'updated';
    }
  } catch (err) {
    if (!isConsumerNotFound(err)) throw err;
  }
  await jsm.consumers.add(stream, wanted);
  return 'created';
}

export interface EventStreamMigrationOptions extends EventStreamOptions {
  /** EVENTS_ACK_WAIT_MS, the same for every consumer. */
  ackWaitMs?: number;
  /** The consumers to make; every one of DURABLE_CONSUMERS by default. */
  consumers?: readonly Pick<DurableConsumer, 'group' | 'subject'>[];
}

export interface EventStreamMigration {
  stream: string;
  consumers: { name: string; outcome: 'created' | 'updated' | 'unchanged' }[];
}

/**
 * The bus's part of the migrations step: the stack's event stream and every durable consumer
 * the services and the gateways read through (DURABLE_CONSUMERS, from the bus permissions), with
 * the configuration the processes expect, each consumer with as many replicas as the stream. Run
 * as the migrations NATS user; safe to run again.
 */
export async function migrateEventStream(
  nc: NatsConnection,
  options: EventStreamMigrationOptions,
): Promise<EventStreamMigration> {
  const stream = await ensureEventStream(nc, options);
  const jsm = await nc.jetstreamManager();
  const consumers = [];
  for (const { group, subject } of options.consumers ?? DURABLE_CONSUMERS) {
    const wanted = durableConsumerConfig(options.prefix, group, subject, options.ackWaitMs, options.replicas);
    consumers.push({ name: wanted.durable_name!, outcome: await ensureDurableConsumer(jsm, stream, wanted) });
  }
  return { stream, consumers };
}

/** The stream or a durable consumer the migrations step makes is not there. */
export class MissingEventStreamError extends Error {}

/**
 * The group's existing durable consumer of `subject` (made by the migrations step): a process
 * only binds to it, and may not create it. A missing stream or consumer is a MissingEventStreamError
 * saying what to run.
 */
export async function bindDurableConsumer(
  js: JetStreamClient,
  prefix: string,
  group: string,
  subject: string,
): Promise<Consumer> {
  const stream = eventStreamName(prefix);
  const name = durableConsumerName(group, subject);
  try {
    return await js.consumers.get(stream, name);
  } catch (err) {
    if (isStreamNotFound(err))
      throw new MissingEventStreamError(`the event stream ${stream} does not exist: ${MIGRATIONS_STEP}`);
    if (isConsumerNotFound(err))
      throw new MissingEventStreamError(
        `the durable consumer ${name} of the event stream ${stream} does not exist: ${MIGRATIONS_STEP}`,
      );
    throw err;
  }
}

/** Nest's wire format for an event, so a Nest handler and the gateway decode it the same way. */
const packetCodec = JSONCodec<{ pattern: string; data: unknown }>();

export function encodeEvent(subject: string, payload: unknown): Uint8Array {
  return packetCodec.encode({ pattern: subject, data: payload });
}

export function decodeEvent(data: Uint8Array): unknown {
  return packetCodec.decode(data).data;
}
