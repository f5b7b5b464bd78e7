import { CommonErrorCode, ServiceErrorPayload } from '@storefront/contracts';

/**
 * A failure with a user-facing message, a machine code and an HTTP status. Services throw it;
 * it crosses NATS as a ServiceErrorPayload and the gateway answers with `{ error, code }`.
 */
export class ServiceError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** On a 429: seconds before a retry can succeed. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ServiceError';
  }

  static badRequest(message: string, code: string = CommonErrorCode.ValidationFailed) {
    return new ServiceError(400, code, message);
  }
  static unauthorized(message: string, code: string = CommonErrorCode.Unauthorized) {
    return new ServiceError(401, code, message);
  }
  static forbidden(message: string, code: string = CommonErrorCode.Forbidden) {
    return new ServiceError(403, code, message);
  }
  static notFound(message: string, code: string = CommonErrorCode.NotFound) {
    return new ServiceError(404, code, message);
  }
  static conflict(message: string, code: string = CommonErrorCode.Conflict) {
    return new ServiceError(409, code, message);
  }
  static tooManyRequests(
    message: string,
    code: string = CommonErrorCode.RateLimited,
    retryAfterSeconds?: number,
  ) {
    return new ServiceError(429, code, message, retryAfterSeconds);
  }
  static unavailable(message: string) {
    return new ServiceError(503, CommonErrorCode.ServiceUnavailable, message);
  }

  toPayload(): ServiceErrorPayload {
    const payload: ServiceErrorPayload = { status: this.status, code: this.code, error: this.message };
    if (this.retryAfterSeconds) payload.retryAfterSeconds = this.retryAfterSeconds;
    return payload;
  }

  static fromPayload(payload: ServiceErrorPayload): ServiceError {
    return new ServiceError(payload.status, payload.code, payload.error, payload.retryAfterSeconds);
  }
}
