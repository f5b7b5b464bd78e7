// The English dashboard texts come with the dashboard's code, not with every page (see enCore).
import { addEnglishSections } from '@/lib/i18n/i18n';
import { dashboard } from '@/lib/i18n/locales/en/dashboard';

addEnglishSections(dashboard);
