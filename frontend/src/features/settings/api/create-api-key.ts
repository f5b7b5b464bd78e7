// POST /api/account/api-keys: a new key; the answer carries its secret, which is never sent again.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useInvalidate } from '@/lib/api/api-query';
import { useAuth } from '@/lib/auth/auth-context';
import type { CreatedApiKey } from '@storefront/contracts/browser';
import { apiKeysQueryKey } from './get-api-keys';

export type { CreatedApiKey } from '@storefront/contracts/browser';

export function createApiKey(name: string): Promise<CreatedApiKey> {
  return apiRequest<CreatedApiKey>('/account/api-keys', { method: 'POST', body: { name } });
}

export function useCreateApiKey() {
  const { user } = useAuth();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: useInvalidate(apiKeysQueryKey(user?.id ?? '')),
  });
}
