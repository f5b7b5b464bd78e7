// Where auth-js keeps the session: localStorage when the user asked to be remembered, otherwise
// sessionStorage (gone when the browser closes). Reads look in both, so a reload finds either.
import type { SupportedStorage } from '@supabase/auth-js';

/** Every key auth-js writes starts with this (the session, and `-user` / `-code-verifier`). */
export const AUTH_STORAGE_KEY = 'oddsmith.auth';

function store(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null; // Storage disabled: the session lives for this page only.
  }
}

/** A session is stored (remembered or for this browser session). */
export function hasStoredSession(): boolean {
  return (
    store('local')?.getItem(AUTH_STORAGE_KEY) != null || store('session')?.getItem(AUTH_STORAGE_KEY) != null
  );
}

export class RememberableStorage implements SupportedStorage {
  private remember: boolean;

  constructor() {
    // A session restored from sessionStorage was started without "Remember me": keep it there.
    this.remember = store('session')?.getItem(AUTH_STORAGE_KEY) == null;
  }

  /** Chosen at sign-in, before the session is written. */
  setRemember(remember: boolean): void {
    this.remember = remember;
  }

  getItem(key: string): string | null {
    return store('local')?.getItem(key) ?? store('session')?.getItem(key) ?? null;
  }

  setItem(key: string, value: string): void {
    const [target, other] = this.remember
      ? [store('local'), store('session')]
      : [store('session'), store('local')];
    other?.removeItem(key);
    target?.setItem(key, value);
  }

  removeItem(key: string): void {
    store('local')?.removeItem(key);
    store('session')?.removeItem(key);
  }
}

/** Sign-out: drops every key of the auth session, whatever wrote it. */
export function clearStoredSession(): void {
  for (const kind of ['local', 'session'] as const) {
    const storage = store(kind);
    if (!storage) continue;
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
      (key): key is string => !!key && key.startsWith(AUTH_STORAGE_KEY),
    );
    for (const key of keys) storage.removeItem(key);
  }
}
