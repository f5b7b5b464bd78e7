import { Module } from '@nestjs/common';
import { ConfirmationModule } from '../confirmation/confirmation.module';
import { PricesModule } from '../crypto-prices/prices.module';
import { ProvidersModule } from '../providers/providers.module';
import { RoutingModule } from '../routing/routing.module';
import { CheckoutHandler } from './checkout.handler';
import { CheckoutService } from './checkout.service';
import { PaymentLimits } from './payment-limits';
import { PaymentsDataModule } from '../payments/payments-data.module';

@Module({
  imports: [PaymentsDataModule, ProvidersModule, RoutingModule, PricesModule, ConfirmationModule],
  controllers: [CheckoutHandler],
  providers: [CheckoutService, PaymentLimits],
})
export class CheckoutModule {}
