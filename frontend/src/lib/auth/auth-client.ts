// The auth client as code every page loads sees it: the session's access token, and the moment
// auth-js exists. auth-js itself (gotrue-client.ts, ~25 kB gzip) is loaded only when a session is
// stored or someone signs in, so anonymous visitors never download it.
import type { GoTrueClient } from '@supabase/auth-js';
import { chunkOnce } from '../load-chunk';
import { createdAuthClient } from './auth-client-events';
import { hasStoredSession } from './session-storage';

export { onAuthClientCreated, onSuspended } from './auth-client-events';

const loadGoTrueClient = chunkOnce(() => import('./gotrue-client'));

/** Loads auth-js (once) and returns the app's client. */
export function loadAuthClient(): Promise<GoTrueClient> {
  return loadGoTrueClient().then((module) => module.getAuthClient());
}

/** True when a session may exist: auth-js is loaded, or a session is stored. */
export function mayHaveSession(): boolean {
  return createdAuthClient() !== null || hasStoredSession();
}

/** The current session's access token (refreshed first if it has expired), or null. */
export async function currentAccessToken(): Promise<string | null> {
  if (!mayHaveSession()) return null;
  const { data } = await (await loadAuthClient()).getSession();
  return data.session?.access_token ?? null;
}

/**
 * After the API refused a token: one refresh. Null when the session is over; then it is signed out
 * on this device too. auth-js keeps a session whose access token has not expired when its refresh
 * is refused, but a refusal (4xx) means the session ended elsewhere: signed out from another device
 * or Settings › Sessions, or the account suspended. A network failure keeps the session.
 */
export async function refreshAccessToken(): Promise<string | null> {
  if (!mayHaveSession()) return null;
  const client = await loadAuthClient();
  const { data, error } = await client.refreshSession();
  if (!error) return data.session?.access_token ?? null;
  // Only the server's own refusal (AuthApiError), not a refresh discarded because another tab
  // refreshed meanwhile (409) or a missing session.
  const { name, status = 0 } = error as { name?: string; status?: number };
  if (name === 'AuthApiError' && status >= 400 && status < 500)
    await client.signOut({ scope: 'local' }).catch(() => undefined);
  return null;
}
