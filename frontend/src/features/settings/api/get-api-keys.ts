// GET /api/account/api-keys: the signed-in user's live API keys, newest first.
import type { ApiKeysResponse } from '@storefront/contracts/browser';
import { listOrThrow, useAccountQuery } from './account-query';

export type { ApiKeyView } from '@storefront/contracts/browser';

export const apiKeysQueryKey = (userId: string) => ['account', userId, 'api-keys'] as const;

export const useApiKeys = () =>
  useAccountQuery(apiKeysQueryKey, '/account/api-keys', (reply: Partial<ApiKeysResponse>) =>
    listOrThrow(reply?.keys, 'Unexpected API keys answer'),
  );
