import { BullModule } from '@nestjs/bullmq';
import { serviceModule } from '@storefront/platform';
import { NotificationsConfig } from './config';
import { notificationsDatabase } from './database';
import { EmailModule } from './email/email.module';
import { NotificationModule } from './notification/notification.module';
import { bullRootOptions } from './queues';

/** The notifications service: its feature modules on the core every service has. */
export const appModule = (config: NotificationsConfig) =>
  serviceModule({ name: 'notifications', config, database: notificationsDatabase }, [
    BullModule.forRoot(bullRootOptions(config)),
    EmailModule,
    NotificationModule,
  ]);
