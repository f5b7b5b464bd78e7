// POST /api/admin/service-keys: a key that acts for any user within its scopes; the answer carries
// its secret, which is never sent again.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useInvalidate } from '@/lib/api/api-query';
import type { ApiKeyScope, CreatedApiKey } from '../../admin-contracts';
import { serviceKeysQueryKey } from './get-service-keys';

export interface NewServiceKey {
  name: string;
  scopes: ApiKeyScope[];
  /** ISO date-time in the future, at most SERVICE_KEY_EXPIRY_MAX_DAYS ahead: every key expires. */
  expiresAt: string;
}

export function createServiceKey(key: NewServiceKey): Promise<CreatedApiKey> {
  return apiRequest<CreatedApiKey>('/admin/service-keys', { method: 'POST', body: key });
}

export function useCreateServiceKey() {
  return useMutation({
    mutationFn: createServiceKey,
    onSuccess: useInvalidate(serviceKeysQueryKey),
  });
}
