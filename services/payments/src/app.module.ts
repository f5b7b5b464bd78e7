import { DynamicModule, Module } from '@nestjs/common';
import { RevenueStatsHandler } from './stats/revenue-stats.handler';
import { RedisModule, ServiceCoreModule } from '@storefront/platform';
import { DeletedAccountsModule } from './accounts/deleted-accounts.module';
import { AdminTransactionsModule } from './admin/admin-transactions.module';
import { PaymentsConfig } from './config';
import { paymentsDatabase } from './database';
import { ProviderCallbacksModule } from './callbacks/provider-callbacks.module';
import { CheckoutModule } from './checkout/checkout.module';
import { PricesModule } from './crypto-prices/prices.module';
import { QueuesModule } from './queues/queues.module';
import { ReceiptsModule } from './receipts/receipts.module';
import { RefundsModule } from './refunds/refunds.module';

@Module({})
export class AppModule {
  static register(config: PaymentsConfig): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        ServiceCoreModule.forRoot({ name: 'payments', config, database: paymentsDatabase }),
        RedisModule.forRoot({ config, namespace: 'payments' }),
        QueuesModule,
        PricesModule,
        CheckoutModule,
        ProviderCallbacksModule,
        AdminTransactionsModule,
        DeletedAccountsModule,
        ReceiptsModule,
        RefundsModule,
      ],
      controllers: [RevenueStatsHandler],
      providers: [{ provide: PaymentsConfig, useValue: config }],
      exports: [PaymentsConfig],
    };
  }
}
