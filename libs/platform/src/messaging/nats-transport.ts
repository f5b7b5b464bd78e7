import { ClientNats, NatsOptions, ServerNats } from '@nestjs/microservices';
import type { Subscription } from 'nats';

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
}

export class PrefixedClientNats extends ClientNats {
  constructor(
    options: NatsTransportOptions,
    private readonly prefix: string,
  ) {
    super(options);
  }

  protected override normalizePattern(pattern: Parameters<ClientNats['normalizePattern']>[0]): string {
    return `${this.prefix}${super.normalizePattern(pattern)}`;
  }
}
