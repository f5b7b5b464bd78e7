// POST /api/auth/send-2fa-setup: emails a code to the signed-in user's own address.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export async function sendTwoFactorSetup(email: string): Promise<void> {
  await apiRequest('/auth/send-2fa-setup', { method: 'POST', body: { email } });
}

export function useSendTwoFactorSetup() {
  return useMutation({ mutationFn: sendTwoFactorSetup });
}
