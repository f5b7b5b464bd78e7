import { DynamicModule, Module } from '@nestjs/common';
import { ServiceCoreModule } from '@storefront/platform';
import { PresenceConfig } from './config';
import { presenceDatabase } from './database';

@Module({})
export class AppModule {
  static register(config: PresenceConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [ServiceCoreModule.forRoot({ name: 'presence', config, database: presenceDatabase })],
      providers: [{ provide: PresenceConfig, useValue: config }],
    };
  }
}
