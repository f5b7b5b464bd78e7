// The English Sessions texts come with the settings tab that shows them, not with every page.
import { addEnglishSections } from '@/lib/i18n/i18n';
import { accountSessions } from '@/lib/i18n/locales/en/account-sessions';

addEnglishSections(accountSessions);
