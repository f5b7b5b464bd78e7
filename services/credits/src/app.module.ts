import { DynamicModule, Module } from '@nestjs/common';
import { ServiceCoreModule } from '@storefront/platform';
import { CreditsConfig } from './config';
import { creditsDatabase } from './database';

@Module({})
export class AppModule {
  static register(config: CreditsConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [ServiceCoreModule.forRoot({ name: 'credits', config, database: creditsDatabase })],
      providers: [{ provide: CreditsConfig, useValue: config }],
    };
  }
}
