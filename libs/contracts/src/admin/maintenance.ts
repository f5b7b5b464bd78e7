import { Transform } from 'class-transformer';
import { IsBoolean, IsObject, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { nested } from '../query-params';
import type { MAINTENANCE_CODE } from './errors';
import type { AdminRole } from '../auth/admin-roles';
import { TEXT_LANGUAGES, type TextLanguage } from '../stored-texts/stored-texts';
import {
  MAINTENANCE_DEFAULT_TEXTS,
  MAINTENANCE_VISITOR_DEFAULTS,
  type MaintenanceTexts,
} from './maintenance-texts';

export * from './maintenance-texts';

/** The `site_settings` key of the maintenance switch. */
export const MAINTENANCE_SETTING_KEY = 'maintenance_mode';

/**
 * The maintenance switch as the back office edits it (SPEC section 3, "Maintenance setting").
 * `texts` holds the administrator's own words per language ('' where they wrote none: that
 * language's default shows). `title`, `message` and `estimatedTime` are SPEC's fields: the French
 * texts, the back office's first language.
 */
export interface MaintenanceSettings extends MaintenanceTexts {
  enabled: boolean;
  showCountdown: boolean;
  /** Administrators keep using the site while maintenance is on. */
  allowAdmins: boolean;
  texts: Record<TextLanguage, MaintenanceTexts>;
}

/**
 * What a visitor's maintenance screen shows; `maintenance:update` carries the same fields. `texts`
 * has every language's words, defaults filled in; the top-level texts are the French ones (SPEC).
 */
export type MaintenanceView = Omit<MaintenanceSettings, 'allowAdmins' | 'texts'> & {
  /** Absent from an older gateway's pushes. */
  texts?: Record<TextLanguage, MaintenanceTexts>;
};

/** The 503 a non-admin's API call gets while maintenance is on. */
export type MaintenanceBody = MaintenanceView & { error: string; code: typeof MAINTENANCE_CODE };

const NO_TEXTS: MaintenanceTexts = { title: '', message: '', estimatedTime: '' };

/**
 * The back office's form starts from these when nothing was saved yet: no text of the
 * administrator's own, so each language shows its default.
 */
export const MAINTENANCE_ADMIN_DEFAULTS: MaintenanceSettings = {
  enabled: false,
  ...MAINTENANCE_DEFAULT_TEXTS.fr,
  showCountdown: true,
  allowAdmins: true,
  texts: { en: NO_TEXTS, fr: NO_TEXTS },
};

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A language's texts as saved: the administrator's own words, '' where there are none. */
function ownTexts(texts: Partial<MaintenanceTexts> | undefined): MaintenanceTexts {
  return {
    title: trimmed(texts?.title),
    message: trimmed(texts?.message),
    estimatedTime: trimmed(texts?.estimatedTime),
  };
}

/**
 * The administrator's own texts per language. A setting saved before texts were kept per language
 * holds French texts in SPEC's fields; the French defaults it was saved with are no one's words.
 */
export function maintenanceTexts(
  settings: Partial<MaintenanceSettings>,
): Record<TextLanguage, MaintenanceTexts> {
  if (settings.texts) {
    return Object.fromEntries(
      TEXT_LANGUAGES.map((language) => [language, ownTexts(settings.texts?.[language])]),
    ) as Record<TextLanguage, MaintenanceTexts>;
  }
  const legacy = ownTexts(settings);
  const defaults = MAINTENANCE_DEFAULT_TEXTS.fr;
  const fr = {
    title: legacy.title === defaults.title ? '' : legacy.title,
    message: legacy.message,
    estimatedTime: legacy.estimatedTime === defaults.estimatedTime ? '' : legacy.estimatedTime,
  };
  return { fr, en: NO_TEXTS };
}

/** Saved settings with every field, and SPEC's fields following the French texts. */
export function completeMaintenanceSettings(
  saved: Partial<MaintenanceSettings> | undefined,
): MaintenanceSettings {
  const value = { ...MAINTENANCE_ADMIN_DEFAULTS, ...(saved ?? {}) };
  const texts = maintenanceTexts(saved ?? {});
  return {
    ...value,
    title: texts.fr.title || MAINTENANCE_DEFAULT_TEXTS.fr.title,
    message: texts.fr.message,
    estimatedTime: texts.fr.estimatedTime || MAINTENANCE_DEFAULT_TEXTS.fr.estimatedTime,
    texts,
  };
}

/**
 * The visitor's side: each language's texts, the administrator's where they wrote some and that
 * language's visitor defaults elsewhere; the countdown shows unless turned off.
 */
export function maintenanceView(settings: Partial<MaintenanceSettings>): MaintenanceView {
  const own = maintenanceTexts(settings);
  const texts = Object.fromEntries(
    TEXT_LANGUAGES.map((language) => {
      const defaults = MAINTENANCE_VISITOR_DEFAULTS[language];
      return [
        language,
        {
          title: own[language].title || defaults.title,
          message: own[language].message || defaults.message,
          estimatedTime: own[language].estimatedTime || defaults.estimatedTime,
        },
      ];
    }),
  ) as Record<TextLanguage, MaintenanceTexts>;
  return {
    enabled: settings.enabled === true,
    ...texts.fr,
    showCountdown: settings.showCountdown !== false,
    texts,
  };
}

/** One language's texts in an update; each optional. */
export class MaintenanceTextsFields implements Partial<MaintenanceTexts> {
  @IsOptional()
  @IsString({ message: 'title must be text' })
  @MaxLength(200, { message: 'title must be at most 200 characters' })
  title?: string;

  @IsOptional()
  @IsString({ message: 'message must be text' })
  @MaxLength(2000, { message: 'message must be at most 2000 characters' })
  message?: string;

  @IsOptional()
  @IsString({ message: 'estimatedTime must be text' })
  @MaxLength(100, { message: 'estimatedTime must be at most 100 characters' })
  estimatedTime?: string;
}

/** The texts of an update, by language. */
export class MaintenanceTranslationsFields {
  @IsOptional()
  @Transform(nested(MaintenanceTextsFields))
  @IsObject({ message: 'texts.en must be an object' })
  @ValidateNested()
  en?: MaintenanceTextsFields;

  @IsOptional()
  @Transform(nested(MaintenanceTextsFields))
  @IsObject({ message: 'texts.fr must be an object' })
  @ValidateNested()
  fr?: MaintenanceTextsFields;
}

export const MAINTENANCE_LIMITS = { title: 200, message: 2000, estimatedTime: 100 } as const;
export const MAINTENANCE_EMPTY_UPDATE = 'Aucun paramètre de maintenance fourni';

/** The fields of a maintenance update; any subset, merged over the saved settings. */
export class MaintenanceSettingsFields implements Partial<Omit<MaintenanceSettings, 'texts'>> {
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

  /** The texts per language; SPEC's title, message and estimatedTime are the French ones. */
  @IsOptional()
  @Transform(nested(MaintenanceTranslationsFields))
  @IsObject({ message: 'texts must be an object with en and fr' })
  @ValidateNested()
  texts?: MaintenanceTranslationsFields;
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

/** A maintenance update: any of the switches, and texts for any language. */
export type MaintenanceChanges = Partial<Omit<MaintenanceSettings, 'texts'>> & {
  texts?: Partial<Record<TextLanguage, Partial<MaintenanceTexts>>>;
};

/** The fields a maintenance body carries, whichever of its two shapes it has. */
export function maintenanceChanges(body: MaintenanceSettingsBody): MaintenanceChanges {
  const source: MaintenanceSettingsFields = body.settings ?? body;
  const changes: Record<string, unknown> = {};
  for (const key of [
    'enabled',
    'title',
    'message',
    'estimatedTime',
    'showCountdown',
    'allowAdmins',
  ] as const) {
    if (source[key] !== undefined) changes[key] = source[key];
  }
  if (source.texts) {
    const texts: Record<string, Partial<MaintenanceTexts>> = {};
    for (const language of TEXT_LANGUAGES) {
      const given = source.texts[language];
      if (!given) continue;
      const fields = Object.fromEntries(
        (['title', 'message', 'estimatedTime'] as const)
          .filter((key) => given[key] !== undefined)
          .map((key) => [key, given[key]]),
      );
      if (Object.keys(fields).length) texts[language] = fields;
    }
    if (Object.keys(texts).length) changes.texts = texts;
  }
  return changes as MaintenanceChanges;
}

/**
 * Saved settings with an update applied. SPEC's title, message and estimatedTime are the French
 * texts; given in `texts.fr` too, `texts.fr` wins.
 */
export function applyMaintenanceChanges(
  before: MaintenanceSettings,
  changes: MaintenanceChanges,
): MaintenanceSettings {
  const { texts: textChanges, title, message, estimatedTime, ...switches } = changes;
  const spec = Object.fromEntries(
    Object.entries({ title, message, estimatedTime }).filter(([, value]) => value !== undefined),
  );
  const texts = Object.fromEntries(
    TEXT_LANGUAGES.map((language) => [
      language,
      ownTexts({
        ...before.texts[language],
        ...(language === 'fr' ? spec : {}),
        ...(textChanges?.[language] ?? {}),
      }),
    ]),
  ) as Record<TextLanguage, MaintenanceTexts>;
  return completeMaintenanceSettings({ ...before, ...switches, texts });
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
  changes: MaintenanceChanges;
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
