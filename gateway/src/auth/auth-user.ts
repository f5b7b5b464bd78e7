import type { Aal, AdminActor, AdminRole, Caller } from '@storefront/contracts';

/** The signed-in caller, from a verified access token whose session is still live. */
export interface AuthUser {
  id: string;
  email: string;
  /**
   * From the token: at most one access-token lifetime stale when rights were granted, and never
   * stale when they were removed (removal ends the sessions). AdminGuard asks the auth service.
   */
  isAdmin: boolean;
  /** Set by the admin check (AdminAccess) once the auth service confirmed it; never from the token. */
  adminRole?: AdminRole;
  sessionId: string;
  aal: Aal;
  /** Two-factor is on for the account; until `aal` is aal2 the product API refuses the session. */
  twoFactorEnabled: boolean;
}

/** The signed-in caller as the services are told of them: the user and the session. */
export const callerOf = (user: Pick<AuthUser, 'id' | 'sessionId'>): Caller => ({
  userId: user.id,
  sessionId: user.sessionId,
});

/** The administrator acting, as the services are told of them: with the role the admin check confirmed. */
export const actorOf = (admin: AuthUser): AdminActor => ({
  id: admin.id,
  email: admin.email,
  ...(admin.adminRole ? { role: admin.adminRole } : {}),
});
