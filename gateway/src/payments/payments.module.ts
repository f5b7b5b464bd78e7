import { Module } from '@nestjs/common';
import { loadConfig } from '@storefront/platform';
import { AuthModule } from '../auth';
import { AdminTransactionsController } from './admin-transactions.controller';
import { CheckoutController } from './checkout.controller';
import { CryptoPricesCache } from './crypto-prices.cache';
import { CryptoPricesController } from './crypto-prices.controller';
import { IpnConfig } from './ipn.config';
import { IpnRate } from './ipn-rate';
import { PaymentIpnController } from './payment-ipn.controller';
import { PaymentIdPipe } from './payment-id.pipe';
import { PaymentRequester } from './payment-requester';
import { ReceiptsController } from './receipts.controller';

/** HTTP routes of the payments service: prices, checkout, the payment page, receipts, IPN and the admin tab. */
@Module({
  imports: [AuthModule],
  controllers: [
    CryptoPricesController,
    CheckoutController,
    PaymentIpnController,
    AdminTransactionsController,
    ReceiptsController,
  ],
  providers: [
    CryptoPricesCache,
    PaymentIdPipe,
    PaymentRequester,
    { provide: IpnConfig, useFactory: () => loadConfig(IpnConfig) },
    IpnRate,
  ],
})
export class PaymentsModule {}
