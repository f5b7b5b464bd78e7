// The English texts of authenticator apps, recovery codes and re-authentication come with the
// settings that show them, not with every page.
import { addEnglishSections } from '@/lib/i18n/i18n';
import { secondFactor } from '@/lib/i18n/locales/en/second-factor';

addEnglishSections(secondFactor);
