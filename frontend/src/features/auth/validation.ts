// The form rules of the sign-in, registration and new-password screens (SPEC section 5). Each
// returns, per field, the key of its message under `auth.validation`.
import { checkPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/auth/contracts';
import type { Catalogue } from '@/lib/i18n/locales/en';

export type ValidationKey = keyof Catalogue['auth']['validation'];
export type FieldErrors<Field extends string> = Partial<Record<Field, ValidationKey>>;

/** A basic address shape: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function emailError(email: string): ValidationKey | undefined {
  const value = email.trim();
  if (!value) return 'emailRequired';
  if (!EMAIL_PATTERN.test(value)) return 'emailInvalid';
  return undefined;
}

function clean<Field extends string>(errors: Record<Field, ValidationKey | undefined>): FieldErrors<Field> {
  return Object.fromEntries(Object.entries(errors).filter(([, key]) => key)) as FieldErrors<Field>;
}

export interface LoginValues {
  email: string;
  password: string;
}

/** Sign-in does not re-check the password policy: a wrong password is the server's answer. */
export function validateLogin(values: LoginValues): FieldErrors<keyof LoginValues> {
  return clean({
    email: emailError(values.email),
    password: values.password ? undefined : 'passwordRequired',
  });
}

export interface RegisterValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  terms: boolean;
}

/** The policy of every new password: 8 to 128 characters with upper, lower, digit and symbol. */
function newPasswordError(
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

export function validateRegister(values: RegisterValues): FieldErrors<keyof RegisterValues> {
  return clean({
    firstName: values.firstName.trim() ? undefined : 'firstNameRequired',
    lastName: values.lastName.trim() ? undefined : 'lastNameRequired',
    email: emailError(values.email),
    password: newPasswordError(values.password, 'passwordRequired', 'passwordMin'),
    confirmPassword: !values.confirmPassword
      ? 'confirmRequired'
      : values.confirmPassword !== values.password
        ? 'passwordsMismatch'
        : undefined,
    terms: values.terms ? undefined : 'termsRequired',
  });
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

/** The reset request only checks for an "@" before asking the server. */
export function isResetEmail(email: string): boolean {
  return email.trim().includes('@');
}
