// The English texts of the authenticator-app and recovery-code sign-in steps come with the login
// page's second step, not with every page.
import { addEnglishSections } from '@/lib/i18n/i18n';
import { secondFactor } from '@/lib/i18n/locales/en/second-factor';

addEnglishSections(secondFactor);
