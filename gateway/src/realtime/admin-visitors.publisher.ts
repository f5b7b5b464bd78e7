import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import {
  LIVE_VISITORS_MAX_PAGE_SIZE,
  LIVE_VISITORS_PAGE_SIZE,
  LiveVisitorsPage,
  PresenceSubjects,
} from '@storefront/contracts';
import { MessageBus } from '@storefront/platform';
import { RealtimeConfig } from './realtime.config';
import type { AdminSocket } from './socket-types';

/** Statuses age without any ping ('Actif' → 'Récent'), so an idle list is still refreshed this often. */
const HEARTBEAT_MS = 15_000;

interface Watcher {
  socket: AdminSocket;
  page: number;
  pageSize: number;
  lastSentAt: number;
  /** It asked for another page, or just connected. */
  wants: boolean;
}

const clampPage = (n: unknown, fallback: number, max: number) =>
  Number.isInteger(n) && (n as number) >= 1 ? Math.min(n as number, max) : fallback;

/**
 * `visitors:update` for this replica's admin sockets: at most one per socket per push interval,
 * however many visitors ping; sent when presence says the list changed, when an admin picks a
 * page, and every 15 s regardless. One presence query per distinct page per tick.
 */
@Injectable()
export class AdminVisitorsPublisher implements OnModuleDestroy {
  private readonly logger = new Logger(AdminVisitorsPublisher.name);
  private readonly watchers = new Map<string, Watcher>();
  private timer?: NodeJS.Timeout;
  private changed = false;
  private lastBroadcast = 0;
  private ticking = false;

  constructor(
    private readonly bus: MessageBus,
    private readonly config: RealtimeConfig,
  ) {}

  add(socket: AdminSocket): void {
    this.watchers.set(socket.id, {
      socket,
      page: 1,
      pageSize: LIVE_VISITORS_PAGE_SIZE,
      lastSentAt: 0,
      wants: true,
    });
    this.timer ??= setInterval(() => void this.tick(), this.config.ADMIN_VISITORS_PUSH_INTERVAL_MS);
    void this.tick();
  }

  remove(socket: AdminSocket): void {
    this.watchers.delete(socket.id);
    if (!this.watchers.size) {
      clearInterval(this.timer);
      this.timer = undefined;
    }
  }

  choosePage(socket: AdminSocket, request: { page?: unknown; pageSize?: unknown } | undefined): void {
    const watcher = this.watchers.get(socket.id);
    if (!watcher) return;
    watcher.page = clampPage(request?.page, 1, 100000);
    watcher.pageSize = clampPage(request?.pageSize, LIVE_VISITORS_PAGE_SIZE, LIVE_VISITORS_MAX_PAGE_SIZE);
    watcher.wants = true;
  }

  /** Presence reported a change; the next tick pushes it. */
  visitorsChanged(): void {
    this.changed = true;
  }

  async tick(): Promise<void> {
    if (this.ticking || !this.watchers.size) return;
    this.ticking = true;
    try {
      const now = Date.now();
      const everyone = this.changed || now - this.lastBroadcast >= HEARTBEAT_MS;
      // A little slack so a timer firing a few ms early does not skip a beat.
      const minGap = this.config.ADMIN_VISITORS_PUSH_INTERVAL_MS - 50;
      const due = [...this.watchers.values()].filter(
        (w) => (everyone || w.wants) && now - w.lastSentAt >= minGap,
      );
      if (!due.length) return;
      if (everyone) {
        this.changed = false;
        this.lastBroadcast = now;
      }
      const pages = new Map<string, Promise<LiveVisitorsPage>>();
      for (const watcher of due) {
        const key = `${watcher.page}:${watcher.pageSize}`;
        if (!pages.has(key)) {
          pages.set(
            key,
            this.bus.request(PresenceSubjects.listVisitors, {
              page: watcher.page,
              pageSize: watcher.pageSize,
            }),
          );
        }
        watcher.wants = false;
        watcher.lastSentAt = now;
      }
      await Promise.all(
        due.map(async (watcher) => {
          try {
            const page = await pages.get(`${watcher.page}:${watcher.pageSize}`)!;
            if (this.watchers.has(watcher.socket.id)) watcher.socket.emit('visitors:update', page);
          } catch (err) {
            watcher.wants = true;
            this.logger.warn(`could not refresh the live visitor list: ${String(err)}`);
          }
        }),
      );
    } finally {
      this.ticking = false;
    }
  }

  onModuleDestroy() {
    clearInterval(this.timer);
  }
}
