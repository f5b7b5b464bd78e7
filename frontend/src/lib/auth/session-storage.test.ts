import { describe, expect, it } from 'vitest';
import {
  AUTH_STORAGE_KEY,
  clearStoredSession,
  hasStoredSession,
  RememberableStorage,
} from './session-storage';

describe('RememberableStorage ("Remember me")', () => {
  it('keeps a remembered session in localStorage and a not-remembered one in sessionStorage', () => {
    const storage = new RememberableStorage();
    storage.setItem(AUTH_STORAGE_KEY, 'a');
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBe('a');

    storage.setRemember(false);
    storage.setItem(AUTH_STORAGE_KEY, 'b');
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(sessionStorage.getItem(AUTH_STORAGE_KEY)).toBe('b');
    expect(storage.getItem(AUTH_STORAGE_KEY)).toBe('b');
  });

  it('after a reload, a session found in sessionStorage stays there when refreshed', () => {
    sessionStorage.setItem(AUTH_STORAGE_KEY, 'old');
    const storage = new RememberableStorage();
    storage.setItem(AUTH_STORAGE_KEY, 'refreshed');
    expect(sessionStorage.getItem(AUTH_STORAGE_KEY)).toBe('refreshed');
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it('clearStoredSession removes every key of the auth session and nothing else', () => {
    localStorage.setItem(AUTH_STORAGE_KEY, 's');
    localStorage.setItem(`${AUTH_STORAGE_KEY}-user`, 'u');
    sessionStorage.setItem(`${AUTH_STORAGE_KEY}-code-verifier`, 'v');
    localStorage.setItem('oddsmith.cart', '[]');
    expect(hasStoredSession()).toBe(true);
    clearStoredSession();
    expect(hasStoredSession()).toBe(false);
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(`${AUTH_STORAGE_KEY}-user`)).toBeNull();
    expect(sessionStorage.getItem(`${AUTH_STORAGE_KEY}-code-verifier`)).toBeNull();
    expect(localStorage.getItem('oddsmith.cart')).toBe('[]');
  });
});
