// What the reader sees when the API refuses: the catalogue's text for the refusal's code, in the
// page's language, never the server's own words (written in one language for every reader).
import { isAuthError } from '@supabase/auth-js';
import {
  ApiKeyErrorCode,
  AuthErrorCode,
  CHECKOUT_REFUSAL_CODES,
  CommonErrorCode,
  CREDIT_PACK_PRICES_EUR,
  CreditsErrorCode,
  MAX_PAYMENT_AMOUNT,
  PaymentsErrorCode,
  PERSONAL_KEYS_MAX,
} from '@storefront/contracts/browser';
import { ApiError } from './api-error';
import { recentRetryAfterSeconds } from './auth/rate-limit-wait';
import { formatNumber } from './format';
import { i18n } from './i18n/i18n';

/** Each refusal code the reader can meet, and its text in the catalogue. */
const TEXTS: Record<string, string> = {
  CHECKOUT_MISSING_FIELDS: 'checkout.errors.missingFields',
  CHECKOUT_AMOUNT_NOT_POSITIVE: 'checkout.errors.amountNotPositive',
  CHECKOUT_AMOUNT_TOO_LARGE: 'serverErrors.amountTooLarge',
  CHECKOUT_AMOUNT_DECIMALS: 'serverErrors.amountDecimals',
  CHECKOUT_AMOUNT_NOT_A_PACK: 'serverErrors.amountNotAPack',
  CHECKOUT_UNKNOWN_CRYPTO: 'serverErrors.unknownCrypto',
  CHECKOUT_UNKNOWN_CURRENCY: 'serverErrors.unknownCurrency',
  [PaymentsErrorCode.PaymentMethodUnavailable]: 'serverErrors.paymentMethodUnavailable',
  [PaymentsErrorCode.PaymentMethodTemporarilyUnavailable]: 'serverErrors.paymentMethodTemporarilyUnavailable',
  [AuthErrorCode.InvalidCredentials]: 'auth.errors.invalidCredentials',
  [AuthErrorCode.UserBanned]: 'auth.errors.suspended',
  [AuthErrorCode.UserAlreadyExists]: 'auth.errors.emailExists',
  [AuthErrorCode.OtpExpired]: 'auth.errors.invalidCode',
  [AuthErrorCode.WeakPassword]: 'auth.validation.passwordTooWeak',
  [AuthErrorCode.CurrentPasswordInvalid]: 'serverErrors.currentPasswordInvalid',
  [AuthErrorCode.SamePassword]: 'serverErrors.samePassword',
  [AuthErrorCode.RoleNotAllowed]: 'serverErrors.roleNotAllowed',
  [AuthErrorCode.LastAdmin]: 'serverErrors.lastAdmin',
  [ApiKeyErrorCode.ApiKeyLimit]: 'serverErrors.apiKeyLimit',
  [CreditsErrorCode.ExportInProgress]: 'serverErrors.exportInProgress',
  [CreditsErrorCode.ExportTooLarge]: 'serverErrors.exportTooLarge',
  [CreditsErrorCode.StatementTooLarge]: 'serverErrors.statementTooLarge',
};

/** Refusals to wait that say more than how long: their own text, not the generic rate limit's. */
const OWN_429_TEXTS = new Set<string>([CreditsErrorCode.ExportInProgress]);

type Key = 'serverErrors.amountNotAPack';
const say = (key: string, values?: Record<string, unknown>) =>
  i18n.t(key as Key, { ...values, lng: i18n.language }) as string;

/**
 * The refusal's own code: the API's `code`, or for a validation refusal whose words the contracts
 * know (the checkout's), the code the contracts give those words.
 */
export function refusalCode(error: unknown): string | null {
  // auth-js's refusals carry GoTrue's code (weak_password, same_password, …).
  if (isAuthError(error)) return error.code ? String(error.code).toUpperCase() : null;
  if (!(error instanceof ApiError)) return null;
  if (error.code === CommonErrorCode.ValidationFailed)
    return CHECKOUT_REFUSAL_CODES[error.message.split('; ')[0]] ?? error.code;
  return error.code?.toUpperCase() ?? null;
}

/** 'Too many requests', with how long to wait when the server said (Retry-After). */
export function rateLimitText(error: unknown): string {
  const seconds = error instanceof ApiError ? error.retryAfterSeconds : recentRetryAfterSeconds();
  if (!seconds) return say('auth.errors.tooManyRequests');
  const wait =
    seconds < 60
      ? say('auth.errors.waitSeconds', { count: seconds })
      : say('auth.errors.waitMinutes', { count: Math.ceil(seconds / 60) });
  return say('auth.errors.tooManyRequestsWait', { wait });
}

/**
 * The catalogue's text for a refusal (a rate limit says how long to wait), or null when its code
 * has none: the caller then says its own fallback, not the server's words.
 */
export function serverErrorText(error: unknown): string | null {
  const status = error instanceof ApiError || isAuthError(error) ? error.status : null;
  const code = refusalCode(error);
  if (status === 429 && !(code && OWN_429_TEXTS.has(code))) return rateLimitText(error);
  const key = code ? TEXTS[code] : undefined;
  if (!key) return null;
  const number = (value: number) => formatNumber(value, i18n.language);
  return say(key, {
    max: number(MAX_PAYMENT_AMOUNT),
    keys: PERSONAL_KEYS_MAX,
    prices: `${CREDIT_PACK_PRICES_EUR.map(number).join(', ')} €`,
    rows: number(maxRowsOf(error)),
  });
}

/** The row cap an export refusal names (`max_rows`), 0 when the body has none. */
function maxRowsOf(error: unknown): number {
  const body = error instanceof ApiError ? (error.body as { max_rows?: unknown } | null) : null;
  return typeof body?.max_rows === 'number' ? body.max_rows : 0;
}
