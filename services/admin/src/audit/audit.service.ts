import { Injectable } from '@nestjs/common';
import {
  ACTORLESS_AUDIT_ACTIONS,
  AUDIT_ACTIONS,
  AUDIT_PAGE_SIZE,
  AuditEntry,
  AuditLogReply,
  AuthSubjects,
  RecordAuditRequest,
  isUuid,
} from '@storefront/contracts';
import { MessageBus, ServiceError } from '@storefront/platform';
import { AuditLogRepository } from './audit-log.repository';

/** Back-office actions taken elsewhere (presence's clear and export) are recorded through here. */
@Injectable()
export class AuditService {
  constructor(
    private readonly log: AuditLogRepository,
    private readonly bus: MessageBus,
  ) {}

  record(request: RecordAuditRequest): Promise<string> {
    if (!AUDIT_ACTIONS.includes(request?.action)) {
      throw ServiceError.badRequest('An audit entry needs a known action');
    }
    const actorless = ACTORLESS_AUDIT_ACTIONS.includes(request.action);
    if (actorless && request.actor) {
      throw ServiceError.badRequest('No administrator takes this action: its entry has no actor');
    }
    if (!actorless && !isUuid(request.actor?.id)) {
      throw ServiceError.badRequest('An audit entry needs an administrator');
    }
    return this.log.append(request);
  }

  async list(page = 1, pageSize = AUDIT_PAGE_SIZE): Promise<AuditLogReply> {
    const safePage = Math.max(1, Math.floor(page));
    const safeSize = Math.min(100, Math.max(1, Math.floor(pageSize)));
    const { entries, total } = await this.log.page(safePage, safeSize);
    return { entries: await this.withEmails(entries), total, page: safePage, pageSize: safeSize };
  }

  /**
   * Entries name the user they touched by id (the route's target, or `userId` in the input); the log
   * shows that user's email, as auth knows it now. A deleted account, or auth not answering, leaves
   * the id alone.
   */
  private async withEmails(entries: AuditEntry[]): Promise<AuditEntry[]> {
    const userOf = (entry: AuditEntry) =>
      [entry.target, entry.details?.userId].find((id): id is string => isUuid(id));
    const ids = [...new Set(entries.map(userOf).filter((id): id is string => !!id))];
    if (!ids.length) return entries;
    const users = await this.bus
      .request(AuthSubjects.getUsers, { ids })
      .then((reply) => reply.users)
      .catch(() => []);
    const emails = new Map(users.map((user) => [user.id, user.email]));
    return entries.map((entry) => {
      const id = userOf(entry);
      return { ...entry, target_email: (id && emails.get(id)) || null };
    });
  }
}
