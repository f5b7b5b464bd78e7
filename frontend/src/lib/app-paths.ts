// Paths of the app's pages. Typed as plain strings so links to pages other parts of the product
// add later (admin, checkout) compile whether or not their route files are in the tree yet.

export const APP_PATHS: {
  home: string;
  login: string;
  register: string;
  accountCreated: string;
  verifyEmail: string;
  resetPassword: string;
  newPassword: string;
  dashboard: string;
  settings: string;
  settingsTwoFactor: string;
  admin: string;
  pricing: string;
  terms: string;
  privacy: string;
  checkoutCrypto: string;
} = {
  home: '/',
  login: '/login',
  register: '/register',
  accountCreated: '/account-created',
  verifyEmail: '/verify-email',
  resetPassword: '/reset-password',
  newPassword: '/new-password',
  dashboard: '/dashboard',
  settings: '/settings',
  settingsTwoFactor: '/settings/2fa',
  admin: '/admin',
  pricing: '/pricing',
  terms: '/terms',
  privacy: '/privacy',
  checkoutCrypto: '/checkout/crypto',
};

/** The login page, asked to come back to `returnTo` once signed in. */
export function loginHref(returnTo?: string): string {
  return returnTo
    ? `${APP_PATHS.login}?${new URLSearchParams({ redirect: returnTo }).toString()}`
    : APP_PATHS.login;
}

/** `path?key=value…`, leaving out empty values. */
export function withQuery(path: string, query: Record<string, string | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** A path on this site: no scheme, no `//host` or `/\host` (browsers read both as another host). */
function isSitePath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return false;
  return ![...value].some((char) => char.charCodeAt(0) < 0x20);
}

/**
 * A `redirect` query value that is safe to follow after sign-in: a path on this site only, even
 * once percent-decoded again (`/%5Cevil.com`, `/%2F%2Fevil.com`), and never back to a page that
 * only signed-out visitors use. Every page that follows a `redirect` takes it through this.
 */
export function safeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string' || !isSitePath(value)) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return undefined;
  }
  if (!isSitePath(decoded)) return undefined;
  const path = decoded.split(/[?#]/)[0];
  const signedOutOnly = [
    APP_PATHS.login,
    APP_PATHS.register,
    APP_PATHS.accountCreated,
    APP_PATHS.verifyEmail,
  ];
  if (signedOutOnly.includes(path)) return undefined;
  return value;
}
