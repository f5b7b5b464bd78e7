import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Injectable } from '@nestjs/common';
import { AuthErrorCode, CommonErrorCode } from '@storefront/contracts';
import { createLogger, toErrorPayload } from '@storefront/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { GatewayConfig } from '../../config';
import { routedPath } from '../../http/request-path';

/** GoTrue's error_code where it differs from ours lower-cased. */
const GOTRUE_CODES: Record<string, string> = {
  [CommonErrorCode.Unauthorized]: 'no_authorization',
  [CommonErrorCode.RateLimited]: 'over_request_rate_limit',
  [CommonErrorCode.NotFound]: 'not_found',
  [CommonErrorCode.Internal]: 'unexpected_failure',
  [CommonErrorCode.ServiceUnavailable]: 'unexpected_failure',
  [AuthErrorCode.MfaRequired]: 'insufficient_aal',
  [AuthErrorCode.EmailSendFailed]: 'email_send_failed',
  PAYLOAD_TOO_LARGE: 'request_too_large',
  MALFORMED_JSON: 'bad_json',
};

/** GoTrue answers these with 403 where the product API says 401. */
const GOTRUE_STATUS: Record<string, number> = {
  [AuthErrorCode.BadJwt]: 403,
  [AuthErrorCode.SessionNotFound]: 403,
};

/**
 * An error of `/auth/v1` in GoTrue's shape `{ code: <status>, error_code, msg }`, which auth-js
 * turns into an AuthApiError with `status`, `code` and `message`. The token endpoint adds OAuth's
 * `error`/`error_description`. No `x-supabase-api-version` header is sent, so auth-js reads
 * `error_code` rather than expecting the newer `{ code: <string> }` body.
 */
export function goTrueError(
  payload: { status: number; code: string; error: string; errorId?: string },
  path: string,
): { status: number; body: Record<string, unknown> } {
  const status = GOTRUE_STATUS[payload.code] ?? payload.status;
  const errorCode = GOTRUE_CODES[payload.code] ?? payload.code.toLowerCase();
  const body: Record<string, unknown> = { code: status, error_code: errorCode, msg: payload.error };
  if (payload.errorId) body.error_id = payload.errorId;
  if (path.endsWith('/token')) {
    body.error = status === 400 ? 'invalid_grant' : errorCode;
    body.error_description = payload.error;
  }
  return { status, body };
}

/** Every error a `/auth/v1` route throws, answered in GoTrue's shape. */
@Catch()
@Injectable()
export class GoTrueErrorFilter implements ExceptionFilter {
  private readonly logger: Logger;

  constructor(config: GatewayConfig) {
    this.logger = createLogger('gateway', config.LOG_LEVEL);
  }

  catch(exception: unknown, host: ArgumentsHost) {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const req = http.getRequest<FastifyRequest>();
    const payload = toErrorPayload(exception, this.logger);
    const { status, body } = goTrueError(payload, routedPath(req));
    if (reply.sent) return;
    if (exception instanceof HttpException && status === 405) reply.header('allow', 'POST');
    if (payload.retryAfterSeconds) reply.header('retry-after', String(payload.retryAfterSeconds));
    return reply.status(status).send(body);
  }
}
