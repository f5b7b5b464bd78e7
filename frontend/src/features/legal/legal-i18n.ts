// The English legal texts come with the legal pages' code, not with every page (see enCore).
import { addEnglishSections } from '@/lib/i18n/i18n';
import { legal } from '@/lib/i18n/locales/en/legal';

addEnglishSections(legal);
