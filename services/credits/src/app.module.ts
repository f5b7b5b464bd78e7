import { DynamicModule, Module } from '@nestjs/common';
import { ServiceCoreModule } from '@storefront/platform';
import { CreditsConfig } from './config';
import { creditsDatabase } from './database';
import { LedgerModule } from './ledger/ledger.module';
import { SpendsModule } from './spends/spends.module';
import { StatementModule } from './statement/statement.module';

@Module({})
export class AppModule {
  static register(config: CreditsConfig): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        ServiceCoreModule.forRoot({ name: 'credits', config, database: creditsDatabase }),
        LedgerModule,
        SpendsModule,
        StatementModule,
      ],
      providers: [{ provide: CreditsConfig, useValue: config }],
      exports: [CreditsConfig],
    };
  }
}
