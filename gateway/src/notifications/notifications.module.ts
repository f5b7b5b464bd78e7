import { Module } from '@nestjs/common';
import { BroadcastController } from './broadcast.controller';
import { NotificationsController } from './notifications.controller';

@Module({ controllers: [NotificationsController, BroadcastController] })
export class NotificationsModule {}
