import { Injectable } from '@nestjs/common';
import { AdminRole, AuthErrorCode, AuthMessages, AuthSubjects } from '@storefront/contracts';
import { ExpiringMap, MessageBus, ServiceError } from '@storefront/platform';
import type { AuthUser } from './auth-user';

/** How long the auth service's answer stands for one session. */
export const ADMIN_CHECK_TTL_MS = 5_000;
/** Sessions whose answer one gateway remembers; the oldest go first. */
export const ADMIN_CHECKS_MAX = 1_000;

/**
 * The one admin check of the gateway: the caller's back-office role right now, as the auth service
 * says (the token's claim is never trusted for this), for routes, sockets and the maintenance
 * screen alike. A failed check refuses.
 *
 * A role is remembered for a few seconds per session, so a back-office screen does not ask the auth
 * service on every request. Suspending a user or removing their admin rights ends all their
 * sessions, and JwtAuthGuard refuses an ended session before any role check, so that takes effect
 * at once; a role changed to a narrower one holds at most this long. "Not an administrator" is
 * never remembered.
 */
@Injectable()
export class AdminAccess {
  /** `userId:sessionId` → the role that session's user held when last asked. */
  private readonly confirmed = new ExpiringMap<string, AdminRole>({ maxEntries: ADMIN_CHECKS_MAX });

  constructor(private readonly bus: MessageBus) {}

  /** The caller's role, or null for anyone who is not an active administrator. */
  async roleOf(user: Pick<AuthUser, 'id' | 'sessionId'>): Promise<AdminRole | null> {
    const session = `${user.id}:${user.sessionId}`;
    const known = this.confirmed.get(session);
    if (known) return known;
    const { role } = await this.bus.request(AuthSubjects.isAdmin, { userId: user.id });
    if (role) this.confirmed.set(session, role, Date.now() + ADMIN_CHECK_TTL_MS);
    return role ?? null;
  }

  /**
   * Refuses (403) unless the caller is an administrator holding one of `roles` (any role when
   * empty); marks the caller as admin with that role.
   */
  async require(user: AuthUser | undefined, roles: readonly AdminRole[] = []): Promise<AdminRole> {
    if (!user) throw ServiceError.unauthorized(AuthMessages.signInRequired, AuthErrorCode.NoAuthorization);
    const role = await this.roleOf(user);
    if (!role) throw ServiceError.forbidden(AuthMessages.notAdmin, AuthErrorCode.NotAdmin);
    user.isAdmin = true;
    user.adminRole = role;
    allowRole(role, roles);
    return role;
  }
}

/** Refuses (403 ROLE_NOT_ALLOWED) an administrator whose role is not among `roles` (empty: any). */
export function allowRole(role: AdminRole | null | undefined, roles: readonly AdminRole[]): void {
  if (!role) throw ServiceError.forbidden(AuthMessages.notAdmin, AuthErrorCode.NotAdmin);
  if (roles.length && !roles.includes(role))
    throw ServiceError.forbidden(AuthMessages.roleNotAllowed, AuthErrorCode.RoleNotAllowed);
}
