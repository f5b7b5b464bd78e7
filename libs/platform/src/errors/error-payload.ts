import { HttpException } from '@nestjs/common';
import { CommonErrorCode, ServiceErrorPayload } from '@storefront/contracts';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { isDependencyOutage } from './dependency-outage';
import { ServiceError } from './service-error';

const HTTP_CODES: Record<number, string> = {
  400: CommonErrorCode.ValidationFailed,
  401: CommonErrorCode.Unauthorized,
  403: CommonErrorCode.Forbidden,
  404: CommonErrorCode.NotFound,
  409: CommonErrorCode.Conflict,
  413: 'PAYLOAD_TOO_LARGE',
  429: CommonErrorCode.RateLimited,
};

function httpExceptionMessage(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join('; ');
  if (typeof message === 'string') return message;
  return exception.message;
}

/**
 * Turns anything thrown into the payload a client sees. A lost database or Redis connection is a
 * 503; other unknown failures are logged with an error id that is also returned, so a user can
 * quote it.
 */
export function toErrorPayload(
  exception: unknown,
  logger: Logger,
): ServiceErrorPayload & { errorId?: string } {
  if (exception instanceof ServiceError) return exception.toPayload();
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const response = exception.getResponse() as { code?: string };
    const code =
      (typeof response === 'object' && response?.code) || HTTP_CODES[status] || CommonErrorCode.Internal;
    return { status, code, error: httpExceptionMessage(exception) };
  }
  if (isDependencyOutage(exception)) {
    // Not a bug: the database or Redis is away for now. Logged, but the caller may simply retry.
    logger.warn({ err: exception }, 'dependency unavailable');
    return {
      status: 503,
      code: CommonErrorCode.ServiceUnavailable,
      error: 'The service is temporarily unavailable. Please try again later.',
    };
  }
  const errorId = randomUUID();
  logger.error({ err: exception, errorId }, 'unhandled error');
  return {
    status: 500,
    code: CommonErrorCode.Internal,
    error: 'An error occurred. Please try again',
    errorId,
  };
}
