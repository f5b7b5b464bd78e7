// Turns a failure of an auth call (auth-js or our /api) into the message the spec shows for it, in
// the page's language: the server's own words are never shown (see server-error).
import { isAuthError } from '@supabase/auth-js';
import type { TFunction } from 'i18next';
import { ApiError } from '../api-error';
import { rateLimitText, serverErrorText } from '../server-error';

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
}

const INVALID_CREDENTIALS = new Set(['invalid_credentials', 'email_not_confirmed', 'user_not_found']);
const RATE_LIMITED = new Set(['over_request_rate_limit', 'over_email_send_rate_limit', 'rate_limited']);
const ALREADY_EXISTS = new Set(['user_already_exists', 'email_exists']);

function describe(error: unknown): Failure {
  if (error instanceof ApiError) {
    return { status: error.status, code: error.code?.toLowerCase() ?? null };
  }
  if (isAuthError(error)) {
    // auth-js reports "no answer" as status 0.
    const status = typeof error.status === 'number' ? error.status : null;
    return { status, code: error.code ? String(error.code).toLowerCase() : null };
  }
  return { status: null, code: null };
}

function isNetworkFailure(error: unknown, failure: Failure): boolean {
  if (failure.status === 0) return true;
  if (error instanceof ApiError || isAuthError(error)) return false;
  // fetch() itself failed (offline, DNS, CORS): a TypeError such as "Failed to fetch".
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return /network|fetch/i.test(message);
}

export function authErrorMessage(error: unknown, flow: AuthFlow, t: TFunction): string {
  const failure = describe(error);
  const { status, code } = failure;
  /** The catalogue's text for the refusal's code, when it has one. */
  const known = serverErrorText(error);

  if (isNetworkFailure(error, failure)) {
    return flow === 'resetAutoSend' ? t('auth.errors.resetAutoSendFailed') : t('auth.errors.network');
  }
  // A second send within the cool-down (Settings' "Reset password" again) says how long to wait.
  if (status === 429 || (code && RATE_LIMITED.has(code))) return rateLimitText(error);
  if (flow === 'resetAutoSend') return t('auth.errors.resetAutoSendFailed');
  if (code === 'user_banned') return t('auth.errors.suspended');
  if (status !== null && status >= 500) return t('auth.errors.server');

  switch (flow) {
    case 'signIn':
      if (code && INVALID_CREDENTIALS.has(code)) return t('auth.errors.invalidCredentials');
      if (status === 400 || status === 422) return t('auth.errors.invalidCredentials');
      return t('auth.errors.generic');
    case 'signUp':
      if (code && ALREADY_EXISTS.has(code)) return t('auth.errors.emailExists');
      if (code === 'weak_password') return t('auth.validation.passwordTooWeak');
      if (code === 'validation_failed' && known) return known;
      return t('auth.errors.generic');
    case 'verifyEmail':
    case 'resetCheck':
      return known ?? t('auth.errors.invalidCode');
    case 'resend':
      return t('auth.errors.resendFailed');
    case 'resetRequest':
      if (code === 'validation_failed' || status === 400 || status === 422)
        return t('auth.validation.validEmail');
      return status === null ? t('auth.errors.generic') : t('auth.errors.resetSendFailed');
    case 'newPassword':
      return known ?? t('auth.errors.updatePasswordFailed');
    case 'twoFactorSend':
      return t('auth.errors.twoFactorSendFailed');
    case 'twoFactorVerify':
      return known ?? t('auth.errors.twoFactorVerifyFailed');
    case 'other':
      return known ?? t('auth.errors.generic');
  }
}

/** Whether an auth call was refused as too frequent (a send within its cool-down). */
export function isRateLimited(error: unknown): boolean {
  const { status, code } = describe(error);
  return status === 429 || (!!code && RATE_LIMITED.has(code));
}

/** auth-js's code for "this account has not confirmed its email" (only told to someone with the password). */
export function isEmailNotConfirmed(error: unknown): boolean {
  return isAuthError(error) && error.code === 'email_not_confirmed';
}
