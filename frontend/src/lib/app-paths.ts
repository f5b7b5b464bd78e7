// Pages that other parts of the product own (accounts, dashboard, checkout). Typed as plain strings
// so links to them compile whether or not their route files are in the tree yet.

export const APP_PATHS: {
  login: string;
  register: string;
  dashboard: string;
  checkoutCrypto: string;
} = {
  login: '/login',
  register: '/register',
  dashboard: '/dashboard',
  checkoutCrypto: '/checkout/crypto',
};

/** The login page, asked to come back to `returnTo` once signed in. */
export function loginHref(returnTo?: string): string {
  return returnTo ? `${APP_PATHS.login}?${new URLSearchParams({ redirect: returnTo }).toString()}` : APP_PATHS.login;
}
