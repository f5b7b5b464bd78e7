/** Request and reply bodies of the product's account routes under `/api` (SPEC section 7). */
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { IsEmailAddress } from '../../email-address';
import type { AdminRole } from '../admin-roles';
import { CODE_MESSAGE, CODE_PATTERN, EMAIL_MESSAGE, FIELD_LIMITS } from './field-rules';
import { IsOptionalText } from '../../text-fields';

export class CheckResetCodeBody {
  @IsEmailAddress({ message: EMAIL_MESSAGE })
  @MaxLength(FIELD_LIMITS.email, { message: EMAIL_MESSAGE })
  email: string;

  @IsString({ message: 'Verification code is required' })
  @Matches(CODE_PATTERN, { message: CODE_MESSAGE })
  code: string;
}

export class ResetPasswordBody extends CheckResetCodeBody {
  @IsString({ message: 'Password is required' })
  @IsNotEmpty({ message: 'Password is required' })
  @MaxLength(FIELD_LIMITS.passwordInput)
  newPassword: string;
}

/**
 * The original client sent the email of the account; the server acts on the signed-in caller
 * only and refuses an email that is not theirs.
 */
export class SendTwoFactorSetupBody {
  @IsOptionalText(FIELD_LIMITS.email)
  email?: string;
}

export class VerifyTwoFactorBody extends SendTwoFactorSetupBody {
  @IsString({ message: CODE_MESSAGE })
  @Matches(CODE_PATTERN, { message: CODE_MESSAGE })
  code: string;
}

export class DeleteAccountBody {
  @IsString({ message: 'Password is required' })
  @IsNotEmpty({ message: 'Password is required' })
  @MaxLength(FIELD_LIMITS.passwordInput)
  password: string;
}

export interface AdminStatusReply {
  is_admin: boolean;
  /** The back-office role (owner, finance, support); null when not an administrator. */
  role: AdminRole | null;
  /**
   * Present (true) when the role needs a second factor the account does not have yet: every
   * back-office action answers 403 STAFF_SECOND_FACTOR_REQUIRED until one is set up.
   */
  second_factor_required?: true;
}

export interface SuccessMessageReply {
  success: true;
  message: string;
}
