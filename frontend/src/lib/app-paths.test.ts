import { describe, expect, it } from 'vitest';
import { safeRedirect, withQuery } from './app-paths';

describe('safeRedirect', () => {
  it('follows paths on this site only', () => {
    expect(safeRedirect('/checkout/crypto?amount=20&currency=eur')).toBe(
      '/checkout/crypto?amount=20&currency=eur',
    );
    expect(safeRedirect('/settings')).toBe('/settings');
    expect(safeRedirect('/checkout/crypto?next=%2Fpricing')).toBe('/checkout/crypto?next=%2Fpricing');
    for (const unsafe of [
      'https://evil.test',
      '//evil.test/x',
      '/\\evil.test',
      '/%5Cevil.test',
      '/%5cevil.test',
      '/%2F%2Fevil.test',
      '/%2fevil.test%0a',
      '/%E0%A4%A',
      'dashboard',
      42,
      undefined,
      '/login?redirect=/x',
      '/register',
    ]) {
      expect(safeRedirect(unsafe)).toBeUndefined();
    }
  });
});

describe('withQuery', () => {
  it('adds the non-empty values', () => {
    expect(withQuery('/verify-email', { email: 'a+b@example.com' })).toBe(
      '/verify-email?email=a%2Bb%40example.com',
    );
    expect(withQuery('/reset-password', { email: undefined })).toBe('/reset-password');
  });
});
