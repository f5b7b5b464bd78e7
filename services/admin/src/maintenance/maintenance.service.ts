import { Injectable, Logger } from '@nestjs/common';
import {
  AdminActor,
  AdminEvents,
  applyMaintenanceChanges,
  auditChanges,
  completeMaintenanceSettings,
  MAINTENANCE_EMPTY_UPDATE,
  MAINTENANCE_SETTING_KEY,
  MaintenanceChanges,
  maintenanceChanges,
  MaintenanceSettings,
  MaintenanceSettingsFields,
  MaintenanceStateReply,
  TEXT_LANGUAGES,
} from '@storefront/contracts';
import { MessageBus, ServiceError } from '@storefront/platform';
import { plainToInstance } from 'class-transformer';
import { ValidationError, validateSync } from 'class-validator';
import { DataSource } from 'typeorm';
import { AuditLogRepository } from '../audit/audit-log.repository';
import { SiteSettingsRepository } from './site-settings.repository';

/** Saved values over the admin defaults, so a setting saved by an older version still has every field. */
const withDefaults = (saved: Partial<MaintenanceSettings> | undefined) => completeMaintenanceSettings(saved);

/** Every message of a validation error, nested ones (a language's texts) included. */
function messages(errors: ValidationError[]): string[] {
  return errors.flatMap((e) => [...Object.values(e.constraints ?? {}), ...messages(e.children ?? [])]);
}

function checkedChanges(changes: unknown): MaintenanceChanges {
  const fields = plainToInstance(MaintenanceSettingsFields, changes ?? {});
  const errors = validateSync(fields, { whitelist: true, forbidNonWhitelisted: true });
  if (errors.length) throw ServiceError.badRequest(messages(errors).join('; '));
  const defined = maintenanceChanges(fields);
  if (!Object.keys(defined).length) throw ServiceError.badRequest(MAINTENANCE_EMPTY_UPDATE);
  return defined;
}

/** The settings as the audit log compares them: the switches and each language's texts. */
function audited(settings: MaintenanceSettings): Record<string, unknown> {
  const flat: Record<string, unknown> = {
    enabled: settings.enabled,
    showCountdown: settings.showCountdown,
    allowAdmins: settings.allowAdmins,
  };
  for (const language of TEXT_LANGUAGES)
    for (const [field, value] of Object.entries(settings.texts[language]))
      flat[`texts.${language}.${field}`] = value;
  return flat;
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
      const next = applyMaintenanceChanges(before, changes);
      const stored = await this.settings.put(MAINTENANCE_SETTING_KEY, next, actor.id, manager);
      await this.audit.append(
        {
          actor,
          action: 'maintenance.updated',
          target: MAINTENANCE_SETTING_KEY,
          details: { changes: auditChanges(audited(before), audited(next)) },
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
