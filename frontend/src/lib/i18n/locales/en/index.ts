import { enCore } from './core';
import { legal } from './legal';
import { checkoutPage } from './checkout';
import { dashboard } from './dashboard';
import { apiKeys } from './api-keys';
import { receipts } from './receipts';
import { emailPreferences } from './email-preferences';
import { secondFactor } from './second-factor';
import { accountSessions } from './account-sessions';
import { passkeys } from './passkeys';

/** The English catalogue: the reference every other language must match key for key. */
export const en = {
  ...enCore,
  ...legal,
  ...checkoutPage,
  ...dashboard,
  ...apiKeys,
  ...receipts,
  ...emailPreferences,
  ...secondFactor,
  ...accountSessions,
  ...passkeys,
};
export type Catalogue = typeof en;
