import { Module } from '@nestjs/common';
import { AdminOverviewController } from './admin-overview.controller';
import { AdminUsersController } from './admin-users.controller';

@Module({ controllers: [AdminUsersController, AdminOverviewController] })
export class AdminUsersModule {}
