import { Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { ActivityEntry, PresenceEvents } from '@storefront/contracts';
import { MessageBus } from '@storefront/platform';
import { RealtimeConfig } from './realtime.config';

/** Keeps each NATS message well under the server's default 1 MB payload limit. */
const MAX_ENTRIES_PER_MESSAGE = 500;

/**
 * Collapses each socket's pings into one entry (latest url and time, count of url changes) and
 * sends them to presence in batches every flush interval, so 5,000 visitors pinging every 2 s
 * cost presence a few messages a second rather than 2,500.
 */
@Injectable()
export class ActivityBuffer implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(ActivityBuffer.name);
  private pending = new Map<string, ActivityEntry>();
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly bus: MessageBus,
    private readonly config: RealtimeConfig,
  ) {}

  onModuleInit() {
    this.timer = setInterval(() => void this.flush(), this.config.PRESENCE_FLUSH_INTERVAL_MS);
    this.timer.unref();
  }

  record(visitId: string, url: string, navigated: boolean, at = Date.now()): void {
    const entry = this.pending.get(visitId);
    if (entry) {
      entry.at = at;
      entry.url = url;
      if (navigated) entry.pageViews += 1;
    } else {
      this.pending.set(visitId, { visitId, at, url, pageViews: navigated ? 1 : 0 });
    }
  }

  /** The socket is leaving: its unsent activity travels with its leave instead. */
  take(visitId: string): ActivityEntry | undefined {
    const entry = this.pending.get(visitId);
    this.pending.delete(visitId);
    return entry;
  }

  async flush(): Promise<void> {
    if (!this.pending.size) return;
    const entries = [...this.pending.values()];
    this.pending = new Map();
    for (let i = 0; i < entries.length; i += MAX_ENTRIES_PER_MESSAGE) {
      try {
        await this.bus.emit(PresenceEvents.activity, {
          entries: entries.slice(i, i + MAX_ENTRIES_PER_MESSAGE),
        });
      } catch (err) {
        // Activity is a best-effort signal: the next ping of each visitor carries it again.
        this.logger.warn(`could not send visitor activity: ${String(err)}`);
      }
    }
  }

  async onApplicationShutdown() {
    clearInterval(this.timer);
    await this.flush();
  }
}
