import { safeRedirect } from '@/lib/app-paths';

/** The `?redirect=` a page goes on to once its work is done: a path of this site, or nothing. */
export function redirectSearch(search: Record<string, unknown>): { redirect?: string } {
  return { redirect: safeRedirect(search.redirect) };
}

/**
 * The `?email=` of the verification and reset screens (a trimmed string, or nothing), and the
 * `?redirect=` a sign-up started elsewhere (the checkout's login-required modal) returns to.
 */
export function emailSearch(search: Record<string, unknown>): { email?: string; redirect?: string } {
  const email = typeof search.email === 'string' ? search.email.trim() : '';
  return { email: email || undefined, ...redirectSearch(search) };
}
