// Turns a failure of an auth call (auth-js or our /api) into the message the spec shows for it.
import { isAuthError } from '@supabase/auth-js';
import type { TFunction } from 'i18next';
import { ApiError } from '../api-error';
import { recentRetryAfterSeconds } from './rate-limit-wait';

/** The screen that failed; each has its own fallback message in the spec. */
export type AuthFlow =
  | 'signIn'
  | 'signUp'
  | 'verifyEmail'
  | 'resend'
  | 'resetRequest'
  | 'resetAutoSend'
  | 'resetCheck'
  | 'newPassword'
  | 'twoFactorSend'
  | 'twoFactorVerify'
  | 'other';

interface Failure {
  /** HTTP status; 0 when the request never got an answer. */
  status: number | null;
  /** Lower-case error code (GoTrue's error_code, or our API's code). */
  code: string | null;
  /** What the server said, when it said something. */
  serverMessage: string | null;
}

const INVALID_CREDENTIALS = new Set(['invalid_credentials', 'email_not_confirmed', 'user_not_found']);
const RATE_LIMITED = new Set(['over_request_rate_limit', 'over_email_send_rate_limit', 'rate_limited']);
const ALREADY_EXISTS = new Set(['user_already_exists', 'email_exists']);

function describe(error: unknown): Failure {
  if (error instanceof ApiError) {
    return {
      status: error.status,
      code: error.code?.toLowerCase() ?? null,
      serverMessage: error.message || null,
    };
  }
  if (isAuthError(error)) {
    const status = typeof error.status === 'number' ? error.status : null;
    // auth-js reports "no answer" as status 0 and keeps the browser's text as the message.
    const serverMessage = status ? error.message || null : null;
    return { status, code: error.code ? String(error.code).toLowerCase() : null, serverMessage };
  }
  return { status: null, code: null, serverMessage: null };
}

function isNetworkFailure(error: unknown, failure: Failure): boolean {
  if (failure.status === 0) return true;
  if (error instanceof ApiError || isAuthError(error)) return false;
  // fetch() itself failed (offline, DNS, CORS): a TypeError such as "Failed to fetch".
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return /network|fetch/i.test(message);
}

/** 'Too many requests', with how long to wait when the server said (Retry-After). */
function rateLimitMessage(error: unknown, t: TFunction): string {
  const seconds = error instanceof ApiError ? error.retryAfterSeconds : recentRetryAfterSeconds();
  if (!seconds) return t('auth.errors.tooManyRequests');
  const wait =
    seconds < 60
      ? t('auth.errors.waitSeconds', { count: seconds })
      : t('auth.errors.waitMinutes', { count: Math.ceil(seconds / 60) });
  return t('auth.errors.tooManyRequestsWait', { wait });
}

export function authErrorMessage(error: unknown, flow: AuthFlow, t: TFunction): string {
  const failure = describe(error);
  const { status, code, serverMessage } = failure;

  if (isNetworkFailure(error, failure)) {
    return flow === 'resetAutoSend' ? t('auth.errors.resetAutoSendFailed') : t('auth.errors.network');
  }
  if (flow === 'resetAutoSend') return t('auth.errors.resetAutoSendFailed');
  if (status === 429 || (code && RATE_LIMITED.has(code))) return rateLimitMessage(error, t);
  if (code === 'user_banned') return t('auth.errors.suspended');
  if (status !== null && status >= 500) return t('auth.errors.server');

  switch (flow) {
    case 'signIn':
      if (code && INVALID_CREDENTIALS.has(code)) return t('auth.errors.invalidCredentials');
      if (status === 400 || status === 422) return t('auth.errors.invalidCredentials');
      return t('auth.errors.generic');
    case 'signUp':
      if (code && ALREADY_EXISTS.has(code)) return t('auth.errors.emailExists');
      if (code === 'weak_password') return serverMessage ?? t('auth.validation.passwordTooWeak');
      if (code === 'validation_failed' && serverMessage) return serverMessage;
      return t('auth.errors.generic');
    case 'verifyEmail':
    case 'resetCheck':
      return serverMessage ?? t('auth.errors.invalidCode');
    case 'resend':
      return t('auth.errors.resendFailed');
    case 'resetRequest':
      if (code === 'validation_failed' || status === 400 || status === 422)
        return t('auth.validation.validEmail');
      return status === null ? t('auth.errors.generic') : t('auth.errors.resetSendFailed');
    case 'newPassword':
      return serverMessage ?? t('auth.errors.updatePasswordFailed');
    case 'twoFactorSend':
      return t('auth.errors.twoFactorSendFailed');
    case 'twoFactorVerify':
      return serverMessage ?? t('auth.errors.twoFactorVerifyFailed');
    case 'other':
      return serverMessage ?? t('auth.errors.generic');
  }
}

/** auth-js's code for "this account has not confirmed its email" (only told to someone with the password). */
export function isEmailNotConfirmed(error: unknown): boolean {
  return isAuthError(error) && error.code === 'email_not_confirmed';
}
