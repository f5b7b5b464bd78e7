import { Module } from '@nestjs/common';
import { AdminCustomerController } from './admin-customer.controller';
import { AdminOverviewController } from './admin-overview.controller';
import { AdminUsersController } from './admin-users.controller';

@Module({ controllers: [AdminUsersController, AdminOverviewController, AdminCustomerController] })
export class BackOfficeUsersModule {}
