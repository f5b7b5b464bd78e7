// The browser's one auth-js client, talking to the gateway's GoTrue-compatible /auth/v1. It keeps
// the session under AUTH_STORAGE_KEY, refreshes it before expiry and reports changes through
// onAuthStateChange (which the AuthProvider listens to). Code every page loads reaches it through
// auth-client.ts, which loads this module on demand.
import { AuthClient, type GoTrueClient } from '@supabase/auth-js';
import { announceAuthClient, announceSuspended } from './auth-client-events';
import { noteRetryAfter } from './rate-limit-wait';
import { AUTH_STORAGE_KEY, RememberableStorage } from './session-storage';

export const AUTH_BASE_PATH = '/auth/v1';

export const authStorage = new RememberableStorage();

/**
 * fetch for auth-js that also notices a suspension (the refresh grant answers 403 `user_banned`
 * once an administrator suspends the account; auth-js then drops the session by itself) and how
 * long a refusal for too many requests asks to wait.
 */
async function observingFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const response = await fetch(input, init);
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (response.status === 429) noteRetryAfter(response.headers.get('retry-after'));
  if (response.status === 403 && url.includes('grant_type=refresh_token')) {
    const body = (await response
      .clone()
      .json()
      .catch(() => null)) as { error_code?: string } | null;
    if (body?.error_code === 'user_banned') announceSuspended();
  }
  return response;
}

let client: GoTrueClient | null = null;

export function getAuthClient(): GoTrueClient {
  if (!client) {
    client = new AuthClient({
      url: `${window.location.origin}${AUTH_BASE_PATH}`,
      storageKey: AUTH_STORAGE_KEY,
      storage: authStorage,
      autoRefreshToken: true,
      persistSession: true,
      detectSessionInUrl: false,
      fetch: observingFetch,
      // The gateway serves GoTrue's passkey API (auth.passkey.*).
      experimental: { passkey: true },
    });
    announceAuthClient(client);
  }
  return client;
}
