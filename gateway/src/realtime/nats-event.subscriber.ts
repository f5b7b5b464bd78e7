import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import type { EventMap, EventSubject } from '@storefront/contracts';
import { CORRELATION_HEADER, runWithCorrelationId } from '@storefront/platform';
import { connect, JSONCodec, NatsConnection, Subscription } from 'nats';
import { GatewayConfig } from '../config';

export interface SubscribeOptions {
  /**
   * A queue group: one gateway replica handles each event (pushes that fan out through the Redis
   * adapter). Without one, every replica hears every event (its own caches and local sockets).
   */
  queue?: 'gateway';
}

/**
 * Listens to the services' events on NATS, with the stack's subject prefix, decoding Nest's
 * packets; each handler runs inside the correlation id the event carried.
 */
@Injectable()
export class NatsEventSubscriber implements OnApplicationShutdown {
  private readonly logger = new Logger(NatsEventSubscriber.name);
  private readonly codec = JSONCodec<{ data: unknown }>();
  private connection?: Promise<NatsConnection>;
  private readonly subscriptions: Subscription[] = [];

  constructor(private readonly config: GatewayConfig) {}

  async on<S extends EventSubject>(
    subject: S,
    handler: (payload: EventMap[S]) => unknown,
    options: SubscribeOptions = {},
  ): Promise<void> {
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

  private connect(): Promise<NatsConnection> {
    this.connection ??= connect({
      servers: [this.config.NATS_URL],
      name: 'gateway-events',
      maxReconnectAttempts: -1,
      waitOnFirstConnect: true,
    });
    return this.connection;
  }

  async onApplicationShutdown() {
    if (!this.connection) return;
    this.subscriptions.forEach((s) => s.unsubscribe());
    const nc = await this.connection.catch(() => undefined);
    await nc?.drain().catch(() => undefined);
  }
}
