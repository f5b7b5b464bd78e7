import { Injectable, Logger } from '@nestjs/common';
import {
  ActivityEntry,
  VISIT_FIELD_LIMITS,
  VisitHelloReply,
  VisitHelloRequest,
  VisitLeftEvent,
  isUuid,
} from '@storefront/contracts';
import { ServiceError } from '@storefront/platform';
import { ConnectionsRepository } from '../history/connections.repository';
import { describeAddress } from '../live/ip-anonymizer';
import { LiveVisitorsStore } from '../live/live-visitors.store';
import { parseUserAgent } from '../live/user-agent';
import { KnownUser, UserDirectory } from '../live/user-directory';
import { VisitorsChangedNotifier } from '../live/visitors-changed.notifier';

const clip = (text: string | undefined, max: number) => (text ? text.slice(0, max) : null);

/**
 * A visit's life: hello puts it in the live list and opens its history record, activity moves both
 * forward, leaving removes it from the list and closes the record.
 */
@Injectable()
export class VisitsService {
  private readonly logger = new Logger(VisitsService.name);

  constructor(
    private readonly live: LiveVisitorsStore,
    private readonly history: ConnectionsRepository,
    private readonly users: UserDirectory,
    private readonly changes: VisitorsChangedNotifier,
  ) {}

  async hello(request: VisitHelloRequest): Promise<VisitHelloReply> {
    if (!isUuid(request?.visitId) || (request.userId && !isUuid(request.userId))) {
      throw ServiceError.badRequest('A hello needs a visit id and, if any, a user id');
    }
    const now = Date.now();
    const connectedAt = Math.min(now, Date.parse(request.connectedAt) || now);
    const address = describeAddress(request.ip ?? '');
    const agent = parseUserAgent(request.userAgent?.slice(0, VISIT_FIELD_LIMITS.userAgent));
    const user: KnownUser | null = request.userId ? await this.users.lookup(request.userId) : null;
    const language = clip(request.language, VISIT_FIELD_LIMITS.language);

    await this.live.put({
      id: request.visitId,
      userId: user?.userId ?? null,
      userCode: user?.userCode ?? null,
      email: user?.email ?? null,
      name: user?.name ?? null,
      ipRaw: address.raw,
      ipNormalized: address.normalized,
      ipAnonymized: address.anonymized,
      ipNetwork: address.network,
      ...agent,
      language,
      url: clip(request.url, VISIT_FIELD_LIMITS.url),
      screenSize: clip(request.screenSize, VISIT_FIELD_LIMITS.screenSize),
      connectedAt,
      lastActivity: now,
    });
    await this.history.open({
      id: request.visitId,
      userId: user?.userId ?? null,
      userCode: user?.userCode ?? null,
      email: user?.email ?? null,
      name: user?.name ?? null,
      ipNetwork: address.network,
      ...agent,
      language,
      connectedAt: new Date(connectedAt),
      lastActivity: new Date(now),
    });
    this.changes.changed();
    return { visitorId: request.visitId, userCode: user?.userCode ?? null };
  }

  async activity(entries: ActivityEntry[]): Promise<void> {
    const valid = (entries ?? []).filter(
      (e) => isUuid(e?.visitId) && Number.isFinite(e.at) && typeof e.url === 'string',
    );
    if (!valid.length) return;
    const now = Date.now();
    const clean = valid.map((e) => ({
      visitId: e.visitId,
      at: Math.min(now, e.at),
      url: e.url.slice(0, VISIT_FIELD_LIMITS.url),
      pageViews: Math.max(0, Math.min(1000, Math.floor(e.pageViews) || 0)),
    }));
    await this.live.applyActivity(clean);
    // Last activity alone reaches the history by the periodic sync; page views go at once.
    const navigations = clean.filter((e) => e.pageViews > 0);
    await this.history.recordActivity(
      navigations.map((e) => ({ id: e.visitId, at: new Date(e.at), pages: e.pageViews })),
    );
    this.changes.changed();
  }

  async left({ visitId, at, lastActivityAt, pageViews }: VisitLeftEvent): Promise<void> {
    if (!isUuid(visitId)) return;
    const now = Date.now();
    const visitor = await this.live.take(visitId);
    // The live list already changed: the back office hears it now, not after the history write,
    // which waits its turn for a connection when thousands of visitors leave at once.
    this.changes.changed();
    const lastActivity = Math.min(now, Math.max(visitor?.lastActivity ?? 0, Number(lastActivityAt) || 0));
    await this.history.close(visitId, {
      at: new Date(Math.min(now, Number(at) || now)),
      lastActivity: lastActivity ? new Date(lastActivity) : null,
      pages: Math.max(0, Math.min(1000, Math.floor(Number(pageViews)) || 0)),
    });
  }

  async forgetUser(userId: string): Promise<void> {
    this.users.forget(userId);
    await this.history.forgetUser(userId);
    this.logger.log(`removed user ${userId} from the connection history`);
  }
}
