import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { AuthErrorCode, AuthMessages, AuthSubjects } from '@storefront/contracts';
import { MessageBus, ServiceError } from '@storefront/platform';
import type { AuthUser } from './auth-user';

/**
 * After JwtAuthGuard: the caller must be an active administrator right now, as the auth service
 * says; the token's claim is never trusted for this. A failed check refuses.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(private readonly bus: MessageBus) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<{ user?: AuthUser }>();
    if (!request.user) throw ServiceError.unauthorized(AuthMessages.signInRequired, AuthErrorCode.NoAuthorization);
    const { isAdmin } = await this.bus.request(AuthSubjects.isAdmin, { userId: request.user.id });
    if (!isAdmin) throw ServiceError.forbidden(AuthMessages.notAdmin, AuthErrorCode.NotAdmin);
    request.user.isAdmin = true;
    return true;
  }
}
