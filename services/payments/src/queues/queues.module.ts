import { BullModule } from '@nestjs/bullmq';
import { Global, Module } from '@nestjs/common';
import { bullConnection, redisTarget } from '@storefront/platform';
import { PaymentsConfig } from '../config';
import { QueueName } from './queue-names';

const queues = BullModule.registerQueue(
  { name: QueueName.PaymentConfirmation },
  { name: QueueName.CreditGrants },
  { name: QueueName.Reconciliation },
  { name: QueueName.ProviderPrompts },
);

/** BullMQ on the service's Redis, every key under REDIS_KEY_PREFIX. */
@Global()
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [PaymentsConfig],
      useFactory: (config: PaymentsConfig) => ({
        connection: bullConnection(redisTarget(config)),
        prefix: `${config.REDIS_KEY_PREFIX}bull`,
      }),
    }),
    queues,
  ],
  exports: [queues],
})
export class QueuesModule {}
