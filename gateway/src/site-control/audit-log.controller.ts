import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminSubjects, AUDIT_PAGE_SIZE, AuditLogQuery, AuditLogReply } from '@storefront/contracts';
import { MessageBus } from '@storefront/platform';
import { AdminOnly } from '../auth';

/** Who did what in the back office, newest first. */
@ApiTags('admin')
@Controller('api/admin/audit-log')
@AdminOnly()
export class AuditLogController {
  constructor(private readonly bus: MessageBus) {}

  @Get()
  @ApiOperation({ summary: 'The audit log of back-office actions, 50 per page' })
  list(@Query() query: AuditLogQuery): Promise<AuditLogReply> {
    return this.bus.request(AdminSubjects.listAudit, { page: query.page ?? 1, pageSize: AUDIT_PAGE_SIZE });
  }
}
