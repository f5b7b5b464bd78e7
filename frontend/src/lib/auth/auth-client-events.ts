// When auth-js's client comes to exist, and when the server says the account is suspended: told by
// gotrue-client.ts (loaded on demand), heard by code every page loads.
import type { GoTrueClient } from '@supabase/auth-js';

type Listener<T> = (value: T) => void;

let created: GoTrueClient | null = null;
const createdListeners = new Set<Listener<GoTrueClient>>();
const suspendedListeners = new Set<Listener<void>>();

/** The client, once gotrue-client.ts has made it. */
export function createdAuthClient(): GoTrueClient | null {
  return created;
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
