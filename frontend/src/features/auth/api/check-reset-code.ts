// POST /api/reset-password/verify-code: is this reset code right? (It stays usable; a wrong one costs a try.)
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export async function checkResetCode({ email, code }: { email: string; code: string }): Promise<void> {
  await apiRequest('/reset-password/verify-code', { method: 'POST', body: { email, code }, token: null });
}

export function useCheckResetCode() {
  return useMutation({ mutationFn: checkResetCode });
}
