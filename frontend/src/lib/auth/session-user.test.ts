import { describe, expect, it } from 'vitest';
import type { Session } from '@supabase/auth-js';
import { readClaims, sessionStatus, toAuthUser } from './session-user';

// Base64url of the UTF-8 JSON, as a real JWT carries it.
const encode = (value: unknown) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const token = (claims: object) => `${encode({ alg: 'ES256' })}.${encode(claims)}.sig`;
const user = {
  id: 'u1',
  email: 'zoë@example.com',
  app_metadata: { two_factor_enabled: false },
  user_metadata: { first_name: 'Zoë', last_name: 'Ng' },
};
const session = (claims: object, appMetadata = {}) =>
  ({
    access_token: token(claims),
    user: { ...user, app_metadata: { ...user.app_metadata, ...appMetadata } },
  }) as unknown as Session;

describe('sessionStatus', () => {
  it('signed out without a session, signed in with one', () => {
    expect(sessionStatus(null)).toBe('signed-out');
    expect(sessionStatus(session({ aal: 'aal1', app_metadata: { two_factor_enabled: false } }))).toBe(
      'signed-in',
    );
  });

  it('with two-factor on, an aal1 session still waits for the emailed code; aal2 is signed in', () => {
    expect(sessionStatus(session({ aal: 'aal1', app_metadata: { two_factor_enabled: true } }))).toBe(
      'two-factor-pending',
    );
    expect(sessionStatus(session({ aal: 'aal2', app_metadata: { two_factor_enabled: true } }))).toBe(
      'signed-in',
    );
  });
});

describe('readClaims / toAuthUser', () => {
  it('decodes the token payload (UTF-8) and maps the profile', () => {
    expect(readClaims(token({ email: 'zoë@example.com' })).email).toBe('zoë@example.com');
    expect(readClaims('garbage')).toEqual({});
    expect(toAuthUser(user as never)).toEqual({
      id: 'u1',
      email: 'zoë@example.com',
      firstName: 'Zoë',
      lastName: 'Ng',
      twoFactorEnabled: false,
      emailFactorEnabled: false,
    });
  });
});
