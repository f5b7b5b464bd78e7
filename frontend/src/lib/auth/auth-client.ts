// The auth client as code every page loads sees it: the session's access token, and the moment
// auth-js exists. auth-js itself (gotrue-client.ts, ~25 kB gzip) is loaded only when a session is
// stored or someone signs in, so anonymous visitors never download it.
import type { GoTrueClient } from '@supabase/auth-js';
import { chunkOnce } from '../load-chunk';
import { hasStoredSession } from './session-storage';

type Listener<T> = (value: T) => void;

let created: GoTrueClient | null = null;
const createdListeners = new Set<Listener<GoTrueClient>>();
const suspendedListeners = new Set<Listener<void>>();

const loadGoTrueClient = chunkOnce(() => import('./gotrue-client'));

/** Loads auth-js (once) and returns the app's client. */
export function loadAuthClient(): Promise<GoTrueClient> {
  return loadGoTrueClient().then((module) => module.getAuthClient());
}

/** Calls `listener` with the client once it exists (at once if it already does). */
export function onAuthClientCreated(listener: Listener<GoTrueClient>): () => void {
  if (created) listener(created);
  createdListeners.add(listener);
  return () => createdListeners.delete(listener);
}

/** For gotrue-client.ts: the client has just been made. */
export function announceAuthClient(client: GoTrueClient): void {
  created = client;
  createdListeners.forEach((listener) => listener(client));
}

/** Called when the server refuses to refresh a session because the account is suspended. */
export function onSuspended(listener: () => void): () => void {
  suspendedListeners.add(listener);
  return () => suspendedListeners.delete(listener);
}

export function announceSuspended(): void {
  suspendedListeners.forEach((listener) => listener());
}

/** True when a session may exist: auth-js is loaded, or a session is stored. */
export function mayHaveSession(): boolean {
  return created !== null || hasStoredSession();
}

/** The current session's access token (refreshed first if it has expired), or null. */
export async function currentAccessToken(): Promise<string | null> {
  if (!mayHaveSession()) return null;
  const { data } = await (await loadAuthClient()).getSession();
  return data.session?.access_token ?? null;
}

/** After the API refused a token: one refresh. Null when the session is over (auth-js then signs out). */
export async function refreshAccessToken(): Promise<string | null> {
  if (!mayHaveSession()) return null;
  const { data, error } = await (await loadAuthClient()).refreshSession();
  return error ? null : (data.session?.access_token ?? null);
}
