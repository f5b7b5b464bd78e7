// The edit-user form (SPEC §2 Users, §5): what it starts from, what it checks, and which calls an
// edit needs. Only the fields that changed are sent; nothing changed means 'Aucune modification détectée'.
import { checkPassword } from '@/lib/auth/contracts';
import type {
  AdminEditUserBody,
  AdminRole,
  AdminUserRow,
  CreditReason,
  UserStatus,
} from '../admin-contracts';

export interface UserEditForm {
  email: string;
  /**
   * As typed. Checked only once changed: it starts from the balance, which an administrator's
   * removal may have left below 0.
   */
  credits: string;
  /** Why the credits change; required when they do. */
  reason: CreditReason | '';
  reasonNote: string;
  /** The back-office role; '' for a customer. */
  role: AdminRole | '';
  status: UserStatus;
  /** Empty: the password stays as it is. */
  password: string;
}

export type UserEditError =
  | 'emailRequired'
  | 'emailInvalid'
  | 'creditsInvalid'
  | 'passwordWeak'
  | 'reasonRequired'
  | 'reasonNoteRequired';

export type UserEditPlan =
  | {
      kind: 'invalid';
      errors: Partial<Record<'email' | 'credits' | 'password' | 'reason', UserEditError>>;
    }
  | { kind: 'unchanged' }
  | { kind: 'save'; changes: AdminEditUserBody; password: string | null };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const CREDITS = /^\d+([.,]\d{1,2})?$/;

export function editFormOf(user: AdminUserRow): UserEditForm {
  return {
    email: user.email,
    credits: String(user.credits),
    reason: '',
    reasonNote: '',
    role: user.role ?? '',
    status: user.status,
    password: '',
  };
}

const cents = (value: number) => Math.round(value * 100);

/**
 * What saving `form` does for `user`, the row the form started from. A credits change is sent with
 * that row's balance as `expected_credits`: the server refuses it (409 CREDITS_CHANGED) if the
 * balance has moved since, instead of wiping out what changed it.
 */
export function planUserEdit(user: AdminUserRow, form: UserEditForm): UserEditPlan {
  const errors: Extract<UserEditPlan, { kind: 'invalid' }>['errors'] = {};
  const email = form.email.trim();
  if (!email) errors.email = 'emailRequired';
  else if (!EMAIL.test(email)) errors.email = 'emailInvalid';
  const creditsText = form.credits.trim();
  const creditsTouched = creditsText !== editFormOf(user).credits;
  const credits = CREDITS.test(creditsText) ? Number(creditsText.replace(',', '.')) : NaN;
  if (creditsTouched && !Number.isFinite(credits)) errors.credits = 'creditsInvalid';
  if (form.password && !checkPassword(form.password).valid) errors.password = 'passwordWeak';
  const creditsChange = creditsTouched && Number.isFinite(credits) && cents(credits) !== cents(user.credits);
  if (creditsChange && !form.reason) errors.reason = 'reasonRequired';
  else if (creditsChange && form.reason === 'other' && !form.reasonNote.trim())
    errors.reason = 'reasonNoteRequired';
  if (Object.keys(errors).length) return { kind: 'invalid', errors };

  const changes: AdminEditUserBody = {};
  if (email.toLowerCase() !== user.email.toLowerCase()) changes.email = email;
  if (creditsChange && form.reason) {
    changes.credits = credits;
    changes.expected_credits = user.credits;
    changes.reason = form.reason;
    if (form.reasonNote.trim()) changes.reason_note = form.reasonNote.trim();
  }
  if (form.role !== (user.role ?? '')) changes.role = form.role || null;
  if (form.status !== user.status) changes.status = form.status;
  const password = form.password ? form.password : null;
  if (!Object.keys(changes).length && !password) return { kind: 'unchanged' };
  return { kind: 'save', changes, password };
}
