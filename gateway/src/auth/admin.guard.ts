import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { AuthErrorCode, AuthMessages, AuthSubjects } from '@storefront/contracts';
import { ExpiringMap, MessageBus, ServiceError } from '@storefront/platform';
import type { AuthUser } from './auth-user';

/** How long the auth service's yes stands for one session. */
export const ADMIN_CHECK_TTL_MS = 5_000;
/** Sessions whose yes one gateway remembers; the oldest go first. */
export const ADMIN_CHECKS_MAX = 1_000;

/**
 * After JwtAuthGuard: the caller must be an active administrator right now, as the auth service
 * says; the token's claim is never trusted for this. A failed check refuses.
 *
 * The auth service's yes is remembered for a few seconds per session, so a back-office screen
 * does not ask it on every request. That keeps the promise above: suspending a user or removing
 * their admin rights ends all their sessions, and JwtAuthGuard refuses an ended session on every
 * request before this guard runs, so the change takes effect at once. The short life bounds the
 * one case left, rights removed while ending the sessions failed. A no is never remembered.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  /** `userId:sessionId` of the sessions whose yes still stands. */
  private readonly confirmed = new ExpiringMap<string, true>({ maxEntries: ADMIN_CHECKS_MAX });

  constructor(private readonly bus: MessageBus) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<{ user?: AuthUser }>();
    const user = request.user;
    if (!user) throw ServiceError.unauthorized(AuthMessages.signInRequired, AuthErrorCode.NoAuthorization);
    const session = `${user.id}:${user.sessionId}`;
    if (!this.confirmed.get(session)) {
      const { isAdmin } = await this.bus.request(AuthSubjects.isAdmin, { userId: user.id });
      if (!isAdmin) throw ServiceError.forbidden(AuthMessages.notAdmin, AuthErrorCode.NotAdmin);
      this.confirmed.set(session, true, Date.now() + ADMIN_CHECK_TTL_MS);
    }
    user.isAdmin = true;
    return true;
  }
}
