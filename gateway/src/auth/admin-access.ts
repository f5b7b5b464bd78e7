import { Injectable } from '@nestjs/common';
import {
  AdminRole,
  AuthErrorCode,
  AUTH_MESSAGES,
  AuthSubjects,
  SECOND_FACTOR_ROLES,
} from '@storefront/contracts';
import { ExpiringMap, MessageBus, ServiceError } from '@storefront/platform';
import type { AuthUser } from './auth-user';

/** How long the auth service's answer stands for one session. */
export const ADMIN_CHECK_TTL_MS = 5_000;
/** Sessions whose answer one gateway remembers; the oldest go first. */
export const ADMIN_CHECKS_MAX = 1_000;

/** An active administrator as the auth service sees them now. */
export interface AdminStanding {
  role: AdminRole;
  /** The account has some second factor (an authenticator app, the emailed code, …). */
  secondFactor: boolean;
}

/**
 * The one admin check of the gateway: the caller's back-office role right now, as the auth service
 * says (the token's claim is never trusted for this), for routes, sockets and the maintenance
 * screen alike. A failed check refuses.
 *
 * A role is remembered for a few seconds per session, so a back-office screen does not ask the auth
 * service on every request. Suspending a user or removing their admin rights ends all their
 * sessions, and JwtAuthGuard refuses an ended session before any role check, so that takes effect
 * at once; a role changed to a narrower one holds at most this long. "Not an administrator" is
 * never remembered, nor a standing the staff rule refuses, so a second factor just set up lets the
 * very next request in.
 */
@Injectable()
export class AdminAccess {
  /** `userId:sessionId` → what that session's user was when last asked. */
  private readonly confirmed = new ExpiringMap<string, AdminStanding>({ maxEntries: ADMIN_CHECKS_MAX });

  constructor(private readonly bus: MessageBus) {}

  /** The caller's role and second factor, or null for anyone who is not an active administrator. */
  async standingOf(user: Pick<AuthUser, 'id' | 'sessionId'>): Promise<AdminStanding | null> {
    const session = `${user.id}:${user.sessionId}`;
    const known = this.confirmed.get(session);
    if (known) return known;
    const { role, secondFactor } = await this.bus.request(AuthSubjects.isAdmin, { userId: user.id });
    if (!role) return null;
    const standing = { role, secondFactor: secondFactor === true };
    if (!lacksSecondFactor(standing)) this.confirmed.set(session, standing, Date.now() + ADMIN_CHECK_TTL_MS);
    return standing;
  }

  /** The caller's role, or null for anyone who is not an active administrator. */
  async roleOf(user: Pick<AuthUser, 'id' | 'sessionId'>): Promise<AdminRole | null> {
    return (await this.standingOf(user))?.role ?? null;
  }

  /**
   * Refuses (403) unless the caller is an administrator holding one of `roles` (any role when
   * empty) and, for the roles that need one, has a second factor and signed in with it; marks the
   * caller as admin with that role.
   */
  async require(user: AuthUser | undefined, roles: readonly AdminRole[] = []): Promise<AdminRole> {
    if (!user) throw ServiceError.unauthorized(AUTH_MESSAGES.signInRequired, AuthErrorCode.NoAuthorization);
    const standing = await this.standingOf(user);
    if (!standing) throw ServiceError.forbidden(AUTH_MESSAGES.notAdmin, AuthErrorCode.NotAdmin);
    const refused = staffRefusal(user, standing);
    if (refused) throw refused;
    user.isAdmin = true;
    user.adminRole = standing.role;
    allowRole(standing.role, roles);
    return standing.role;
  }
}

/** A role that needs a second factor, on an account without one. */
export function lacksSecondFactor(standing: AdminStanding): boolean {
  return SECOND_FACTOR_ROLES.includes(standing.role) && !standing.secondFactor;
}

/**
 * Owners and finance act only with a second factor on the account (403
 * STAFF_SECOND_FACTOR_REQUIRED) and a session that passed it (403 MFA_REQUIRED, judged on the auth
 * service's answer, not on the token's claim, which predates a factor added since); null when the
 * caller may go on.
 */
export function staffRefusal(user: Pick<AuthUser, 'aal'>, standing: AdminStanding): ServiceError | null {
  if (!SECOND_FACTOR_ROLES.includes(standing.role)) return null;
  if (!standing.secondFactor)
    return ServiceError.forbidden(
      AUTH_MESSAGES.staffSecondFactorRequired,
      AuthErrorCode.StaffSecondFactorRequired,
    );
  if (user.aal !== 'aal2')
    return ServiceError.forbidden(AUTH_MESSAGES.mfaRequired, AuthErrorCode.MfaRequired);
  return null;
}

/** Refuses (403 ROLE_NOT_ALLOWED) an administrator whose role is not among `roles` (empty: any). */
export function allowRole(role: AdminRole | null | undefined, roles: readonly AdminRole[]): void {
  if (!role) throw ServiceError.forbidden(AUTH_MESSAGES.notAdmin, AuthErrorCode.NotAdmin);
  if (roles.length && !roles.includes(role))
    throw ServiceError.forbidden(AUTH_MESSAGES.roleNotAllowed, AuthErrorCode.RoleNotAllowed);
}
