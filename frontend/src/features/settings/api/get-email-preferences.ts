// GET /api/account/email-preferences: which account emails the user gets and their low-balance
// threshold.
import { useQuery } from '@tanstack/react-query';
import type { EmailPreferencesView } from '@storefront/contracts/browser';
import { apiRequest } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';

export type { EmailPreferences, EmailPreferencesView } from '@storefront/contracts/browser';

export const emailPreferencesQueryKey = (userId: string) => ['account', userId, 'email-preferences'] as const;

export async function getEmailPreferences(signal?: AbortSignal): Promise<EmailPreferencesView> {
  const reply = await apiRequest<Partial<EmailPreferencesView>>('/account/email-preferences', { signal });
  if (!reply?.preferences || typeof reply.low_balance_threshold !== 'number')
    throw new Error('Unexpected email preferences answer');
  return reply as EmailPreferencesView;
}

export function useEmailPreferences() {
  const { user } = useAuth();
  return useQuery({
    queryKey: emailPreferencesQueryKey(user?.id ?? ''),
    queryFn: ({ signal }) => getEmailPreferences(signal),
    enabled: !!user,
  });
}
