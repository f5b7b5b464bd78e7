import { ClientNats, NatsOptions, ServerNats } from '@nestjs/microservices';
import { randomUUID } from 'node:crypto';
import { EmptyError, TimeoutError } from 'rxjs';
import { ErrorCode, JSONCodec, MsgHdrs, NatsError, type Msg, type Subscription } from 'nats';
import { CORRELATION_HEADER, runWithCorrelationId } from '../logging/correlation';

type NatsTransportOptions = NonNullable<NatsOptions['options']>;

/**
 * Nest's NATS transport with an optional subject prefix, so separate stacks (for example test
 * runs) can share one NATS server without hearing each other. Handlers are still looked up by
 * their unprefixed subject.
 */
export class PrefixedServerNats extends ServerNats {
  constructor(
    private readonly natsOptions: NatsTransportOptions,
    private readonly prefix: string,
  ) {
    super(natsOptions);
  }

  override bindEvents(client: Parameters<ServerNats['bindEvents']>[0]) {
    // `subscriptions` is private in the typings; the base class's close() drains it.
    const subscriptions = (this as unknown as { subscriptions: Subscription[] }).subscriptions;
    for (const [channel, handlerRef] of this.messageHandlers) {
      const queue = (handlerRef.extras?.queue as string | undefined) ?? this.natsOptions.queue;
      const sub = client.subscribe(`${this.prefix}${channel}`, {
        queue,
        callback: this.getMessageHandler(channel).bind(this),
      });
      subscriptions.push(sub);
    }
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
  constructor(
    options: NatsTransportOptions,
    private readonly prefix: string,
  ) {
    // No stack trace captured for every request: it costs an Error per call and only decorates timeouts.
    super({ noAsyncTraces: true, ...options });
  }

  protected override normalizePattern(pattern: Parameters<ClientNats['normalizePattern']>[0]): string {
    return `${this.prefix}${super.normalizePattern(pattern)}`;
  }

  /**
   * One request/reply in Nest's wire format, answered on the connection's one shared reply
   * subscription. (Nest's own `send` subscribes and unsubscribes a fresh inbox for every request:
   * three protocol operations and an interest change in the NATS server each time.)
   *
   * Rejects with the service's error payload when it refused or failed, rxjs's TimeoutError when
   * nobody answered in time, EmptyError when it answered nothing, and NATS's own error when the
   * request could not be delivered (no connection, or no service listening on the subject).
   */
  async request(pattern: string, data: unknown, headers: MsgHdrs, timeoutMs: number): Promise<unknown> {
    const connection = await this.connect();
    const subject = this.normalizePattern(pattern);
    const packet = this.serializer.serialize({ pattern, data, id: randomUUID() }) as { data: Uint8Array };
    let msg: Msg;
    try {
      msg = await connection.request(subject, packet.data, { timeout: timeoutMs, headers });
    } catch (err) {
      throw err instanceof NatsError && err.code === ErrorCode.Timeout ? new TimeoutError() : err;
    }
    const reply = codec.decode(msg.data);
    if (reply.err) throw reply.err;
    if (reply.response === undefined) throw new EmptyError();
    return reply.response;
  }
}
