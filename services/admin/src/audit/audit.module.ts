import { Module } from '@nestjs/common';
import { ApiKeyRevocationsHandler } from './api-key-revocations.handler';
import { AuditLogRepository } from './audit-log.repository';
import { AuditHandler } from './audit.handler';
import { AuditService } from './audit.service';

@Module({
  controllers: [AuditHandler, ApiKeyRevocationsHandler],
  providers: [AuditService, AuditLogRepository],
  exports: [AuditLogRepository, AuditService],
})
export class AuditModule {}
