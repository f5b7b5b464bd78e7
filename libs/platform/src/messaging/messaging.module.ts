import { DynamicModule, Global, Module } from '@nestjs/common';
import { watchNatsStatus } from '../metrics/nats-metrics';
import { MessageBus } from './message-bus';
import type { NatsCredentials } from './nats-credentials';
import { natsConnectionOptions } from './nats-servers';
import { PrefixedClientNats } from './nats-transport';

export interface MessagingOptions {
  /** NATS_URL: one server or a cluster's, apart by commas. */
  natsUrl: string;
  /** NATS_USER / NATS_PASSWORD and the user's inbox prefix (natsCredentials). */
  natsCredentials?: NatsCredentials;
  subjectPrefix: string;
  requestTimeoutMs: number;
  name: string;
}

/** Provides the process's MessageBus (its NATS client). */
@Global()
@Module({})
export class MessagingModule {
  static forRoot(options: MessagingOptions): DynamicModule {
    return {
      module: MessagingModule,
      providers: [
        {
          provide: MessageBus,
          useFactory: () => {
            const client = new PrefixedClientNats(
              {
                ...natsConnectionOptions(options.natsUrl),
                name: `${options.name}-client`,
                ...options.natsCredentials,
              },
              options.subjectPrefix,
            );
            watchNatsStatus(client.status, 'client');
            return new MessageBus(client, options.requestTimeoutMs);
          },
        },
      ],
      exports: [MessageBus],
    };
  }
}
