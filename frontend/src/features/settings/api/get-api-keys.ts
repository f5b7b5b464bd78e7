// GET /api/account/api-keys: the signed-in user's live API keys, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiKeysResponse, ApiKeyView } from '@storefront/contracts/browser';
import { apiRequest } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';

export type { ApiKeyView } from '@storefront/contracts/browser';

export const apiKeysQueryKey = (userId: string) => ['account', userId, 'api-keys'] as const;

export async function getApiKeys(signal?: AbortSignal): Promise<ApiKeyView[]> {
  const reply = await apiRequest<Partial<ApiKeysResponse>>('/account/api-keys', { signal });
  if (!Array.isArray(reply?.keys)) throw new Error('Unexpected API keys answer');
  return reply.keys;
}

export function useApiKeys() {
  const { user } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: apiKeysQueryKey(user?.id ?? ''),
      queryFn: ({ signal }) => getApiKeys(signal),
      enabled: !!user,
    }),
  );
}
