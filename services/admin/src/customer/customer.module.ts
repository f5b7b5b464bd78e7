import { Module } from '@nestjs/common';
import { ApprovalsModule } from '../approvals/approvals.module';
import { AuditModule } from '../audit/audit.module';
import { IpBansModule } from '../ip-bans/ip-bans.module';
import { CustomerHandler } from './customer.handler';
import { CustomerService } from './customer.service';
import { UserNotesRepository } from './user-notes.repository';

@Module({
  imports: [AuditModule, ApprovalsModule, IpBansModule],
  controllers: [CustomerHandler],
  providers: [CustomerService, UserNotesRepository],
})
export class CustomerModule {}
