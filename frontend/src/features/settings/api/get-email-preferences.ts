// GET /api/account/email-preferences: which account emails the user gets and their low-balance
// threshold.
import type { EmailPreferencesView } from '@storefront/contracts/browser';
import { useAccountQuery } from './account-query';

export type { EmailPreferences, EmailPreferencesView } from '@storefront/contracts/browser';

export const emailPreferencesQueryKey = (userId: string) => ['account', userId, 'email-preferences'] as const;

export const useEmailPreferences = () =>
  useAccountQuery(
    emailPreferencesQueryKey,
    '/account/email-preferences',
    (reply: Partial<EmailPreferencesView>) => {
      if (!reply?.preferences || typeof reply.low_balance_threshold !== 'number')
        throw new Error('Unexpected email preferences answer');
      return reply as EmailPreferencesView;
    },
  );
