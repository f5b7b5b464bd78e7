import { DynamicModule, Module } from '@nestjs/common';
import { ServiceCoreModule } from '@storefront/platform';
import { AdminConfig } from './config';
import { adminDatabase } from './database';

@Module({})
export class AppModule {
  static register(config: AdminConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [ServiceCoreModule.forRoot({ name: 'admin', config, database: adminDatabase })],
      providers: [{ provide: AdminConfig, useValue: config }],
    };
  }
}
