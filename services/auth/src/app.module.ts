import { DynamicModule, Module } from '@nestjs/common';
import { ServiceCoreModule } from '@storefront/platform';
import { AuthConfig } from './config';
import { authDatabase } from './database';

@Module({})
export class AppModule {
  static register(config: AuthConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [ServiceCoreModule.forRoot({ name: 'auth', config, database: authDatabase })],
      providers: [{ provide: AuthConfig, useValue: config }],
    };
  }
}
