import { Module } from '@nestjs/common';
import { AuditLogRepository } from './audit-log.repository';
import { AuditHandler } from './audit.handler';
import { AuditService } from './audit.service';

@Module({
  controllers: [AuditHandler],
  providers: [AuditService, AuditLogRepository],
  exports: [AuditLogRepository, AuditService],
})
export class AuditModule {}
