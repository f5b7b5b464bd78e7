import { Module } from '@nestjs/common';
import { ApprovalsModule } from '../approvals/approvals.module';
import { AuditModule } from '../audit/audit.module';
import { AdminUsersHandler } from './admin-users.handler';
import { AdminUsersService } from './admin-users.service';

@Module({
  imports: [AuditModule, ApprovalsModule],
  controllers: [AdminUsersHandler],
  providers: [AdminUsersService],
})
export class AdminUsersModule {}
