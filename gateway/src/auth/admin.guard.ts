import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { AdminRole } from '@storefront/contracts';
import { AdminAccess } from './admin-access';
import type { AuthUser } from './auth-user';
import {
  NeedsRecentAuthentication,
  RECENT_AUTHENTICATION_KEY,
  RecentAuthenticationCheck,
} from './recent-authentication';

/** Metadata key of the roles a route admits (`@AdminOnly(...roles)`); none means any role. */
export const ADMIN_ROLES_KEY = 'admin-roles';

/**
 * After JwtAuthGuard: the caller must be an active administrator holding one of the route's roles
 * right now (AdminAccess asks the auth service), with a second factor for the roles that need one.
 * A method's roles replace its controller's. A route marked `@RecentAuthentication()` also needs
 * the password proved lately.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(
    private readonly access: AdminAccess,
    private readonly recent: RecentAuthenticationCheck,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<{ user?: AuthUser; body?: unknown }>();
    const roles =
      this.reflector.getAllAndOverride<AdminRole[] | undefined>(ADMIN_ROLES_KEY, [
        context.getHandler(),
        context.getClass(),
      ]) ?? [];
    await this.access.require(request.user, roles);
    const needsRecent = this.reflector.get<NeedsRecentAuthentication | undefined>(
      RECENT_AUTHENTICATION_KEY,
      context.getHandler(),
    );
    if (needsRecent?.(request.body)) await this.recent.require(request.user!);
    return true;
  }
}
