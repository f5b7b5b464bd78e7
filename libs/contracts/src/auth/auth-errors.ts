/**
 * Codes the auth service and the gateway's auth guards raise, next to CommonErrorCode. Most are
 * GoTrue's error codes in upper case, so `/auth/v1` answers `error_code` as GoTrue would.
 */
export const AuthErrorCode = {
  InvalidCredentials: 'INVALID_CREDENTIALS',
  EmailNotConfirmed: 'EMAIL_NOT_CONFIRMED',
  UserBanned: 'USER_BANNED',
  UserAlreadyExists: 'USER_ALREADY_EXISTS',
  UserNotFound: 'USER_NOT_FOUND',
  /** `/auth/v1/token` with a grant_type other than password or refresh_token. */
  UnsupportedGrantType: 'UNSUPPORTED_GRANT_TYPE',
  WeakPassword: 'WEAK_PASSWORD',
  SamePassword: 'SAME_PASSWORD',
  /** GoTrue's code when PUT /user names a current_password that is not the account's. */
  CurrentPasswordInvalid: 'CURRENT_PASSWORD_INVALID',
  OtpExpired: 'OTP_EXPIRED',
  OverRequestRateLimit: 'OVER_REQUEST_RATE_LIMIT',
  OverEmailSendRateLimit: 'OVER_EMAIL_SEND_RATE_LIMIT',
  EmailSendFailed: 'EMAIL_SEND_FAILED',
  RefreshTokenNotFound: 'REFRESH_TOKEN_NOT_FOUND',
  RefreshTokenAlreadyUsed: 'REFRESH_TOKEN_ALREADY_USED',
  SessionNotFound: 'SESSION_NOT_FOUND',
  NoAuthorization: 'NO_AUTHORIZATION',
  BadJwt: 'BAD_JWT',
  /** Signed in with the password only while two-factor authentication is on: verify the email code. */
  MfaRequired: 'MFA_REQUIRED',
  MfaFactorNotFound: 'MFA_FACTOR_NOT_FOUND',
  NotAdmin: 'NOT_ADMIN',
  /** An administrator whose back-office role does not allow the action (owner, finance, support). */
  RoleNotAllowed: 'ROLE_NOT_ALLOWED',
  /** An owner or finance administrator whose account has no second factor yet: set one up first. */
  StaffSecondFactorRequired: 'STAFF_SECOND_FACTOR_REQUIRED',
  LastAdmin: 'LAST_ADMIN',
} as const;

/** Refusals of the account's sessions: ending one, the "This wasn't me" link, choosing a password. */
export const AccountSessionErrorCode = {
  SessionNotFound: 'ACCOUNT_SESSION_NOT_FOUND',
  DisownLinkInvalid: 'DISOWN_LINK_INVALID',
  PasswordAlreadySet: 'PASSWORD_ALREADY_SET',
} as const;

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  suspended: 'Your account has been suspended. Please contact support',
  emailNotConfirmed: 'Email not confirmed',
  emailExists: 'An account with this email already exists',
  invalidEmail: 'Please enter a valid email address',
  tooManyRequests: 'Too many requests. Please wait before trying again',
  invalidCode: 'Invalid verification code',
  emailSendFailed: 'We could not send the verification email. Please try again later',
  samePassword: 'New password should be different from the old password',
  currentPasswordInvalid: 'Current password is incorrect',
  passwordUpdated: 'Password updated successfully! You can now log in with your new password.',
  signInRequired: 'Please sign in to continue',
  sessionExpired: 'Your session has expired. Please sign in again',
  mfaRequired: 'Enter the verification code sent to your email to finish signing in',
  notAdmin: 'Administrator access required',
  roleNotAllowed: 'Votre rôle ne permet pas cette action',
  staffSecondFactorRequired:
    'Votre rôle exige la double authentification : activez-la dans vos paramètres pour continuer',
  lastAdmin: 'The last administrator cannot be removed, suspended or demoted',
} as const;
