import { Module } from '@nestjs/common';
import { BroadcastController } from './broadcast.controller';
import { EmailPreferencesController } from './email-preferences.controller';
import { NotificationsController } from './notifications.controller';

@Module({ controllers: [NotificationsController, BroadcastController, EmailPreferencesController] })
export class NotificationsModule {}
