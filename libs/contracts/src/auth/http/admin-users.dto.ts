import { IsBoolean, IsIn, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { IsEmailAddress } from '../../email-address';
import type { CreditApproval } from '../../admin/approvals';
import { ADMIN_ROLES, type AdminRole } from '../admin-roles';
import { IsPositiveAmount, MAX_CREDIT_AMOUNT } from '../../credits/money';
import { Paged, type PageOf } from '../../query-params';
import { FIELD_LIMITS } from './field-rules';
import { IsOptionalText } from '../../text-fields';

export const USER_STATUSES = ['active', 'banned'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** Query of `GET /api/admin/users`. */
export class AdminUsersQuery extends Paged() {
  @IsOptionalText(FIELD_LIMITS.email)
  search?: string;
}

/** One row of the back office's user list, with the spec's field names. */
export interface AdminUserRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  created_at: string;
  last_sign_in_at: string | null;
  email_confirmed_at: string | null;
  is_admin: boolean;
  /** The back-office role; null for a customer. */
  role: AdminRole | null;
  is_active: boolean;
  status: UserStatus;
  credits: number;
  two_factor_enabled: boolean;
}

export interface AdminUsersResponse extends PageOf {
  success: true;
  users: AdminUserRow[];
}

/** Body of `PUT /api/admin/users/:id`: any of these; `credits` sets the balance exactly. */
export class AdminUpdateUserBody {
  @IsOptional()
  @IsEmailAddress({ message: 'Please enter a valid email address' })
  @MaxLength(FIELD_LIMITS.email)
  email?: string;

  @IsOptional()
  @IsBoolean({ message: 'is_admin must be true or false' })
  is_admin?: boolean;

  /** The back-office role; null makes a customer again (as is_admin false). Owners only. */
  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsIn(ADMIN_ROLES, { message: 'role must be owner, finance or support' })
  role?: AdminRole | null;

  @IsOptional()
  @IsIn(USER_STATUSES, { message: 'status must be active or banned' })
  status?: UserStatus;

  @IsOptional()
  @IsBoolean({ message: 'is_active must be true or false' })
  is_active?: boolean;

  @IsOptional()
  @ValidateIf((_, v) => v !== 0)
  @IsPositiveAmount(MAX_CREDIT_AMOUNT, {
    message: 'credits must be a number of at least 0 with at most 2 decimals',
  })
  credits?: number;

  @IsOptionalText(FIELD_LIMITS.name)
  first_name?: string;

  @IsOptionalText(FIELD_LIMITS.name)
  last_name?: string;
}

/** Body of `PUT /api/admin/users/:id/password`. */
export class AdminSetPasswordBody {
  @IsString({ message: 'password is required' })
  @MaxLength(FIELD_LIMITS.passwordInput)
  password: string;
}

export interface AdminUserResponse {
  success: true;
  message: string;
  user: AdminUserRow;
  /**
   * Set when the credits change has to wait for a second person (`approval.held_because` says
   * why): the balance has not moved yet (the other fields were saved).
   */
  approval?: CreditApproval;
  /** `FOUR_EYES_CREDITS`, with `approval`. */
  threshold?: number;
}
