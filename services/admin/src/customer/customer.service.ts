import { Injectable, Logger } from '@nestjs/common';
import {
  AccountSessionSubjects,
  ADMIN_USER_MESSAGES,
  AdminActor,
  AdminErrorCode,
  AdminTransaction,
  AdminUserRow,
  AuditAction,
  AuditEntry,
  AuthSubjects,
  BannedIp,
  CreditApproval,
  PaymentsSubjects,
  ConnectionRecord,
  CONNECTIONS_MAX_PAGE_SIZE,
  CreditsSubjects,
  CUSTOMER_MESSAGES,
  CustomerRequests,
  TIMELINE_PAGE_SIZE,
  TimelineFilter,
  isUuid,
  NotificationRow,
  NotificationSubjects,
  PresenceSubjects,
  USER_NOTE_MAX,
  UserNote,
  UserSessionRecord,
} from '@storefront/contracts';
import { MessageBus, ServiceError } from '@storefront/platform';
import { ApprovalsRepository } from '../approvals/approvals.repository';
import { AuditLogRepository } from '../audit/audit-log.repository';
import { AuditService } from '../audit/audit.service';
import { IpBansRepository } from '../ip-bans/ip-bans.repository';
import { toRow } from '../user-management/admin-user-row';
import { mergeTimeline } from './customer-timeline';
import { UserNotesRepository } from './user-notes.repository';

/** The notifications service pages by offset: the customer page reads this many newest at most. */
const NOTIFICATIONS_READ = 100;
const CONNECTIONS_READ = CONNECTIONS_MAX_PAGE_SIZE;
/** Audit actions the timeline already shows as entries of their own (ledger rows, requests, notes). */
const SHOWN_ON_THEIR_OWN: AuditAction[] = [
  'credits.adjusted',
  'approvals.requested',
  'approvals.approved',
  'approvals.cancelled',
  'users.note-added',
];

type Rep<S extends keyof CustomerRequests> = CustomerRequests[S]['reply'];

/** The back office's page of one customer: profile, merged timeline, internal notes. */
@Injectable()
export class CustomerService {
  private readonly logger = new Logger(CustomerService.name);

  constructor(
    private readonly bus: MessageBus,
    private readonly notes: UserNotesRepository,
    private readonly approvals: ApprovalsRepository,
    private readonly auditLog: AuditLogRepository,
    private readonly audit: AuditService,
    private readonly bans: IpBansRepository,
  ) {}

  async profile(userId: string): Promise<AdminUserRow> {
    const user = await this.find(userId);
    const { balance } = await this.bus.request(CreditsSubjects.getBalance, { userId });
    return toRow(user, balance);
  }

  async timeline(
    userId: string,
    before?: string,
    limit = TIMELINE_PAGE_SIZE,
    kind?: TimelineFilter,
  ): Promise<Rep<'admin.customer.timeline'>> {
    const user = await this.find(userId);
    const size = Math.min(Math.max(Math.trunc(Number(limit)) || TIMELINE_PAGE_SIZE, 1), 50);
    const cursor = before && !Number.isNaN(Date.parse(before)) ? new Date(before).toISOString() : undefined;
    const page = { userId, limit: size, ...(cursor ? { before: cursor } : {}) };
    // A narrowed timeline asks only the sources of its group: its pages are full of what was asked.
    const wanted = (group: TimelineFilter) => !kind || kind === group;
    const none = <T>(): Promise<T[]> => Promise.resolve([]);
    const [ledger, approvals, notes, notifications, audit, bans, connections, payments, sessions] =
      await Promise.all([
        wanted('money')
          ? this.bus.request(CreditsSubjects.listUserLedger, page)
          : Promise.resolve({ rows: [] }),
        wanted('money') ? this.approvals.ofUser(userId, size, cursor) : none<CreditApproval>(),
        wanted('account') ? this.notes.ofUser(userId, size, cursor) : none<UserNote>(),
        wanted('account') ? this.notificationsOf(userId, cursor) : none<NotificationRow>(),
        wanted('account')
          ? this.auditLog.about(userId, size, cursor, SHOWN_ON_THEIR_OWN)
          : none<AuditEntry>(),
        wanted('account') ? this.bans.naming(user.email, size, cursor) : none<BannedIp>(),
        wanted('visits') ? this.connectionsOf(user.email, cursor) : none<ConnectionRecord>(),
        wanted('money')
          ? this.optional<AdminTransaction>('payments', () =>
              this.bus.request(PaymentsSubjects.listOfUser, page).then((r) => r.payments),
            )
          : none<AdminTransaction>(),
        wanted('visits')
          ? this.optional<UserSessionRecord>('sessions', () =>
              this.bus.request(AccountSessionSubjects.listOfUser, page).then((r) => r.sessions),
            )
          : none<UserSessionRecord>(),
      ]);
    const adminIds = [...new Set(ledger.rows.flatMap((r) => (r.admin_id ? [r.admin_id] : [])))];
    const admins = adminIds.length
      ? await this.bus
          .request(AuthSubjects.getUsers, { ids: adminIds })
          .then((r) => r.users)
          .catch(() => [])
      : [];
    return mergeTimeline(
      {
        ledger: ledger.rows,
        approvals,
        notes,
        notifications: notifications.slice(0, size),
        audit,
        bans,
        connections: connections.slice(0, size),
        payments,
        sessions,
        adminEmails: new Map(admins.map((u) => [u.id, u.email])),
      },
      size,
    );
  }

  async addNote(userId: string, body: string, actor: AdminActor): Promise<UserNote> {
    const text = typeof body === 'string' ? body.trim() : '';
    if (!text || text.length > USER_NOTE_MAX)
      throw ServiceError.badRequest(CUSTOMER_MESSAGES.noteEmpty, AdminErrorCode.NoteInvalid);
    await this.find(userId);
    const note = await this.notes.add(userId, actor, text);
    await this.audit.record({
      actor,
      action: 'users.note-added',
      target: userId,
      details: { noteId: note.id, note: note.body },
    });
    return note;
  }

  /** A source of the timeline that may be away: the rest of the timeline still shows. */
  private async optional<T>(source: string, read: () => Promise<T[]>): Promise<T[]> {
    try {
      return await read();
    } catch (err) {
      this.logger.warn(`${source} unavailable for the timeline: ${String(err)}`);
      return [];
    }
  }

  /** The notifications sent to the user before the cursor (the newest NOTIFICATIONS_READ at most). */
  private notificationsOf(userId: string, before?: string): Promise<NotificationRow[]> {
    return this.optional('notifications', async () => {
      const { notifications } = await this.bus.request(NotificationSubjects.list, {
        userId,
        limit: NOTIFICATIONS_READ,
      });
      return before
        ? notifications.filter((n) => new Date(n.created_at).toISOString() < before)
        : notifications;
    });
  }

  /**
   * The user's visits before the cursor, from the connection history (searched by e-mail, the
   * newest CONNECTIONS_READ at most: the presence service pages by number, not by time).
   */
  private connectionsOf(email: string, before?: string): Promise<ConnectionRecord[]> {
    return this.optional('connections', async () => {
      const { items } = await this.bus.request(PresenceSubjects.listConnections, {
        search: email,
        page: 1,
        pageSize: CONNECTIONS_READ,
      });
      return items.filter(
        (c) =>
          c.email?.toLowerCase() === email.toLowerCase() &&
          (!before || new Date(c.connectedAt).toISOString() < before),
      );
    });
  }

  private async find(userId: string) {
    const { users } = isUuid(userId)
      ? await this.bus.request(AuthSubjects.getUsers, { ids: [userId] })
      : { users: [] };
    if (!users.length) throw ServiceError.notFound(ADMIN_USER_MESSAGES.notFound, AdminErrorCode.UserNotFound);
    return users[0];
  }
}
