/**
 * Second factors beyond the emailed code: authenticator apps (TOTP) through GoTrue's factor API,
 * single-use recovery codes, and the re-authentication that sensitive changes need.
 */
import { IsIn, IsOptional, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { FIELD_LIMITS } from './http/field-rules';
import type { Caller, ClientContext } from './requests';
import type { GoTrueSession } from './user';

export const MfaSubjects = {
  enroll: 'auth.factor.enroll',
  challenge: 'auth.factor.challenge',
  verify: 'auth.factor.verify',
  unenroll: 'auth.factor.unenroll',
  list: 'auth.factor.list',
  recoveryCodesStatus: 'auth.recovery-codes.status',
  regenerateRecoveryCodes: 'auth.recovery-codes.regenerate',
  sendReauthentication: 'auth.reauthentication.send',
  reauthenticate: 'auth.reauthentication.confirm',
} as const;

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

export const MfaMessages = {
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

/**
 * The aal2 session a verified factor gives. `recovery_codes` comes once, when this verification
 * set up the account's first second factor; `recovery_codes_remaining` after a recovery code.
 */
export interface FactorVerifyReply extends GoTrueSession {
  recovery_codes?: string[];
  recovery_codes_remaining?: number;
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

// NATS requests

export interface EnrollFactorRequest {
  caller: Caller;
  friendlyName?: string;
  issuer?: string;
}

export interface FactorRequest {
  caller: Caller;
  factorId: string;
}

export interface VerifyFactorRequest extends FactorRequest {
  challengeId?: string;
  code: string;
  client?: ClientContext;
}

export interface ReauthenticateRequest {
  caller: Caller;
  password?: string;
  nonce?: string;
  client?: ClientContext;
}

export type MfaRequests = {
  'auth.factor.enroll': { request: EnrollFactorRequest; reply: TotpEnrollReply };
  'auth.factor.challenge': { request: FactorRequest; reply: FactorChallengeReply };
  'auth.factor.verify': { request: VerifyFactorRequest; reply: FactorVerifyReply };
  'auth.factor.unenroll': { request: FactorRequest; reply: { id: string } };
  'auth.factor.list': { request: { userId: string }; reply: { factors: GoTrueFactor[] } };
  'auth.recovery-codes.status': { request: { caller: Caller }; reply: RecoveryCodesStatus };
  'auth.recovery-codes.regenerate': { request: { caller: Caller }; reply: NewRecoveryCodes };
  'auth.reauthentication.send': { request: { caller: Caller }; reply: Record<string, never> };
  'auth.reauthentication.confirm': { request: ReauthenticateRequest; reply: ReauthenticatedReply };
};

// HTTP bodies

/** `POST /auth/v1/factors` as auth-js's `mfa.enroll` sends it. */
export class EnrollFactorBody {
  @IsIn(['totp'], { message: 'factor_type must be totp' })
  factor_type: 'totp';

  @IsOptional()
  @IsString()
  @MaxLength(FACTOR_NAME_MAX, { message: `friendly_name must be at most ${FACTOR_NAME_MAX} characters` })
  friendly_name?: string;

  @IsOptional()
  @IsString()
  @MaxLength(FACTOR_NAME_MAX)
  issuer?: string;
}

/**
 * `POST /api/auth/reauthenticate`: the current password, or the nonce `GET /auth/v1/reauthenticate`
 * emailed. One of the two is needed.
 */
export class ReauthenticateBody {
  @ValidateIf((body: ReauthenticateBody) => body.nonce === undefined)
  @IsString({ message: 'Password is required' })
  @MaxLength(FIELD_LIMITS.passwordInput)
  password?: string;

  @IsOptional()
  @IsString()
  @Matches(/^\d{6}$/, { message: 'Please enter the complete 6-digit code' })
  nonce?: string;
}
