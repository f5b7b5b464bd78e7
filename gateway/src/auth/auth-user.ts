import type { Aal } from '@storefront/contracts';

/** The signed-in caller, from a verified access token whose session is still live. */
export interface AuthUser {
  id: string;
  email: string;
  /**
   * From the token: at most one access-token lifetime stale when rights were granted, and never
   * stale when they were removed (removal ends the sessions). AdminGuard asks the auth service.
   */
  isAdmin: boolean;
  sessionId: string;
  aal: Aal;
  /** Two-factor is on for the account; until `aal` is aal2 the product API refuses the session. */
  twoFactorEnabled: boolean;
}
