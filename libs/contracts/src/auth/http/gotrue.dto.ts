/**
 * Request bodies of the GoTrue-compatible `/auth/v1` API, as `@supabase/auth-js` sends them.
 * The fields auth-js always adds (captcha holder, PKCE challenge) are accepted and ignored.
 */
import { IsIn, IsNotEmpty, IsObject, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { IsEmailAddress } from '../../email-address';
import type { TextLanguage } from '../../stored-texts/stored-texts';
import { FACTOR_CODE_PATTERN } from '../factors';
import { CODE_MESSAGE, CODE_PATTERN, EMAIL_MESSAGE, FIELD_LIMITS, IsUserMetadata } from './field-rules';
import { IsOptionalText } from '../../text-fields';

class AuthJsExtras {
  @IsOptional()
  @IsObject()
  gotrue_meta_security?: Record<string, unknown>;

  @IsOptionalText(FIELD_LIMITS.opaqueToken)
  code_challenge?: string | null;

  @IsOptionalText(20)
  code_challenge_method?: string | null;
}

class EmailBody extends AuthJsExtras {
  @IsEmailAddress({ message: EMAIL_MESSAGE })
  @MaxLength(FIELD_LIMITS.email, { message: EMAIL_MESSAGE })
  email: string;
}

export interface SignUpMetadata {
  first_name: string;
  last_name: string;
  /** The language of the account's emails: 'en' or 'fr'. */
  language?: TextLanguage;
  [key: string]: unknown;
}

export class SignUpBody extends EmailBody {
  @IsString({ message: 'Password is required' })
  @IsNotEmpty({ message: 'Password is required' })
  @MaxLength(FIELD_LIMITS.passwordInput)
  password: string;

  @IsUserMetadata(true)
  data: SignUpMetadata;
}

export const VERIFY_TYPES = ['signup', 'email', 'recovery', 'magiclink'] as const;

export class VerifyBody extends AuthJsExtras {
  @IsIn(VERIFY_TYPES, { message: `type must be one of ${VERIFY_TYPES.join(', ')}` })
  type: (typeof VERIFY_TYPES)[number];

  @IsEmailAddress({ message: EMAIL_MESSAGE })
  @MaxLength(FIELD_LIMITS.email, { message: EMAIL_MESSAGE })
  email: string;

  @IsString({ message: CODE_MESSAGE })
  @Matches(CODE_PATTERN, { message: CODE_MESSAGE })
  token: string;

  /** auth-js spreads its `options` into the body; redirects travel in the query string. */
  @IsOptional()
  @IsObject()
  options?: Record<string, unknown>;
}

export class ResendBody extends EmailBody {
  @IsIn(['signup'], { message: 'type must be signup' })
  type: 'signup';
}

export class RecoverBody extends EmailBody {}

export class OtpBody extends EmailBody {
  /** GoTrue would create the user; here sign-up needs a name and a password, so it never does. */
  @IsOptional()
  create_user?: boolean;

  @IsOptional()
  @IsObject()
  data?: Record<string, unknown>;
}

export const GRANT_TYPES = ['password', 'refresh_token'] as const;
export type GrantType = (typeof GRANT_TYPES)[number];

/** Both grants share the path; the controller checks which fields its grant needs. */
export class TokenGrantBody {
  @IsOptional()
  @IsEmailAddress({ message: EMAIL_MESSAGE })
  @MaxLength(FIELD_LIMITS.email, { message: EMAIL_MESSAGE })
  email?: string;

  @IsOptional()
  @IsString({ message: 'Password is required' })
  @MaxLength(FIELD_LIMITS.passwordInput)
  password?: string;

  @IsOptionalText(FIELD_LIMITS.opaqueToken)
  refresh_token?: string;

  @IsOptional()
  @IsObject()
  gotrue_meta_security?: Record<string, unknown>;
}

export class UpdateUserBody extends AuthJsExtras {
  @IsOptional()
  @IsEmailAddress({ message: EMAIL_MESSAGE })
  @MaxLength(FIELD_LIMITS.email, { message: EMAIL_MESSAGE })
  email?: string;

  @IsOptional()
  @IsString()
  @IsNotEmpty({ message: 'Password is required' })
  @MaxLength(FIELD_LIMITS.passwordInput)
  password?: string;

  /** auth-js's UserAttributes field; checked only together with `password`. */
  @IsOptionalText(FIELD_LIMITS.passwordInput)
  current_password?: string;

  @IsOptional()
  @IsUserMetadata(false)
  data?: Partial<SignUpMetadata>;

  /** GoTrue's reauthentication nonce (GET /reauthenticate emails it); or send current_password. */
  @IsOptionalText(FIELD_LIMITS.opaqueToken)
  nonce?: string;
}

export class FactorChallengeBody {
  /** auth-js sends its own params back in the body. */
  @IsOptionalText(64)
  factorId?: string;

  @IsOptionalText(20)
  channel?: string;
}

export class FactorVerifyBody {
  @IsOptionalText(64)
  challenge_id?: string;

  /** Six digits, or a recovery code for the `recovery` factor. */
  @IsString({ message: CODE_MESSAGE })
  @Matches(FACTOR_CODE_PATTERN, { message: CODE_MESSAGE })
  code: string;

  @IsOptionalText(64)
  factorId?: string;

  @IsOptionalText(64)
  challengeId?: string;
}
