// GET /api/auth/recovery-codes (how many are left) and POST (a new set, shown once).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NewRecoveryCodes, RecoveryCodesStatus } from '@storefront/contracts/browser';
import { apiRequest } from '@/lib/api-client';
import { useReloadingMutation } from '@/lib/api/api-query';

export const recoveryCodesQuery = queryOptions({
  queryKey: ['account', 'recovery-codes'],
  queryFn: () => apiRequest<RecoveryCodesStatus>('/auth/recovery-codes'),
});

export function useRecoveryCodesStatus(enabled: boolean) {
  return useQuery({ ...recoveryCodesQuery, enabled });
}

export function regenerateRecoveryCodes(): Promise<NewRecoveryCodes> {
  return apiRequest<NewRecoveryCodes>('/auth/recovery-codes', { method: 'POST' });
}

export function useRegenerateRecoveryCodes() {
  return useReloadingMutation(regenerateRecoveryCodes, recoveryCodesQuery.queryKey);
}
