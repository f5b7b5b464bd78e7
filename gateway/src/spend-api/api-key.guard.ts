import {
  applyDecorators,
  CanActivate,
  createParamDecorator,
  ExecutionContext,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiBearerAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import {
  API_KEY_MESSAGES,
  API_KEY_PREFIX,
  ApiKeyErrorCode,
  ApiKeyScope,
  VerifiedApiKey,
} from '@storefront/contracts';
import { ServiceError } from '@storefront/platform';
import type { FastifyRequest } from 'fastify';
import { AdminGuard, AuthUser, bearerToken, JwtAuthGuard } from '../auth';
import { ApiKeyVerifier } from './api-key.verifier';

const SCOPE = 'api-key:scope';
const ADMIN_SESSION_TOO = 'api-key:admin-session-too';
/** The name of the OpenAPI security scheme for API keys. */
export const API_KEY_SCHEME = 'api-key';

type ApiKeyRequest = FastifyRequest & { apiKey?: VerifiedApiKey; user?: AuthUser };

const invalidApiKey = () =>
  ServiceError.unauthorized(API_KEY_MESSAGES.invalid, ApiKeyErrorCode.InvalidApiKey);
export const insufficientScope = () =>
  ServiceError.forbidden(API_KEY_MESSAGES.insufficientScope, ApiKeyErrorCode.InsufficientScope);

/**
 * `/api/v1`: the caller is an API key (`Authorization: Bearer osk_…`) holding the route's scope,
 * within its per-minute rate and its address's failed checks (both counted by
 * `ApiKeyVerifier.admit`). A session token is refused (401 INVALID_API_KEY), except on routes
 * that also take an administrator's session.
 */
@Injectable()
export class ApiKeyGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly verifier: ApiKeyVerifier,
    private readonly jwt: JwtAuthGuard,
    private readonly admin: AdminGuard,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<ApiKeyRequest>();
    const token = bearerToken(req.headers.authorization);
    const adminToo = this.reflector.get<boolean>(ADMIN_SESSION_TOO, context.getHandler());
    if (adminToo && token && !token.startsWith(API_KEY_PREFIX)) {
      await this.jwt.canActivate(context);
      return this.admin.canActivate(context);
    }
    const key = token ? await this.verifier.admit(token, req.ip) : null;
    if (!key) throw invalidApiKey();
    const scope = this.reflector.get<ApiKeyScope>(SCOPE, context.getHandler());
    if (scope && !key.scopes.includes(scope)) throw insufficientScope();
    req.apiKey = key;
    return true;
  }
}

/** The route takes an API key with `scope` (and, with `adminSession`, an administrator's session). */
export function ApiKeyAuth(scope: ApiKeyScope, options: { adminSession?: boolean } = {}) {
  return applyDecorators(
    SetMetadata(SCOPE, scope),
    SetMetadata(ADMIN_SESSION_TOO, options.adminSession ?? false),
    UseGuards(ApiKeyGuard),
    ApiBearerAuth(API_KEY_SCHEME),
    ...(options.adminSession ? [ApiBearerAuth()] : []),
    ApiUnauthorizedResponse({ description: 'INVALID_API_KEY: missing, unknown, revoked or expired key' }),
    ApiForbiddenResponse({ description: `INSUFFICIENT_SCOPE: the key lacks ${scope} or names another user` }),
  );
}

/** The verified key on a route guarded by `@ApiKeyAuth` (undefined for an administrator's session). */
export const CurrentApiKey = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): VerifiedApiKey | undefined =>
    ctx.switchToHttp().getRequest<ApiKeyRequest>().apiKey,
);
