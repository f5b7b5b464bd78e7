// The English API-key texts come with the settings tab that shows them, not with every page.
import { addEnglishSections } from '@/lib/i18n/i18n';
import { apiKeys } from '@/lib/i18n/locales/en/api-keys';

addEnglishSections(apiKeys);
