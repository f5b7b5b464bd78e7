// The rules of every new password typed in a form (sign-up, the reset's last step, Choose your
// password, Settings › Password). Each returns, per field, the key of its message under
// `auth.validation`.
import type { Catalogue } from '@/lib/i18n/locales/en';
import { checkPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './contracts';

export type ValidationKey = keyof Catalogue['auth']['validation'];
export type FieldErrors<Field extends string> = Partial<Record<Field, ValidationKey>>;

/** The fields whose key is set, the others dropped. */
export function clean<Field extends string>(
  errors: Record<Field, ValidationKey | undefined>,
): FieldErrors<Field> {
  return Object.fromEntries(Object.entries(errors).filter(([, key]) => key)) as FieldErrors<Field>;
}

/** The policy of every new password: 8 to 128 characters with upper, lower, digit and symbol. */
export function newPasswordError(
  password: string,
  empty: ValidationKey,
  tooShort: ValidationKey,
): ValidationKey | undefined {
  if (!password) return empty;
  const check = checkPassword(password);
  if (check.valid) return undefined;
  if (password.length < PASSWORD_MIN_LENGTH) return tooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return 'passwordTooLong';
  return 'passwordTooWeak';
}

export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

export function validateNewPassword(values: NewPasswordValues): FieldErrors<keyof NewPasswordValues> {
  return clean({
    password: newPasswordError(values.password, 'passwordTooShort', 'passwordTooShort'),
    confirmPassword: values.confirmPassword !== values.password ? 'passwordsMismatch' : undefined,
  });
}
