// PUT /api/account/email-preferences: saves the choices (confirmed and partial payment emails are
// always sent, so they are not sent) and answers what is stored now.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailPreferences, EmailPreferencesView } from '@storefront/contracts/browser';
import { apiRequest } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { emailPreferencesQueryKey } from './get-email-preferences';

/** The preferences a user may turn off. */
export type ChosenEmailPreferences = Omit<EmailPreferences, 'payment_confirmed' | 'payment_partial'>;

export interface EmailPreferencesUpdate {
  preferences: ChosenEmailPreferences;
  low_balance_threshold: number;
}

export function updateEmailPreferences(update: EmailPreferencesUpdate): Promise<EmailPreferencesView> {
  return apiRequest<EmailPreferencesView>('/account/email-preferences', { method: 'PUT', body: update });
}

export function useUpdateEmailPreferences() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmailPreferences,
    onSuccess: (saved) => queryClient.setQueryData(emailPreferencesQueryKey(user?.id ?? ''), saved),
  });
}
