import { Module } from '@nestjs/common';
import { ProvidersModule } from '../providers/providers.module';
import { PaymentMethodsHandler } from './payment-methods.handler';
import { PaymentRouting } from './payment-routing.service';
import { ProviderHealthMonitor } from './provider-health.monitor';

/** Which provider opens each new payment, by PAYMENT_ROUTES and the providers' health. */
@Module({
  imports: [ProvidersModule],
  controllers: [PaymentMethodsHandler],
  providers: [PaymentRouting, ProviderHealthMonitor],
  exports: [PaymentRouting, ProviderHealthMonitor],
})
export class RoutingModule {}
