// POST /api/auth/reauthenticate: the password confirmed again, so sensitive changes go through for
// a few minutes. Those changes answer REAUTHENTICATION_NEEDED until then.
import { isAuthError } from '@supabase/auth-js';
import { MfaErrorCode, type ReauthenticatedReply } from '@storefront/contracts/browser';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

export function reauthenticate(password: string): Promise<ReauthenticatedReply> {
  return apiRequest<ReauthenticatedReply>('/auth/reauthenticate', { method: 'POST', body: { password } });
}

/** The server wants the password confirmed before this change. */
export function needsReauthentication(error: unknown): boolean {
  if (error instanceof ApiError) return error.code === MfaErrorCode.ReauthenticationNeeded;
  return isAuthError(error) && error.code === 'reauthentication_needed';
}
