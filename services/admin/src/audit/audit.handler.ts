import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { AdminSubjects, AuditLogReply, RecordAuditRequest } from '@storefront/contracts';
import { Handles } from '@storefront/platform';
import { AuditService } from './audit.service';

@Controller()
export class AuditHandler {
  constructor(private readonly audit: AuditService) {}

  @Handles(AdminSubjects.recordAudit)
  async record(@Payload() request: RecordAuditRequest): Promise<{ id: string }> {
    return { id: await this.audit.record(request) };
  }

  @Handles(AdminSubjects.listAudit)
  list(@Payload() request: { page: number; pageSize: number }): Promise<AuditLogReply> {
    return this.audit.list(request.page, request.pageSize);
  }
}
