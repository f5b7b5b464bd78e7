import { Injectable, Logger } from '@nestjs/common';
import {
  AdminActor,
  AdminEvents,
  auditChanges,
  MAINTENANCE_ADMIN_DEFAULTS,
  MAINTENANCE_EMPTY_UPDATE,
  MAINTENANCE_SETTING_KEY,
  MaintenanceSettings,
  MaintenanceSettingsFields,
  MaintenanceStateReply,
} from '@storefront/contracts';
import { MessageBus, ServiceError } from '@storefront/platform';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { DataSource } from 'typeorm';
import { AuditLogRepository } from '../audit/audit-log.repository';
import { SiteSettingsRepository } from './site-settings.repository';

/** Saved values over the admin defaults, so a setting saved by an older version still has every field. */
function withDefaults(saved: Partial<MaintenanceSettings> | undefined): MaintenanceSettings {
  return { ...MAINTENANCE_ADMIN_DEFAULTS, ...(saved ?? {}) };
}

function checkedChanges(changes: unknown): Partial<MaintenanceSettings> {
  const fields = plainToInstance(MaintenanceSettingsFields, changes ?? {});
  const errors = validateSync(fields, { whitelist: true, forbidNonWhitelisted: true });
  if (errors.length) {
    throw ServiceError.badRequest(errors.flatMap((e) => Object.values(e.constraints ?? {})).join('; '));
  }
  const defined = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  if (!Object.keys(defined).length) throw ServiceError.badRequest(MAINTENANCE_EMPTY_UPDATE);
  return defined as Partial<MaintenanceSettings>;
}

/** The maintenance switch: read with defaults, change with an audit entry, announce to the gateways. */
@Injectable()
export class MaintenanceService {
  private readonly logger = new Logger(MaintenanceService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: SiteSettingsRepository,
    private readonly audit: AuditLogRepository,
    private readonly bus: MessageBus,
  ) {}

  async get(): Promise<MaintenanceStateReply> {
    const stored = await this.settings.get<Partial<MaintenanceSettings>>(MAINTENANCE_SETTING_KEY);
    return { value: withDefaults(stored?.value), updatedAt: stored?.updatedAt.toISOString() ?? null };
  }

  async update(rawChanges: unknown, actor: AdminActor): Promise<MaintenanceStateReply> {
    const changes = checkedChanges(rawChanges);
    const saved = await this.dataSource.transaction(async (manager) => {
      await this.settings.lock(MAINTENANCE_SETTING_KEY, manager);
      const current = await this.settings.get<Partial<MaintenanceSettings>>(MAINTENANCE_SETTING_KEY, manager);
      const before = withDefaults(current?.value);
      const next = { ...before, ...changes };
      const stored = await this.settings.put(MAINTENANCE_SETTING_KEY, next, actor.id, manager);
      await this.audit.append(
        {
          actor,
          action: 'maintenance.updated',
          target: MAINTENANCE_SETTING_KEY,
          details: { changes: auditChanges(before, changes) },
        },
        manager,
      );
      return stored;
    });
    const reply = { value: withDefaults(saved.value), updatedAt: saved.updatedAt.toISOString() };
    try {
      await this.bus.emit(
        AdminEvents.maintenanceChanged,
        reply as { value: MaintenanceSettings; updatedAt: string },
      );
    } catch (err) {
      // Saved is saved: gateways also reload the switch periodically.
      this.logger.warn(`maintenance saved but not announced: ${String(err)}`);
    }
    return reply;
  }
}
