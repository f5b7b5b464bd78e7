// GET /api/account/api-keys: the signed-in user's live API keys, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiKeysResponse, ApiKeyView, PERSONAL_KEYS_MAX } from '@storefront/contracts';
import { apiRequest } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';

export type { ApiKeyView } from '@storefront/contracts';

/** The most live keys a user may hold; the server refuses an eleventh. */
export const MAX_API_KEYS = 10 satisfies typeof PERSONAL_KEYS_MAX;

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
