import { Injectable, Logger } from '@nestjs/common';
import { IntervalJob } from '@storefront/platform';
import { PresenceConfig } from '../config';
import { ConnectionsRepository } from '../history/connections.repository';
import { LiveVisitorsStore } from '../live/live-visitors.store';

const PURGE_EVERY_MS = 3_600_000;

/**
 * Periodically, on one replica at a time: copies last activity from the live list into the
 * history (pings alone are not written one by one), closes visits idle past the timeout, and
 * purges records older than the retention.
 */
@Injectable()
export class HousekeepingJob extends IntervalJob {
  private readonly logger = new Logger(HousekeepingJob.name);
  private running = false;
  private lastPurge = 0;

  constructor(
    private readonly live: LiveVisitorsStore,
    private readonly history: ConnectionsRepository,
    private readonly config: PresenceConfig,
  ) {
    super();
  }

  protected intervalMs() {
    return this.config.PRESENCE_SWEEP_INTERVAL_MS;
  }

  async tick(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      const interval = this.config.PRESENCE_SWEEP_INTERVAL_MS;
      if (!(await this.live.takeTurn('housekeeping', Math.max(100, interval - 50)))) return;
      const now = Date.now();
      const timeoutMs = this.config.VISIT_INACTIVITY_TIMEOUT_SECONDS * 1000;
      // Only visits that could still be open matter; anything older is closed below anyway.
      const recent = await this.live.activitySince(now - timeoutMs - 2 * interval);
      await this.history.recordActivity(recent.map((v) => ({ id: v.id, at: new Date(v.at), pages: 0 })));
      const closed = await this.history.closeIdle(new Date(now - timeoutMs));
      if (closed) this.logger.log(`closed ${closed} idle visit(s)`);
      if (now - this.lastPurge >= PURGE_EVERY_MS) {
        this.lastPurge = now;
        const purged = await this.history.purge(
          new Date(now - this.config.CONNECTION_HISTORY_RETENTION_DAYS * 86_400_000),
        );
        if (purged) this.logger.log(`purged ${purged} connection record(s) past retention`);
      }
    } catch (err) {
      this.logger.warn(`presence housekeeping failed, will retry: ${String(err)}`);
    } finally {
      this.running = false;
    }
  }
}
