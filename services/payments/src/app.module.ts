import { RevenueStatsHandler } from './stats/revenue-stats.handler';
import { serviceModule } from '@storefront/platform';
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

/** The payments service: its feature modules on the core every service has. */
export const appModule = (config: PaymentsConfig) =>
  serviceModule(
    { name: 'payments', config, database: paymentsDatabase, redis: true, controllers: [RevenueStatsHandler] },
    [
      QueuesModule,
      PricesModule,
      CheckoutModule,
      ProviderCallbacksModule,
      AdminTransactionsModule,
      DeletedAccountsModule,
      ReceiptsModule,
      RefundsModule,
    ],
  );
