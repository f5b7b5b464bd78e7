// The English checkout page texts come with the checkout's code, not with every page (see enCore).
import { addEnglishSections } from '@/lib/i18n/i18n';
import { checkoutPage } from '@/lib/i18n/locales/en/checkout';

addEnglishSections(checkoutPage);
