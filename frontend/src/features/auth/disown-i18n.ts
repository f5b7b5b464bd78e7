// The English texts of the "This wasn't me" page come with it, not with every page.
import { addEnglishSections } from '@/lib/i18n/i18n';
import { accountSessions } from '@/lib/i18n/locales/en/account-sessions';

addEnglishSections(accountSessions);
