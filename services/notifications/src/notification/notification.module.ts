import { Module } from '@nestjs/common';
import { AccountEmailsModule } from '../account-emails/account-emails.module';
import { LowBalanceService } from '../account-emails/low-balance.service';
import { NotificationHandler } from './notification.handler';
import { NotificationRepository } from './notification.repository';
import { NotificationService } from './notification.service';

/** In-app notifications: the bell and /notifications, fed by events from other services. */
@Module({
  imports: [AccountEmailsModule],
  controllers: [NotificationHandler],
  providers: [NotificationService, NotificationRepository, LowBalanceService],
  exports: [NotificationService],
})
export class NotificationModule {}
