import { Injectable } from '@nestjs/common';
import {
  ACTIF_UNDER_MS,
  ACTIVE_VISITOR_WINDOW_MS,
  LIVE_VISITORS_MAX_PAGE_SIZE,
  LIVE_VISITORS_PAGE_SIZE,
  LiveVisitor,
  LiveVisitorsPage,
  visitorStatus,
} from '@storefront/contracts';
import { PresenceConfig } from '../config';
import { LiveVisitorsStore, StoredVisitor } from './live-visitors.store';
import { VisitorsChangedNotifier } from './visitors-changed.notifier';

function toLiveVisitor(v: StoredVisitor, now: number): LiveVisitor {
  return {
    id: v.id,
    userCode: v.userCode,
    email: v.email,
    name: v.name,
    ip_network: v.ipNetwork,
    ip_normalized: v.ipNormalized,
    ip_anonymized: v.ipAnonymized,
    ip_raw: v.ipRaw,
    isMappedUser: !!v.userId,
    device: v.device,
    browser: v.browser,
    os: v.os,
    language: v.language,
    url: v.url,
    screenSize: v.screenSize,
    connectedAt: new Date(v.connectedAt || v.lastActivity).toISOString(),
    lastActivity: new Date(v.lastActivity).toISOString(),
    status: visitorStatus(v.lastActivity, now),
  };
}

/** The Traffic tab's list: pages by most recent activity, with status computed at read time. */
@Injectable()
export class LiveVisitorsService {
  constructor(
    private readonly store: LiveVisitorsStore,
    private readonly changes: VisitorsChangedNotifier,
    private readonly config: PresenceConfig,
  ) {}

  async page(requestedPage?: number, requestedSize?: number): Promise<LiveVisitorsPage> {
    const now = Date.now();
    const page = Math.max(1, Math.floor(requestedPage || 1));
    const pageSize = Math.min(
      LIVE_VISITORS_MAX_PAGE_SIZE,
      Math.max(1, Math.floor(requestedSize || LIVE_VISITORS_PAGE_SIZE)),
    );
    await this.store.dropIdle(now - this.config.LIVE_VISITOR_RETENTION_MINUTES * 60_000);
    const [counts, stored] = await Promise.all([
      this.store.counts(now, [ACTIF_UNDER_MS, ACTIVE_VISITOR_WINDOW_MS]),
      this.store.page((page - 1) * pageSize, pageSize),
    ]);
    const [actif, active] = counts.within;
    return {
      visitors: stored.map((v) => toLiveVisitor(v, now)),
      total: counts.total,
      page,
      pageSize,
      stats: {
        total: counts.total,
        active,
        statusCounts: { actif, recent: active - actif, inactif: counts.total - active },
      },
      generatedAt: new Date(now).toISOString(),
    };
  }

  async clear(): Promise<number> {
    const cleared = await this.store.clear();
    this.changes.changed();
    return cleared;
  }
}
