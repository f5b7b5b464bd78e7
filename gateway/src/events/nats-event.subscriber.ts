import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { isDurableEvent, type EventMap, type EventSubject } from '@storefront/contracts';
import {
  CORRELATION_HEADER,
  decodeEvent,
  DurableEventConsumer,
  natsConnectionOptions,
  natsCredentials,
  runWithCorrelationId,
  ServiceRedis,
} from '@storefront/platform';
import type Redis from 'ioredis';
import { connect, JSONCodec, NatsConnection, Subscription, type JsMsg } from 'nats';
import { GatewayConfig } from '../config';
import { handleOnce } from './handled-once';

interface SubscribeOptions {
  /**
   * One gateway replica handles each event (pushes that fan out through the Redis adapter).
   * Durable events (DURABLE_EVENT_SUBJECTS) are read through the gateways' shared durable
   * consumer, the others through a NATS queue group. Without it, every replica hears every event
   * (its own caches and local sockets).
   */
  queue?: 'gateway';
}

/** A retry cannot fix it: the event is dropped. */
class UndecodableEvent extends Error {}

/** The durable consumers' group: every gateway replica reads through the same ones. */
const GROUP = 'gateway';
/**
 * Events of one subject a replica pushes at once: a push mostly waits on Redis, so a busy
 * subject (payment updates) would queue behind one event at a time. One user's events still go
 * out in order.
 */
const CONCURRENCY = 16;

/**
 * Listens to the services' events on NATS, with the stack's subject prefix, decoding Nest's
 * packets; each handler runs inside the correlation id the event carried.
 *
 * A durable event taken by the gateways is handled once, whichever replica reads it: its id
 * (`Nats-Msg-Id`) is claimed in Redis for the ack wait before the handler runs and marked handled
 * after (`handleOnce`), so one delivered again (an acknowledgement lost to a restart) pushes
 * nothing twice, and one whose replica died holding it is pushed by another. One stored while no
 * gateway was reading is pushed when one is back.
 */
/** Every event the gateways read durably names the user it concerns. */
function userOf(msg: JsMsg): string | undefined {
  try {
    const payload = decodeEvent(msg.data) as { userId?: unknown } | null;
    return typeof payload?.userId === 'string' ? payload.userId : undefined;
  } catch {
    return undefined;
  }
}

@Injectable()
export class NatsEventSubscriber implements OnApplicationShutdown {
  private readonly logger = new Logger(NatsEventSubscriber.name);
  private readonly codec = JSONCodec<{ data: unknown }>();
  private connection?: Promise<NatsConnection>;
  private readonly subscriptions: Subscription[] = [];
  private readonly durable: DurableEventConsumer[] = [];
  private handled?: Promise<Redis>;

  constructor(
    private readonly config: GatewayConfig,
    private readonly redis: ServiceRedis,
  ) {}

  async on<S extends EventSubject>(
    subject: S,
    handler: (payload: EventMap[S]) => unknown,
    options: SubscribeOptions = {},
  ): Promise<void> {
    if (options.queue && isDurableEvent(subject)) {
      return this.onDurable(subject, (payload) => handler(payload as EventMap[S]));
    }
    const nc = await this.connect();
    const sub = nc.subscribe(`${this.config.NATS_SUBJECT_PREFIX}${subject}`, {
      queue: options.queue,
      callback: (err, msg) => {
        if (err) return this.logger.warn(`subscription to ${subject} failed: ${err.message}`);
        let payload: EventMap[S];
        try {
          payload = this.codec.decode(msg.data).data as EventMap[S];
        } catch {
          return this.logger.warn(`dropped an undecodable event on ${subject}`);
        }
        const correlationId = msg.headers?.get(CORRELATION_HEADER) || undefined;
        void runWithCorrelationId(correlationId, async () => {
          try {
            await handler(payload);
          } catch (error) {
            this.logger.error(`handling ${subject} failed: ${String(error)}`, (error as Error)?.stack);
          }
        });
      },
    });
    this.subscriptions.push(sub);
    // Resolves once the server has the subscription, so nothing published after this is missed.
    await nc.flush();
  }

  private onDurable(subject: EventSubject, handler: (payload: unknown) => unknown): void {
    const consumer = new DurableEventConsumer(() => this.connect(), {
      group: GROUP,
      subject,
      prefix: this.config.NATS_SUBJECT_PREFIX,
      ackWaitMs: this.config.EVENTS_ACK_WAIT_MS,
      handle: (msg) => this.handleOnce(msg, handler),
      retryable: (err) => !(err instanceof UndecodableEvent),
      concurrency: CONCURRENCY,
      orderKey: userOf,
    });
    this.durable.push(consumer);
    consumer.start();
  }

  private async handleOnce(msg: JsMsg, handler: (payload: unknown) => unknown): Promise<void> {
    let payload: unknown;
    try {
      payload = decodeEvent(msg.data);
    } catch {
      throw new UndecodableEvent(`undecodable event on ${msg.subject}`);
    }
    const correlationId = msg.headers?.get(CORRELATION_HEADER) || undefined;
    const eventId = msg.headers?.get('Nats-Msg-Id') || `${msg.info.stream}:${msg.seq}`;
    const key = this.redis.key('events', 'handled', eventId);
    await handleOnce(await this.handledEvents(), key, this.config.EVENTS_ACK_WAIT_MS, () =>
      runWithCorrelationId(correlationId, async () => handler(payload)),
    );
  }

  /**
   * The Redis client that remembers handled events, connected before its first command (it
   * queues nothing while offline); a failed connection is tried again with the next event.
   */
  private handledEvents(): Promise<Redis> {
    this.handled ??= (async () => {
      const redis = this.redis.connection({
        enableAutoPipelining: true,
        commandTimeout: 2000,
        lazyConnect: true,
      });
      try {
        await redis.connect();
      } catch (err) {
        redis.disconnect();
        throw err;
      }
      return redis;
    })();
    this.handled.catch(() => (this.handled = undefined));
    return this.handled;
  }

  private connect(): Promise<NatsConnection> {
    this.connection ??= connect({
      ...natsConnectionOptions(this.config.NATS_URL),
      ...natsCredentials(this.config, 'gateway'),
      name: 'gateway-events',
      waitOnFirstConnect: true,
    });
    return this.connection;
  }

  async onApplicationShutdown() {
    await Promise.all(this.durable.map((c) => c.stop()));
    await this.handled?.then((redis) => redis.disconnect()).catch(() => undefined);
    if (!this.connection) return;
    this.subscriptions.forEach((s) => s.unsubscribe());
    const nc = await this.connection.catch(() => undefined);
    await nc?.drain().catch(() => undefined);
  }
}
