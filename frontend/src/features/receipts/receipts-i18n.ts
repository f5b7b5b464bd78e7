// The English receipt texts come with the receipt page, not with every page.
import { addEnglishSections } from '@/lib/i18n/i18n';
import { receipts } from '@/lib/i18n/locales/en/receipts';

addEnglishSections(receipts);
