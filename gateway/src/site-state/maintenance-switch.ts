import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import {
  AdminSubjects,
  MAINTENANCE_ADMIN_DEFAULTS,
  MaintenanceSettings,
  MaintenanceView,
  maintenanceView,
} from '@storefront/contracts';
import { MessageBus } from '@storefront/platform';

const RELOAD_EVERY_MS = 30_000;
const RETRY_AFTER_MS = 2_000;

/**
 * The maintenance switch, held in memory: loaded at start, replaced by `admin.maintenance.changed`,
 * reloaded every 30 s. While the admin service cannot be reached the last known state holds
 * (off at start, as the spec treats a failed lookup).
 */
@Injectable()
export class MaintenanceSwitch implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(MaintenanceSwitch.name);
  private current: MaintenanceSettings = MAINTENANCE_ADMIN_DEFAULTS;
  private updatedAt = 0;
  private timer?: NodeJS.Timeout;

  constructor(private readonly bus: MessageBus) {}

  onApplicationBootstrap() {
    void this.reload();
  }

  onModuleDestroy() {
    clearTimeout(this.timer);
  }

  get settings(): MaintenanceSettings {
    return this.current;
  }

  get view(): MaintenanceView {
    return maintenanceView(this.current);
  }

  /** Keeps the newest of what arrives (an event and a reload may cross). */
  set(value: MaintenanceSettings, updatedAt: string | null): void {
    const at = updatedAt ? Date.parse(updatedAt) : 0;
    if (at < this.updatedAt) return;
    this.current = value;
    this.updatedAt = at;
  }

  async reload(): Promise<void> {
    clearTimeout(this.timer);
    let next = RELOAD_EVERY_MS;
    try {
      const { value, updatedAt } = await this.bus.request(AdminSubjects.getMaintenance, {});
      this.set(value, updatedAt);
    } catch (err) {
      this.logger.warn(`could not load the maintenance switch, retrying: ${String(err)}`);
      next = RETRY_AFTER_MS;
    }
    this.timer = setTimeout(() => void this.reload(), next);
    this.timer.unref();
  }
}
