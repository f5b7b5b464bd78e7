import { common } from './common';
import { marketing } from './marketing';
import { account } from './account';
import { payment } from './checkout';
import { notifications } from './notifications';

/**
 * The English the entry carries: the shell, the home page, accounts, the bell, and the payment
 * texts (route guards toast an invalid payment id). Legal texts, the checkout page and the
 * dashboard come with the pages that show them (addEnglishSections).
 */
export const enCore = {
  ...common,
  ...marketing,
  ...account,
  ...payment,
  ...notifications,
};
