// The form rules of the sign-in, registration and new-password screens (SPEC section 5). Each
// returns, per field, the key of its message under `auth.validation`.
import { clean, newPasswordError, type FieldErrors, type ValidationKey } from '@/lib/auth/new-password-rules';

export type { FieldErrors, ValidationKey };

/** A basic address shape: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function emailError(email: string): ValidationKey | undefined {
  const value = email.trim();
  if (!value) return 'emailRequired';
  if (!EMAIL_PATTERN.test(value)) return 'emailInvalid';
  return undefined;
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

/** The reset request only checks for an "@" before asking the server. */
export function isResetEmail(email: string): boolean {
  return email.trim().includes('@');
}
