import { ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { AuthErrorCode, AUTH_MESSAGES } from '@storefront/contracts';
import { ServiceError } from '@storefront/platform';
import jwt from 'jsonwebtoken';
import { badToken } from './access-token.verifier';
import { ALLOW_PENDING_TWO_FACTOR } from './allow-pending-two-factor.decorator';
import type { AuthUser } from './auth-user';
import { passedSecondFactor } from './bearer-token';

/**
 * A route needs a valid access token of a live session, at aal2 when the account has two-factor
 * on. The caller is then `@CurrentUser()`.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    await super.canActivate(context);
    const user = context.switchToHttp().getRequest<{ user: AuthUser }>().user;
    const pendingAllowed = this.reflector.getAllAndOverride<boolean>(ALLOW_PENDING_TWO_FACTOR, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!passedSecondFactor(user) && !pendingAllowed) {
      throw ServiceError.forbidden(AUTH_MESSAGES.mfaRequired, AuthErrorCode.MfaRequired);
    }
    return true;
  }

  override handleRequest<T = AuthUser>(err: unknown, user: T, info: unknown): T {
    if (err instanceof ServiceError) throw err;
    if (user && !err) return user;
    if (info instanceof jwt.TokenExpiredError) throw badToken(AUTH_MESSAGES.sessionExpired);
    if (info instanceof ServiceError) throw info;
    if (info instanceof Error && /no auth token/i.test(info.message)) {
      throw ServiceError.unauthorized(AUTH_MESSAGES.signInRequired, AuthErrorCode.NoAuthorization);
    }
    throw badToken();
  }
}
