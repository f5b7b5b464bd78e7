import type { Catalogue } from '../en';
import { common } from './common';
import { marketing } from './marketing';
import { legal } from './legal';
import { account } from './account';
import { checkout } from './checkout';
import { dashboard } from './dashboard';
import { apiKeys } from './api-keys';
import { notifications } from './notifications';
import { receipts } from './receipts';
import { emailPreferences } from './email-preferences';
import { secondFactor } from './second-factor';
import { accountSessions } from './account-sessions';
import { passkeys } from './passkeys';

export const fr: Catalogue = {
  ...common,
  ...marketing,
  ...legal,
  ...account,
  ...checkout,
  ...dashboard,
  ...notifications,
  ...apiKeys,
  ...receipts,
  ...emailPreferences,
  ...secondFactor,
  ...accountSessions,
  ...passkeys,
};
