import {
  applyDecorators,
  createParamDecorator,
  ExecutionContext,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
import { type AdminRole, MONEY_ROLES } from '@storefront/contracts';
import { ADMIN_ROLES_KEY, AdminGuard } from './admin.guard';
import type { AuthUser } from './auth-user';
import { JwtAuthGuard } from './jwt-auth.guard';
import { RecentAuthentication } from './recent-authentication';

/** The signed-in caller on a route guarded by JwtAuthGuard (`@SignedIn()` or `@AdminOnly()`). */
export const CurrentUser = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): AuthUser =>
    ctx.switchToHttp().getRequest<{ user: AuthUser }>().user,
);

/** The route needs a signed-in user (aal2 when two-factor is on). */
export const SignedIn = () => applyDecorators(UseGuards(JwtAuthGuard), ApiBearerAuth());

/**
 * The route needs a signed-in, active administrator holding one of `roles` (any role when none are
 * named), checked with the auth service. On a method it replaces the controller's roles.
 */
export const AdminOnly = (...roles: AdminRole[]) =>
  applyDecorators(SetMetadata(ADMIN_ROLES_KEY, roles), UseGuards(JwtAuthGuard, AdminGuard), ApiBearerAuth());

/** Roles allowed to change an admin route's method when its controller admits every role. */
export const AdminRoles = (...roles: AdminRole[]) => SetMetadata(ADMIN_ROLES_KEY, roles);

/** A change to a customer's money: finance and owner only, after a recent re-authentication. */
export const MoneyChange = () => applyDecorators(AdminRoles(...MONEY_ROLES), RecentAuthentication());
