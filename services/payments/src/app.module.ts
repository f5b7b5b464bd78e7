import { DynamicModule, Module } from '@nestjs/common';
import { ServiceCoreModule } from '@storefront/platform';
import { PaymentsConfig } from './config';
import { paymentsDatabase } from './database';

@Module({})
export class AppModule {
  static register(config: PaymentsConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [ServiceCoreModule.forRoot({ name: 'payments', config, database: paymentsDatabase })],
      providers: [{ provide: PaymentsConfig, useValue: config }],
    };
  }
}
