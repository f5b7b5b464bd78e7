// What the maintenance screen says when an administrator wrote nothing, per language. No decorators
// here: the browser entry exports it.
import type { TextLanguage } from '../stored-texts/stored-texts';

/** What the maintenance screen says, in one language. */
export interface MaintenanceTexts {
  title: string;
  message: string;
  estimatedTime: string;
}

/** The back office's own defaults, per language (SPEC's French ones first). */
export const MAINTENANCE_DEFAULT_TEXTS: Record<TextLanguage, MaintenanceTexts> = {
  fr: { title: 'Site en Maintenance', message: '', estimatedTime: '2-3 heures' },
  en: { title: 'Site under Maintenance', message: '', estimatedTime: '2-3 hours' },
};

/** What the visitor's screen falls back to for a text left empty, per language. */
export const MAINTENANCE_VISITOR_DEFAULTS: Record<TextLanguage, MaintenanceTexts> = {
  fr: { title: 'Maintenance', message: 'Site en maintenance', estimatedTime: '2-3 heures' },
  en: { title: 'Maintenance', message: 'Site under maintenance', estimatedTime: '2-3 hours' },
};
