import { DynamicModule, Module } from '@nestjs/common';
import { ServiceCoreModule } from '@storefront/platform';
import { CreditsConfig } from './config';
import { creditsDatabase } from './database';
import { LedgerModule } from './ledger/ledger.module';

@Module({})
export class AppModule {
  static register(config: CreditsConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceCoreModule.forRoot({ name: 'credits', config, database: creditsDatabase }),
        LedgerModule,
      ],
      providers: [{ provide: CreditsConfig, useValue: config }],
    };
  }
}
