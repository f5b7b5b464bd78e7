import { describe, expect, it } from 'vitest';
import { expiryFromDate, serviceKeyStatus } from './service-key-status';

const now = new Date('2030-06-15T12:00:00').getTime();

describe('a service key’s status', () => {
  it('is revoked once revoked, whatever its expiry', () => {
    expect(serviceKeyStatus({ revokedAt: '2030-06-01T00:00:00Z', expiresAt: null }, now)).toBe('revoked');
    expect(
      serviceKeyStatus({ revokedAt: '2030-06-01T00:00:00Z', expiresAt: '2030-01-01T00:00:00Z' }, now),
    ).toBe('revoked');
  });

  it('is expired from its expiry on, active before it or without one', () => {
    expect(serviceKeyStatus({ revokedAt: null, expiresAt: new Date(now).toISOString() }, now)).toBe(
      'expired',
    );
    expect(serviceKeyStatus({ revokedAt: null, expiresAt: new Date(now + 1000).toISOString() }, now)).toBe(
      'active',
    );
    expect(serviceKeyStatus({ revokedAt: null, expiresAt: null }, now)).toBe('active');
  });
});

describe('the expiry a date field asks for', () => {
  it('is the end of that day, none for an empty field, and refused for a day already over', () => {
    expect(expiryFromDate('', now)).toEqual({ past: false });
    expect(expiryFromDate('2030-06-15', now)).toEqual({
      expiresAt: new Date('2030-06-15T23:59:59').toISOString(),
      past: false,
    });
    expect(expiryFromDate('2030-06-14', now)).toEqual({ past: true });
    expect(expiryFromDate('not a date', now)).toEqual({ past: true });
  });
});
