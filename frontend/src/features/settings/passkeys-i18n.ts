// The English texts of passkeys come with Settings' code, not with every page.
import { addEnglishSections } from '@/lib/i18n/i18n';
import { passkeys } from '@/lib/i18n/locales/en/passkeys';

addEnglishSections(passkeys);
