// The English email-preference texts come with the settings tab that shows them, not with every page.
import { addEnglishSections } from '@/lib/i18n/i18n';
import { emailPreferences } from '@/lib/i18n/locales/en/email-preferences';

addEnglishSections(emailPreferences);
