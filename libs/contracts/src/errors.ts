/** Error codes shared by every service and the gateway. Services add their own next to these. */
export const CommonErrorCode = {
  ValidationFailed: 'VALIDATION_FAILED',
  NotFound: 'NOT_FOUND',
  Unauthorized: 'UNAUTHORIZED',
  Forbidden: 'FORBIDDEN',
  Conflict: 'CONFLICT',
  RateLimited: 'RATE_LIMITED',
  ServiceUnavailable: 'SERVICE_UNAVAILABLE',
  Internal: 'INTERNAL_ERROR',
  /** A body that is not JSON, too large, or of a type the route does not take. */
  MalformedJson: 'MALFORMED_JSON',
  PayloadTooLarge: 'PAYLOAD_TOO_LARGE',
  UnsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  /** A socket refused: too many from one address, at once or in the last minute. */
  TooManyConnections: 'TOO_MANY_CONNECTIONS',
} as const;

/** What a service replies over NATS when a request fails; the gateway maps it onto HTTP. */
export interface ServiceErrorPayload {
  status: number;
  code: string;
  error: string;
  /** On a 429: seconds before a retry can succeed, sent to the client as `Retry-After`. */
  retryAfterSeconds?: number;
}

export function isServiceErrorPayload(value: unknown): value is ServiceErrorPayload {
  const v = value as ServiceErrorPayload | null;
  return !!v && typeof v === 'object' && typeof v.status === 'number' && typeof v.code === 'string';
}
