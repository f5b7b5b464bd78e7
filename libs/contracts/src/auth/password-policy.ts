/**
 * The product's password rule, shared by the server (which enforces it whenever a password is
 * set) and the frontend (which shows it as a live checklist).
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordRule = 'length' | 'lowercase' | 'uppercase' | 'digit' | 'special';

export interface PasswordCheck {
  valid: boolean;
  /** The rules the password breaks, in checklist order. */
  failed: PasswordRule[];
  /** The spec's message for the first problem, or '' when valid. */
  message: string;
}

export const PASSWORD_MESSAGES = {
  tooShort: 'Password must be at least 8 characters long',
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
  tooWeak: 'Password is too weak. Please use a stronger password',
} as const;

const RULES: [PasswordRule, (pw: string) => boolean][] = [
  ['length', (pw) => pw.length >= PASSWORD_MIN_LENGTH],
  ['lowercase', (pw) => /\p{Ll}/u.test(pw)],
  ['uppercase', (pw) => /\p{Lu}/u.test(pw)],
  ['digit', (pw) => /\d/.test(pw)],
  // The spec lists !@#$%^&*(),.?":{}|<>; any other symbol counts too, so the server never refuses a
  // password the checklist accepted.
  ['special', (pw) => /[^\p{L}\p{N}\s]/u.test(pw)],
];

export function checkPassword(password: string): PasswordCheck {
  if (password.length > PASSWORD_MAX_LENGTH) {
    return { valid: false, failed: ['length'], message: PASSWORD_MESSAGES.tooLong };
  }
  const failed = RULES.filter(([, ok]) => !ok(password)).map(([rule]) => rule);
  if (!failed.length) return { valid: true, failed, message: '' };
  return {
    valid: false,
    failed,
    message: failed[0] === 'length' ? PASSWORD_MESSAGES.tooShort : PASSWORD_MESSAGES.tooWeak,
  };
}
