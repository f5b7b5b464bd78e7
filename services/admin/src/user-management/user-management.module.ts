import { Module } from '@nestjs/common';
import { ApprovalsModule } from '../approvals/approvals.module';
import { AuditModule } from '../audit/audit.module';
import { UserManagementHandler } from './user-management.handler';
import { UserManagementService } from './user-management.service';

@Module({
  imports: [AuditModule, ApprovalsModule],
  controllers: [UserManagementHandler],
  providers: [UserManagementService],
})
export class UserManagementModule {}
