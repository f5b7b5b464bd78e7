import { Module } from '@nestjs/common';
import { NotificationHandler } from './notification.handler';
import { NotificationRepository } from './notification.repository';
import { NotificationService } from './notification.service';

/** In-app notifications: the bell and /notifications, fed by events from other services. */
@Module({
  controllers: [NotificationHandler],
  providers: [NotificationService, NotificationRepository],
  exports: [NotificationService],
})
export class NotificationModule {}
