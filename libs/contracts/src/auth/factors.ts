/**
 * The second factors' rules and shapes, dependency-free so the browser can import them too:
 * authenticator apps (TOTP factors as GoTrue lists them), recovery codes and their error codes.
 */

/**
 * The pseudo-factor a recovery code is verified against: `POST /auth/v1/factors/recovery/verify`
 * with the code, so auth-js's `mfa.verify` stores the aal2 session it answers with. Never listed.
 */
export const RECOVERY_CODE_FACTOR_ID = 'recovery';

/** How many recovery codes a set holds. */
export const RECOVERY_CODE_COUNT = 10;

/** Ten characters from an alphabet without look-alikes, shown as two groups of five. */
export const RECOVERY_CODE_PATTERN = /^[a-z0-9]{5}-?[a-z0-9]{5}$/i;

/** A TOTP code (6 digits) or a recovery code; which one the factor id says. */
export const FACTOR_CODE_PATTERN = /^(\d{6}|[a-z0-9]{5}-?[a-z0-9]{5})$/i;

/** At most this many authenticator apps per account, as GoTrue's MFA_MAX_ENROLLED_FACTORS. */
export const MAX_TOTP_FACTORS = 10;

export const FACTOR_NAME_MAX = 64;

export const MfaErrorCode = {
  /** The action needs the password (or an emailed nonce) confirmed again, in the last few minutes. */
  ReauthenticationNeeded: 'REAUTHENTICATION_NEEDED',
  ReauthenticationNotValid: 'REAUTHENTICATION_NOT_VALID',
  MfaVerificationFailed: 'MFA_VERIFICATION_FAILED',
  MfaChallengeExpired: 'MFA_CHALLENGE_EXPIRED',
  TooManyEnrolledFactors: 'TOO_MANY_ENROLLED_MFA_FACTORS',
  FactorNameConflict: 'MFA_FACTOR_NAME_CONFLICT',
} as const;

export const MFA_MESSAGES = {
  reauthenticationNeeded: 'Please confirm your password to continue',
  reauthenticationNotValid: 'The password or code you entered is incorrect',
  invalidTotp: 'Invalid TOTP code entered',
  invalidRecoveryCode: 'Invalid recovery code',
  challengeExpired: 'The verification has expired. Please try again',
  tooManyFactors: 'You have reached the maximum number of authenticator apps',
  nameConflict: 'An authenticator app with this name already exists',
  factorNotFound: 'Factor not found',
} as const;

export type FactorStatus = 'unverified' | 'verified';

/** A factor as GoTrue lists it in `user.factors`. */
export interface GoTrueFactor {
  id: string;
  friendly_name?: string;
  factor_type: 'totp';
  status: FactorStatus;
  created_at: string;
  updated_at: string;
  last_challenged_at: string | null;
}

/** `POST /auth/v1/factors` for a TOTP factor: the secret and QR code, shown once. */
export interface TotpEnrollReply {
  id: string;
  type: 'totp';
  friendly_name: string;
  totp: {
    /** An SVG document; auth-js turns it into a `data:image/svg+xml` URI. */
    qr_code: string;
    secret: string;
    uri: string;
  };
}

export interface FactorChallengeReply {
  id: string;
  type: 'totp' | 'recovery';
  /** Unix seconds. */
  expires_at: number;
}

export interface RecoveryCodesStatus {
  remaining: number;
}

export interface NewRecoveryCodes {
  recovery_codes: string[];
  remaining: number;
}

export interface ReauthenticatedReply {
  /** ISO time until which sensitive changes are allowed without asking again. */
  reauthenticated_until: string;
}
