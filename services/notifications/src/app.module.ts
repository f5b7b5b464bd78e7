import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Module } from '@nestjs/common';
import { ServiceCoreModule } from '@storefront/platform';
import { NotificationsConfig } from './config';
import { notificationsDatabase } from './database';
import { EmailModule } from './email/email.module';
import { NotificationModule } from './notification/notification.module';
import { bullRootOptions } from './queues';

@Module({})
export class AppModule {
  static register(config: NotificationsConfig): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        ServiceCoreModule.forRoot({ name: 'notifications', config, database: notificationsDatabase }),
        BullModule.forRoot(bullRootOptions(config)),
        EmailModule,
        NotificationModule,
      ],
      providers: [{ provide: NotificationsConfig, useValue: config }],
      exports: [NotificationsConfig],
    };
  }
}
