import { describe, expect, it } from 'vitest';
import { AuthApiError, AuthRetryableFetchError, AuthWeakPasswordError } from '@supabase/auth-js';
import { i18n } from '@/lib/i18n/i18n';
import { ApiError } from '../api-error';
import { authErrorMessage } from './auth-error-message';
import { noteRetryAfter } from './rate-limit-wait';

const t = i18n.getFixedT('en');
const gotrue = (status: number, code: string, message = 'server text') =>
  new AuthApiError(message, status, code);

describe('authErrorMessage', () => {
  it('sign-in: unknown account, wrong password and unconfirmed email all read the same', () => {
    for (const code of ['invalid_credentials', 'email_not_confirmed', 'user_not_found']) {
      expect(authErrorMessage(gotrue(400, code), 'signIn', t)).toBe('Invalid email or password');
    }
  });

  it('a rate limit says how long to wait when the server said so (Retry-After), in seconds or minutes', () => {
    const now = Date.now();
    noteRetryAfter('42', now);
    expect(authErrorMessage(gotrue(429, 'over_request_rate_limit'), 'signIn', t)).toBe(
      'Too many requests. Please wait 42 seconds before trying again',
    );
    expect(
      authErrorMessage(new ApiError('Too many', 429, 'RATE_LIMITED', null, 600), 'resetRequest', t),
    ).toBe('Too many requests. Please wait 10 minutes before trying again');
    // A wait noted long ago is not this refusal's.
    noteRetryAfter('42', now - 60_000);
    expect(authErrorMessage(gotrue(429, 'over_request_rate_limit'), 'signIn', t)).toBe(
      'Too many requests. Please wait before trying again',
    );
  });

  it('a suspended account, a rate limit, a network failure and a server failure get the spec’s messages', () => {
    expect(authErrorMessage(gotrue(403, 'user_banned'), 'signIn', t)).toBe(
      'Your account has been suspended. Please contact support',
    );
    expect(authErrorMessage(gotrue(429, 'over_request_rate_limit'), 'signIn', t)).toBe(
      'Too many requests. Please wait before trying again',
    );
    expect(authErrorMessage(new AuthRetryableFetchError('Failed to fetch', 0), 'signIn', t)).toBe(
      'Network error. Please check your connection and try again',
    );
    expect(
      authErrorMessage(new TypeError('NetworkError when attempting to fetch resource.'), 'other', t),
    ).toBe('Network error. Please check your connection and try again');
    expect(authErrorMessage(new AuthRetryableFetchError('{}', 503), 'signUp', t)).toBe(
      'Server error. Please try again later',
    );
    expect(authErrorMessage(new ApiError('boom', 500, 'INTERNAL', null), 'other', t)).toBe(
      'Server error. Please try again later',
    );
  });

  it('sign-up: an existing account, a weak password, and the default', () => {
    expect(authErrorMessage(gotrue(422, 'user_already_exists'), 'signUp', t)).toBe(
      'An account with this email already exists',
    );
    expect(
      authErrorMessage(
        new AuthWeakPasswordError('Password must be at least 8 characters long', 422, []),
        'signUp',
        t,
      ),
    ).toBe('Password is too weak. Please use a stronger password');
    expect(authErrorMessage(gotrue(418, 'teapot'), 'signUp', t)).toBe('An error occurred. Please try again');
    expect(authErrorMessage(new Error('odd'), 'signUp', t)).toBe('An error occurred. Please try again');
  });

  it('codes: the server’s message, else the flow’s fallback', () => {
    expect(authErrorMessage(gotrue(403, 'otp_expired', 'Invalid verification code'), 'verifyEmail', t)).toBe(
      'Invalid verification code',
    );
    expect(authErrorMessage(new Error('?'), 'verifyEmail', t)).toBe('Invalid verification code');
    expect(authErrorMessage(gotrue(400, 'validation_failed'), 'resend', t)).toBe('Failed to resend code');
    expect(
      authErrorMessage(new ApiError('Invalid verification code', 403, 'OTP_EXPIRED', null), 'newPassword', t),
    ).toBe('Invalid verification code');
    expect(authErrorMessage(new Error('?'), 'newPassword', t)).toBe('Failed to update password');
    expect(authErrorMessage(new ApiError('Nope', 403, 'FORBIDDEN', null), 'twoFactorSend', t)).toBe(
      'Failed to send verification code',
    );
    expect(authErrorMessage(new Error('?'), 'twoFactorVerify', t)).toBe('Failed to verify 2FA');
  });

  it('reset request: rate limit, invalid email, other failures and the unexpected', () => {
    expect(authErrorMessage(gotrue(429, 'over_email_send_rate_limit'), 'resetRequest', t)).toBe(
      'Too many requests. Please wait before trying again',
    );
    expect(authErrorMessage(gotrue(400, 'validation_failed'), 'resetRequest', t)).toBe(
      'Please enter a valid email address',
    );
    expect(authErrorMessage(gotrue(404, 'not_found'), 'resetRequest', t)).toBe(
      'Failed to send reset code. Please try again',
    );
    expect(authErrorMessage(new Error('?'), 'resetRequest', t)).toBe('An error occurred. Please try again');
    // The automatic send within the cool-down says to wait, not that it failed.
    expect(authErrorMessage(gotrue(429, 'over_email_send_rate_limit'), 'resetAutoSend', t)).toBe(
      'Too many requests. Please wait before trying again',
    );
    expect(authErrorMessage(gotrue(500, 'unexpected_failure'), 'resetAutoSend', t)).toBe(
      'Failed to send reset code',
    );
  });
});
