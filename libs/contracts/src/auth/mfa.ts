/**
 * Second factors beyond the emailed code: authenticator apps (TOTP) through GoTrue's factor API,
 * single-use recovery codes, and the re-authentication that sensitive changes need.
 */
import { IsIn, IsOptional, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { FIELD_LIMITS } from './http/field-rules';
import type { Caller, ClientContext } from './requests';
import { FACTOR_NAME_MAX } from './factors';
import type { FactorVerifyReply } from './user';
import type {
  FactorChallengeReply,
  GoTrueFactor,
  NewRecoveryCodes,
  ReauthenticatedReply,
  RecoveryCodesStatus,
  TotpEnrollReply,
} from './factors';
import { IsOptionalText } from '../text-fields';

export * from './factors';

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
  /** Refuses (403 REAUTHENTICATION_NEEDED) unless the session proved the password within the window. */
  requireRecent: 'auth.reauthentication.require-recent',
} as const;

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
  'auth.reauthentication.require-recent': { request: { caller: Caller }; reply: Record<string, never> };
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

  @IsOptionalText(FACTOR_NAME_MAX)
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
