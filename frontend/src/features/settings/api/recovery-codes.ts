// GET /api/auth/recovery-codes (how many are left) and POST (a new set, shown once).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NewRecoveryCodes, RecoveryCodesStatus } from '@storefront/contracts/browser';
import { apiRequest } from '@/lib/api-client';

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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateRecoveryCodes,
    onSettled: () => queryClient.invalidateQueries({ queryKey: recoveryCodesQuery.queryKey }),
  });
}
