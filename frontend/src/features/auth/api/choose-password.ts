// POST /api/account/choose-password: the password of an account whose sign-up code was confirmed
// from another device or address than its sign-up (the one given then was dropped).
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function choosePassword(password: string): Promise<{ success: true; message: string }> {
  return apiRequest('/account/choose-password', { method: 'POST', body: { password } });
}

export function useChoosePassword() {
  return useMutation({ mutationFn: choosePassword });
}
