// The edit-user form (SPEC §2 Users, §5): what it starts from, what it checks, and which calls an
// edit needs. Only the fields that changed are sent; nothing changed means 'Aucune modification détectée'.
import { checkPassword } from '@/lib/auth/contracts';
import type { AdminUpdateUserBody, AdminUserRow, UserStatus } from '../admin-contracts';

export interface UserEditForm {
  email: string;
  /** As typed; a number of at least 0 with at most two decimals. */
  credits: string;
  isAdmin: boolean;
  status: UserStatus;
  /** Empty: the password stays as it is. */
  password: string;
}

export type UserEditError = 'emailRequired' | 'emailInvalid' | 'creditsInvalid' | 'passwordWeak';

export type UserEditPlan =
  | { kind: 'invalid'; errors: Partial<Record<'email' | 'credits' | 'password', UserEditError>> }
  | { kind: 'unchanged' }
  | { kind: 'save'; changes: AdminUpdateUserBody; password: string | null };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const CREDITS = /^\d+([.,]\d{1,2})?$/;

export function editFormOf(user: AdminUserRow): UserEditForm {
  return {
    email: user.email,
    credits: String(user.credits),
    isAdmin: user.is_admin,
    status: user.status,
    password: '',
  };
}

const cents = (value: number) => Math.round(value * 100);

export function planUserEdit(user: AdminUserRow, form: UserEditForm): UserEditPlan {
  const errors: Extract<UserEditPlan, { kind: 'invalid' }>['errors'] = {};
  const email = form.email.trim();
  if (!email) errors.email = 'emailRequired';
  else if (!EMAIL.test(email)) errors.email = 'emailInvalid';
  const creditsText = form.credits.trim();
  const credits = CREDITS.test(creditsText) ? Number(creditsText.replace(',', '.')) : NaN;
  if (!Number.isFinite(credits) || credits < 0) errors.credits = 'creditsInvalid';
  if (form.password && !checkPassword(form.password).valid) errors.password = 'passwordWeak';
  if (Object.keys(errors).length) return { kind: 'invalid', errors };

  const changes: AdminUpdateUserBody = {};
  if (email.toLowerCase() !== user.email.toLowerCase()) changes.email = email;
  if (cents(credits) !== cents(user.credits)) changes.credits = credits;
  if (form.isAdmin !== user.is_admin) changes.is_admin = form.isAdmin;
  if (form.status !== user.status) changes.status = form.status;
  const password = form.password ? form.password : null;
  if (!Object.keys(changes).length && !password) return { kind: 'unchanged' };
  return { kind: 'save', changes, password };
}
