import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import {
  ActiveBan,
  AdminSubjects,
  banStatus,
  IpBanChangedEvent,
  IpBanStatus,
  normalizeIp,
  rateLimitAddress,
} from '@storefront/contracts';
import { MessageBus } from '@storefront/platform';

/** A full reload now and then repairs whatever a missed event left behind. */
const RELOAD_EVERY_MS = 60_000;
const RETRY_AFTER_MS = 2_000;

/** What a ban covers: an IPv4 address, or the /64 of an IPv6 one (as every per-address limit). */
export const banKey = (ip: string) => rateLimitAddress(normalizeIp(ip));

/**
 * The bans in force, held in memory so checking a request costs no round trip. Loaded from the
 * admin service at start, kept current by `admin.ip-ban.changed`, reloaded every minute; a
 * temporary ban stops applying at its expiry without any event.
 */
@Injectable()
export class IpBanList implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(IpBanList.name);
  private byIp = new Map<string, ActiveBan>();
  private timer?: NodeJS.Timeout;
  private loaded = false;

  constructor(private readonly bus: MessageBus) {}

  onApplicationBootstrap() {
    void this.reload();
  }

  onModuleDestroy() {
    clearTimeout(this.timer);
  }

  /** The ban status of an address, or null when no ban applies to it now. */
  statusOf(ip: string, now = Date.now()): IpBanStatus | null {
    const ban = this.byIp.get(banKey(ip));
    if (!ban) return null;
    if (ban.expiresAt && Date.parse(ban.expiresAt) <= now) {
      this.byIp.delete(banKey(ban.ip));
      return null;
    }
    return banStatus(ban);
  }

  apply(event: IpBanChangedEvent): void {
    if (event.action === 'created') {
      this.byIp.set(banKey(event.ban.ip), event.ban);
    } else if (this.byIp.get(banKey(event.ip))?.id === event.id) {
      this.byIp.delete(banKey(event.ip));
    }
  }

  /** Whether any ban is held: while none is, a request's address need not even be worked out. */
  get isEmpty(): boolean {
    return this.byIp.size === 0;
  }

  get isLoaded(): boolean {
    return this.loaded;
  }

  async reload(): Promise<void> {
    clearTimeout(this.timer);
    let next = RELOAD_EVERY_MS;
    try {
      const { bans } = await this.bus.request(AdminSubjects.activeIpBans, {});
      this.byIp = new Map(bans.map((ban) => [banKey(ban.ip), ban]));
      this.loaded = true;
    } catch (err) {
      // Until the admin service answers, requests pass: refusing every visitor would be worse.
      this.logger.warn(`could not load IP bans, retrying: ${String(err)}`);
      next = RETRY_AFTER_MS;
    }
    this.timer = setTimeout(() => void this.reload(), next);
    this.timer.unref();
  }
}
