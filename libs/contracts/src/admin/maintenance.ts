import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { nested } from '../query-params';
import type { MAINTENANCE_CODE } from './errors';
import type { AdminRole } from '../auth/admin-roles';

/** The `site_settings` key of the maintenance switch. */
export const MAINTENANCE_SETTING_KEY = 'maintenance_mode';

/** The maintenance switch as the back office edits it (SPEC section 3, "Maintenance setting"). */
export interface MaintenanceSettings {
  enabled: boolean;
  title: string;
  message: string;
  estimatedTime: string;
  showCountdown: boolean;
  /** Administrators keep using the site while maintenance is on. */
  allowAdmins: boolean;
}

/** What a visitor's maintenance screen shows; `maintenance:update` carries the same fields. */
export type MaintenanceView = Omit<MaintenanceSettings, 'allowAdmins'>;

/** The 503 a non-admin's API call gets while maintenance is on. */
export type MaintenanceBody = MaintenanceView & { error: string; code: typeof MAINTENANCE_CODE };

/** The back office's form starts from these when nothing was saved yet. */
export const MAINTENANCE_ADMIN_DEFAULTS: MaintenanceSettings = {
  enabled: false,
  title: 'Site en Maintenance',
  message: '',
  estimatedTime: '2-3 heures',
  showCountdown: true,
  allowAdmins: true,
};

const VISITOR_DEFAULTS = {
  title: 'Maintenance',
  message: 'Site en maintenance',
  estimatedTime: '2-3 heures',
};

/** The visitor's side fills empty texts with its own defaults and shows the countdown unless turned off. */
export function maintenanceView(settings: Partial<MaintenanceSettings>): MaintenanceView {
  return {
    enabled: settings.enabled === true,
    title: settings.title?.trim() || VISITOR_DEFAULTS.title,
    message: settings.message?.trim() || VISITOR_DEFAULTS.message,
    estimatedTime: settings.estimatedTime?.trim() || VISITOR_DEFAULTS.estimatedTime,
    showCountdown: settings.showCountdown !== false,
  };
}

export const MAINTENANCE_LIMITS = { title: 200, message: 2000, estimatedTime: 100 } as const;
export const MAINTENANCE_EMPTY_UPDATE = 'Aucun paramètre de maintenance fourni';

/** The fields of a maintenance update; any subset, merged over the saved settings. */
export class MaintenanceSettingsFields implements Partial<MaintenanceSettings> {
  @IsOptional()
  @IsBoolean({ message: 'enabled must be true or false' })
  enabled?: boolean;

  @IsOptional()
  @IsString({ message: 'title must be text' })
  @MaxLength(MAINTENANCE_LIMITS.title, {
    message: `title must be at most ${MAINTENANCE_LIMITS.title} characters`,
  })
  title?: string;

  @IsOptional()
  @IsString({ message: 'message must be text' })
  @MaxLength(MAINTENANCE_LIMITS.message, {
    message: `message must be at most ${MAINTENANCE_LIMITS.message} characters`,
  })
  message?: string;

  @IsOptional()
  @IsString({ message: 'estimatedTime must be text' })
  @MaxLength(MAINTENANCE_LIMITS.estimatedTime, {
    message: `estimatedTime must be at most ${MAINTENANCE_LIMITS.estimatedTime} characters`,
  })
  estimatedTime?: string;

  @IsOptional()
  @IsBoolean({ message: 'showCountdown must be true or false' })
  showCountdown?: boolean;

  @IsOptional()
  @IsBoolean({ message: 'allowAdmins must be true or false' })
  allowAdmins?: boolean;
}

/**
 * `POST /api/admin/maintenance`. The spec says only "settings object", so both the bare fields and
 * `{ settings: {...} }` are accepted.
 */
export class MaintenanceSettingsBody extends MaintenanceSettingsFields {
  @IsOptional()
  @Transform(nested(MaintenanceSettingsFields))
  @ValidateNested()
  settings?: MaintenanceSettingsFields;
}

/** The fields a maintenance body carries, whichever of its two shapes it has. */
export function maintenanceChanges(body: MaintenanceSettingsBody): Partial<MaintenanceSettings> {
  const source: MaintenanceSettingsFields = body.settings ?? body;
  const changes: Partial<MaintenanceSettings> = {};
  for (const key of [
    'enabled',
    'title',
    'message',
    'estimatedTime',
    'showCountdown',
    'allowAdmins',
  ] as const) {
    if (source[key] !== undefined) (changes as Record<string, unknown>)[key] = source[key];
  }
  return changes;
}

/** `GET /api/admin/maintenance` */
export interface AdminMaintenanceResponse {
  settings: { key: typeof MAINTENANCE_SETTING_KEY; value: MaintenanceSettings; updated_at: string | null };
}

/** `POST /api/admin/maintenance` */
export interface UpdateMaintenanceResponse extends AdminMaintenanceResponse {
  success: true;
  message: string;
}

export interface UpdateMaintenanceRequest {
  changes: Partial<MaintenanceSettings>;
  actor: AdminActor;
}

/** The administrator acting, as the gateway verified them; written to the audit log. */
export interface AdminActor {
  id: string;
  email: string;
  /** The back-office role the gateway confirmed for this request. */
  role?: AdminRole;
}

export interface MaintenanceStateReply {
  value: MaintenanceSettings;
  updatedAt: string | null;
}

/** Every gateway replica updates its cached switch and tells its sockets. */
export interface MaintenanceChangedEvent {
  value: MaintenanceSettings;
  updatedAt: string;
}
