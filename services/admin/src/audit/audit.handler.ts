import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AdminSubjects, AuditLogReply, RecordAuditRequest } from '@storefront/contracts';
import { AuditService } from './audit.service';

@Controller()
export class AuditHandler {
  constructor(private readonly audit: AuditService) {}

  @MessagePattern(AdminSubjects.recordAudit)
  async record(@Payload() request: RecordAuditRequest): Promise<{ id: string }> {
    return { id: await this.audit.record(request) };
  }

  @MessagePattern(AdminSubjects.listAudit)
  list(@Payload() request: { page: number; pageSize: number }): Promise<AuditLogReply> {
    return this.audit.list(request.page, request.pageSize);
  }
}
