/**
 * API keys for the spend API (`/api/v1`). A secret is `osk_` followed by 43 base64url characters
 * (32 random bytes); only its SHA-256 (hex) is stored and sent over NATS.
 */
export const API_KEY_PREFIX = 'osk_';
export const API_KEY_PATTERN = /^osk_[A-Za-z0-9_-]{43}$/;
/** How much of a secret is kept in clear to tell keys apart in lists. */
export const API_KEY_SHOWN_PREFIX_LENGTH = 12;
export const API_KEY_NAME_MAX = 60;
/** Live (not revoked, not expired) personal keys one user may hold. */
export const PERSONAL_KEYS_MAX = 10;

export const API_KEY_SCOPES = ['credits:read', 'credits:spend', 'credits:reverse'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
/** A personal key may read and spend its owner's credits, nothing else. */
export const PERSONAL_KEY_SCOPES: ApiKeyScope[] = ['credits:read', 'credits:spend'];

/**
 * A service key always expires, at most this many days after it is made, so one made by an owner
 * who has since left cannot work for ever; the back office offers SERVICE_KEY_EXPIRY_DEFAULT_DAYS.
 */
export const SERVICE_KEY_EXPIRY_MAX_DAYS = 365;
export const SERVICE_KEY_EXPIRY_DEFAULT_DAYS = 90;
/** The owners are mailed this many days before a service key expires. */
export const SERVICE_KEY_REMINDER_DAYS = 7;

export const ApiKeyErrorCode = {
  InvalidApiKey: 'INVALID_API_KEY',
  InsufficientScope: 'INSUFFICIENT_SCOPE',
  ApiKeyLimit: 'API_KEY_LIMIT',
  ApiKeyNotFound: 'API_KEY_NOT_FOUND',
} as const;

export const API_KEY_MESSAGES = {
  invalid: 'Missing, unknown, revoked or expired API key',
  insufficientScope: 'This API key may not do this',
  limit: `At most ${PERSONAL_KEYS_MAX} API keys at a time: revoke one first`,
  notFound: 'API key not found',
  userIdRequired: 'user_id is required with a service key',
  expiryRequired: `expiresAt is required: a service key expires within ${SERVICE_KEY_EXPIRY_MAX_DAYS} days`,
  expiryInvalid: 'expiresAt must be an ISO 8601 date',
  expiryPast: 'expiresAt must be a date in the future',
  expiryTooFar: `expiresAt must be at most ${SERVICE_KEY_EXPIRY_MAX_DAYS} days ahead`,
} as const;
