import { DynamicModule, Module } from '@nestjs/common';
import { ServiceCoreModule } from '@storefront/platform';
import { NotificationsConfig } from './config';
import { notificationsDatabase } from './database';

@Module({})
export class AppModule {
  static register(config: NotificationsConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [ServiceCoreModule.forRoot({ name: 'notifications', config, database: notificationsDatabase })],
      providers: [{ provide: NotificationsConfig, useValue: config }],
    };
  }
}
