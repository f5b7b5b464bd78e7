import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { validateNewPassword } from '@/lib/auth/new-password-rules';
import { isResetEmail, validateLogin, validateRegister, type FieldErrors } from './validation';

const t = i18n.getFixedT('en');
const messages = <F extends string>(errors: FieldErrors<F>) =>
  Object.fromEntries(
    Object.entries(errors).map(([field, key]) => [
      field,
      t(`auth.validation.${key as string}` as 'auth.validation.emailRequired'),
    ]),
  );

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  password: 'Engine-1843',
  confirmPassword: 'Engine-1843',
  terms: true,
};

describe('register form rules (SPEC section 5)', () => {
  it('names every empty field with the spec’s message', () => {
    expect(
      messages(
        validateRegister({
          firstName: ' ',
          lastName: '',
          email: '',
          password: '',
          confirmPassword: '',
          terms: false,
        }),
      ),
    ).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      password: 'Password is required',
      confirmPassword: 'Password confirmation is required',
      terms: 'You must accept the terms of service',
    });
  });

  it('checks the email shape, the password length and policy, and the confirmation', () => {
    expect(
      messages(validateRegister({ ...valid, email: 'ada@', password: 'Ab1!', confirmPassword: 'Ab1!' })),
    ).toEqual({
      email: 'Invalid email address',
      password: 'Password must be at least 8 characters',
    });
    expect(
      messages(validateRegister({ ...valid, password: 'alllowercase1!', confirmPassword: 'alllowercase1!' })),
    ).toEqual({
      password: 'Password is too weak. Please use a stronger password',
    });
    expect(messages(validateRegister({ ...valid, confirmPassword: 'Engine-1844' }))).toEqual({
      confirmPassword: 'Passwords do not match',
    });
    expect(validateRegister(valid)).toEqual({});
  });
});

describe('login form rules', () => {
  it('requires an email of the right shape and a password, without re-checking the policy', () => {
    expect(messages(validateLogin({ email: '', password: '' }))).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(messages(validateLogin({ email: 'nope', password: 'x' }))).toEqual({
      email: 'Invalid email address',
    });
    expect(validateLogin({ email: 'ada@example.com', password: 'weak' })).toEqual({});
  });
});

describe('new password rules', () => {
  it('needs 8 characters, the policy and a matching confirmation', () => {
    expect(messages(validateNewPassword({ password: '', confirmPassword: '' }))).toEqual({
      password: 'Password must be at least 8 characters long',
    });
    expect(messages(validateNewPassword({ password: 'Short1!', confirmPassword: 'Short1!' }))).toEqual({
      password: 'Password must be at least 8 characters long',
    });
    expect(messages(validateNewPassword({ password: 'NoDigits!!', confirmPassword: 'NoDigits!!' }))).toEqual({
      password: 'Password is too weak. Please use a stronger password',
    });
    expect(
      messages(validateNewPassword({ password: 'Engine-1843', confirmPassword: 'Engine-1842' })),
    ).toEqual({
      confirmPassword: 'Passwords do not match',
    });
    expect(validateNewPassword({ password: 'Engine-1843', confirmPassword: 'Engine-1843' })).toEqual({});
  });
});

describe('reset request', () => {
  it('only checks for an @', () => {
    expect(isResetEmail('a@b')).toBe(true);
    expect(isResetEmail('ab')).toBe(false);
  });
});
