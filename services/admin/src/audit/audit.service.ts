import { Injectable } from '@nestjs/common';
import { AUDIT_ACTIONS, AUDIT_PAGE_SIZE, AuditLogReply, RecordAuditRequest } from '@storefront/contracts';
import { ServiceError } from '@storefront/platform';
import { AuditLogRepository } from './audit-log.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Back-office actions taken elsewhere (presence's clear and export) are recorded through here. */
@Injectable()
export class AuditService {
  constructor(private readonly log: AuditLogRepository) {}

  record(request: RecordAuditRequest): Promise<string> {
    if (!request?.actor || !UUID.test(request.actor.id) || !AUDIT_ACTIONS.includes(request.action)) {
      throw ServiceError.badRequest('An audit entry needs an administrator and a known action');
    }
    return this.log.append(request);
  }

  async list(page = 1, pageSize = AUDIT_PAGE_SIZE): Promise<AuditLogReply> {
    const safePage = Math.max(1, Math.floor(page));
    const safeSize = Math.min(100, Math.max(1, Math.floor(pageSize)));
    const { entries, total } = await this.log.page(safePage, safeSize);
    return { entries, total, page: safePage, pageSize: safeSize };
  }
}
