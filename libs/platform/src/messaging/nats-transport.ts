import { HttpException } from '@nestjs/common';
import {
  BaseRpcContext,
  ClientNats,
  NatsContext,
  NatsOptions,
  ReadPacket,
  ServerNats,
} from '@nestjs/microservices';
import { isDurableEvent, isServiceErrorPayload } from '@storefront/contracts';
import { randomUUID } from 'node:crypto';
import { EmptyError, isObservable, lastValueFrom, TimeoutError } from 'rxjs';
import {
  createInbox,
  ErrorCode,
  JSONCodec,
  MsgHdrs,
  NatsError,
  type JsMsg,
  type Msg,
  type NatsConnection,
  type Subscription,
} from 'nats';
import { CORRELATION_HEADER, runWithCorrelationId } from '../logging/correlation';
import { ServiceError } from '../errors/service-error';
import { DurableEventConsumer } from './durable-event-consumer';
import { timeHandler } from './handler-metrics';
import { decodeEvent } from './event-stream';

type NatsTransportOptions = NonNullable<NatsOptions['options']>;

/** The context of an event read from the stream: a handler's filter can tell it will come again. */
export class DurableEventContext extends NatsContext {
  constructor(readonly message: JsMsg) {
    super([message.subject, message.headers]);
  }
}

/**
 * Runs an event's handler (pipes, filters, interceptors) to its end, timed and counted under its
 * subject (see handler-metrics); its failure is counted, then thrown.
 */
async function runEvent(
  subject: string,
  handler: (data: unknown, context: BaseRpcContext) => Promise<unknown>,
  data: unknown,
  context: BaseRpcContext,
): Promise<void> {
  const done = timeHandler(subject, 'event');
  try {
    const result = await handler(data, context);
    if (isObservable(result)) await lastValueFrom(result, { defaultValue: undefined });
    done();
  } catch (err) {
    done(err);
    throw err;
  }
}

/**
 * How a durable event's handler takes its events, given as `@EventPattern(subject, extras)`:
 * `concurrency` events at once (default one after another), those with the same `orderKey` (of
 * the decoded event) still in the order they came.
 */
export interface DurableEventExtras {
  concurrency?: number;
  orderKey?(event: unknown): string | undefined;
}

/**
 * Whether a failed durable event is worth handing again: not when it was refused as malformed
 * or invalid (a 4xx), which a retry would only repeat.
 */
export function isRetryableEventFailure(err: unknown): boolean {
  if (err instanceof HttpException) return err.getStatus() >= 500;
  if (err instanceof ServiceError) return err.status >= 500;
  if (isServiceErrorPayload(err)) return err.status >= 500;
  return true;
}

/**
 * Nest's NATS transport with an optional subject prefix, so separate stacks (for example test
 * runs) can share one NATS server without hearing each other. Handlers are still looked up by
 * their unprefixed subject.
 *
 * Event handlers of durable subjects (DURABLE_EVENT_SUBJECTS) read the stack's JetStream stream
 * through a durable consumer named after the service and the subject, which every replica of the
 * service shares: each event is handled once per service, and one stored while the service was
 * down is handled when it is back. An event is acknowledged once its handler succeeded. The
 * consumers are the migrations step's (DURABLE_CONSUMERS); the service only binds to them.
 */
export class PrefixedServerNats extends ServerNats {
  private readonly durableConsumers: DurableEventConsumer[] = [];

  constructor(
    private readonly natsOptions: NatsTransportOptions,
    private readonly prefix: string,
    private readonly events: { ackWaitMs?: number } = {},
  ) {
    super(natsOptions);
  }

  override bindEvents(client: Parameters<ServerNats['bindEvents']>[0]) {
    // `subscriptions` is private in the typings; the base class's close() drains it.
    const subscriptions = (this as unknown as { subscriptions: Subscription[] }).subscriptions;
    for (const [channel, handlerRef] of this.messageHandlers) {
      if (handlerRef.isEventHandler && isDurableEvent(channel)) {
        this.consumeDurably(client, channel, handlerRef.extras as DurableEventExtras | undefined);
        continue;
      }
      const queue = (handlerRef.extras?.queue as string | undefined) ?? this.natsOptions.queue;
      const sub = client.subscribe(`${this.prefix}${channel}`, {
        queue,
        callback: this.getMessageHandler(channel).bind(this),
      });
      subscriptions.push(sub);
    }
  }

  private consumeDurably(client: NatsConnection, channel: string, extras: DurableEventExtras = {}) {
    const group = this.natsOptions.queue;
    if (!group) throw new Error(`a durable consumer of ${channel} needs the service's queue name`);
    const consumer = new DurableEventConsumer(async () => client, {
      group,
      subject: channel,
      prefix: this.prefix,
      ackWaitMs: this.events.ackWaitMs,
      handle: (msg) => this.handleDurableEvent(channel, msg),
      retryable: isRetryableEventFailure,
      concurrency: extras.concurrency,
      orderKey: extras.orderKey && ((msg) => extras.orderKey?.(decodeEvent(msg.data))),
    });
    this.durableConsumers.push(consumer);
    consumer.start();
  }

  /** Runs the event's handler (pipes, filters, interceptors) and settles once it has finished. */
  private handleDurableEvent(channel: string, msg: JsMsg): Promise<void> {
    const id = msg.headers?.get(CORRELATION_HEADER) || undefined;
    return runWithCorrelationId(id, async () => {
      const handler = this.getHandlerByPattern(channel);
      if (!handler) throw new Error(`no handler for ${channel}`);
      await runEvent(channel, handler, decodeEvent(msg.data), new DurableEventContext(msg));
    });
  }

  /**
   * A plain event's handler, timed and counted (see handler-metrics). Its failure is logged by the
   * error filter and goes no further, as with Nest's own: nobody waits for an event's outcome.
   */
  override async handleEvent(pattern: string, packet: ReadPacket, context: BaseRpcContext) {
    const handler = this.getHandlerByPattern(pattern);
    if (!handler) return super.handleEvent(pattern, packet, context);
    return this.onProcessingStartHook(this.transportId, context, async () => {
      await runEvent(pattern, handler, packet.data, context).catch(() => undefined);
      this.onProcessingEndHook?.(this.transportId, context);
    });
  }

  /**
   * A request's handler is timed from its message's arrival to its reply, and counted with the
   * reply's outcome (see handler-metrics), here rather than in a Nest interceptor, which would
   * wrap every handler of the service in two more layers of observables and async resources.
   */
  override getPublisher(natsMsg: Msg, id: string, ctx: NatsContext) {
    const publish = super.getPublisher(natsMsg, id, ctx);
    const subject = natsMsg.subject.startsWith(this.prefix)
      ? natsMsg.subject.slice(this.prefix.length)
      : natsMsg.subject;
    const done = timeHandler(subject, 'request');
    return (response: { err?: unknown; isDisposed?: boolean }) => {
      if (response.err !== undefined || response.isDisposed) done(response.err);
      return publish(response);
    };
  }

  /** The durable reads finish the events in hand before the connection closes. */
  override async close() {
    await Promise.all(this.durableConsumers.map((c) => c.stop()));
    await super.close();
  }

  /**
   * Subjects here are the plain strings bindEvents subscribed with, so they are the handlers' keys
   * as they are; Nest's own lookup first tries to parse each one as JSON, throwing per message.
   */
  override getHandlerByPattern(pattern: string) {
    return this.messageHandlers.get(pattern) ?? super.getHandlerByPattern(pattern);
  }

  /**
   * Each message is handled inside the correlation id its sender put in the headers (a new one
   * when there is none), from decoding to reply, so every log line it causes carries it.
   */
  override handleMessage(channel: string, natsMsg: Msg) {
    const id = natsMsg.headers?.get(CORRELATION_HEADER) || undefined;
    return runWithCorrelationId(id, () => super.handleMessage(channel, natsMsg));
  }
}

/** What a Nest NATS server replies: the handler's answer, or the error payload its filter made. */
interface ReplyPacket {
  response?: unknown;
  err?: unknown;
}

const codec = JSONCodec<ReplyPacket>();

export class PrefixedClientNats extends ClientNats {
  private readonly inboxes = new WeakMap<NatsConnection, ReplyInbox>();

  constructor(
    options: NatsTransportOptions,
    private readonly prefix: string,
  ) {
    // No stack trace captured for every request: it costs an Error per call and only decorates timeouts.
    super({ noAsyncTraces: true, ...options });
  }

  get subjectPrefix(): string {
    return this.prefix;
  }

  protected override normalizePattern(pattern: Parameters<ClientNats['normalizePattern']>[0]): string {
    return `${this.prefix}${super.normalizePattern(pattern)}`;
  }

  /**
   * One request/reply in Nest's wire format, answered on the connection's one shared reply
   * subscription (see ReplyInbox). (Nest's own `send` subscribes and unsubscribes a fresh inbox
   * for every request: three protocol operations and an interest change in the NATS server each
   * time.)
   *
   * Rejects with the service's error payload when it refused or failed, rxjs's TimeoutError when
   * nobody answered in time, EmptyError when it answered nothing, and NATS's own error when the
   * request could not be delivered (no connection, or no service listening on the subject).
   */
  async request(pattern: string, data: unknown, headers: MsgHdrs, timeoutMs: number): Promise<unknown> {
    const connection = await this.connect();
    const subject = this.normalizePattern(pattern);
    const packet = this.serializer.serialize({ pattern, data, id: randomUUID() }) as { data: Uint8Array };
    let inbox = this.inboxes.get(connection);
    if (!inbox) this.inboxes.set(connection, (inbox = new ReplyInbox(connection)));
    const msg = await inbox.request(subject, packet.data, headers, timeoutMs);
    const reply = codec.decode(msg.data);
    if (reply.err) throw reply.err;
    if (reply.response === undefined) throw new EmptyError();
    return reply.response;
  }
}

interface Waiting {
  resolve(msg: Msg): void;
  reject(err: unknown): void;
  timer: NodeJS.Timeout;
}

interface Outgoing {
  subject: string;
  data: Uint8Array;
  headers: MsgHdrs;
  token: string;
}

/**
 * Requests answered on one subscription of the connection (`_INBOX.<id>.*`), each waiting under
 * its own token. nats.js's own request does the same, but builds an Error (a stack trace) for
 * every request it completes, a good part of a busy gateway's time.
 *
 * Requests are published together once the event loop has handled the I/O in hand (as ioredis's
 * auto-pipelining does): nats.js writes what was published within one microtask run in one go,
 * but requests made by separate incoming messages would each cost a socket write of their own.
 */
export class ReplyInbox {
  private readonly prefix: string;
  private readonly waiting = new Map<string, Waiting>();
  private next = 0;
  private outgoing: Outgoing[] = [];

  constructor(private readonly connection: NatsConnection) {
    // The connection's own inbox prefix (the user's `_INBOX_<user>`, the only one it may hear).
    const { inboxPrefix } = (connection as unknown as { options?: { inboxPrefix?: string } }).options ?? {};
    this.prefix = `${createInbox(inboxPrefix)}.`;
    connection.subscribe(`${this.prefix}*`, { callback: (_err, msg) => this.answer(msg) });
    void connection.closed().then(() => {
      for (const token of [...this.waiting.keys()])
        this.settle(token)?.reject(new NatsError('connection closed', ErrorCode.ConnectionClosed));
    });
  }

  /** The reply, TimeoutError when none came in time, a NatsError when nobody listens on `subject`. */
  request(subject: string, data: Uint8Array, headers: MsgHdrs, timeoutMs: number): Promise<Msg> {
    const token = (this.next++).toString(36);
    return new Promise<Msg>((resolve, reject) => {
      const timer = setTimeout(() => this.settle(token)?.reject(new TimeoutError()), timeoutMs);
      this.waiting.set(token, { resolve, reject, timer });
      if (this.outgoing.push({ subject, data, headers, token }) === 1) setImmediate(this.publishOutgoing);
    });
  }

  private readonly publishOutgoing = () => {
    const outgoing = this.outgoing;
    this.outgoing = [];
    for (const { subject, data, headers, token } of outgoing) {
      try {
        this.connection.publish(subject, data, { reply: `${this.prefix}${token}`, headers });
      } catch (err) {
        this.settle(token)?.reject(err);
      }
    }
  };

  private answer(msg: Msg | undefined) {
    if (!msg) return;
    const waiting = this.settle(msg.subject.slice(this.prefix.length));
    if (!waiting) return;
    // The server's own answer when no subscriber was there to take the request.
    if (msg.data.length === 0 && msg.headers?.code === 503) {
      waiting.reject(new NatsError('no responders', ErrorCode.NoResponders));
    } else waiting.resolve(msg);
  }

  private settle(token: string): Waiting | undefined {
    const waiting = this.waiting.get(token);
    if (!waiting) return undefined;
    this.waiting.delete(token);
    clearTimeout(waiting.timer);
    return waiting;
  }
}
