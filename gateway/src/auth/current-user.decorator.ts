import { applyDecorators, createParamDecorator, ExecutionContext, UseGuards } from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
import { AdminGuard } from './admin.guard';
import type { AuthUser } from './auth-user';
import { JwtAuthGuard } from './jwt-auth.guard';

/** The signed-in caller on a route guarded by JwtAuthGuard (`@SignedIn()` or `@AdminOnly()`). */
export const CurrentUser = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): AuthUser =>
    ctx.switchToHttp().getRequest<{ user: AuthUser }>().user,
);

/** The route needs a signed-in user (aal2 when two-factor is on). */
export const SignedIn = () => applyDecorators(UseGuards(JwtAuthGuard), ApiBearerAuth());

/** The route needs a signed-in, active administrator, checked with the auth service on each call. */
export const AdminOnly = () => applyDecorators(UseGuards(JwtAuthGuard, AdminGuard), ApiBearerAuth());
