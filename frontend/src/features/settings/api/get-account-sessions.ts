// GET /api/account/sessions: the signed-in user's live sessions, this device first.
import type { AccountSessionsResponse } from '@storefront/contracts/browser';
import { listOrThrow, useAccountQuery } from './account-query';

export type { AccountSessionView } from '@storefront/contracts/browser';

export const accountSessionsQueryKey = (userId: string) => ['account', userId, 'sessions'] as const;

export const useAccountSessions = () =>
  useAccountQuery(accountSessionsQueryKey, '/account/sessions', (reply: Partial<AccountSessionsResponse>) =>
    listOrThrow(reply?.sessions, 'Unexpected sessions answer'),
  );
