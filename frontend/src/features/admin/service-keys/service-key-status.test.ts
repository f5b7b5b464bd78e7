import { describe, expect, it } from 'vitest';
import { dayAfter, expiryFromDate, latestExpiryDay, serviceKeyStatus } from './service-key-status';

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
  it('is the end of that day, refused when empty or for a day already over', () => {
    expect(expiryFromDate('2030-06-15', now)).toEqual({
      expiresAt: new Date('2030-06-15T23:59:59').toISOString(),
    });
    expect(expiryFromDate('', now)).toEqual({ problem: 'missing' });
    expect(expiryFromDate('2030-06-14', now)).toEqual({ problem: 'past' });
    expect(expiryFromDate('not a date', now)).toEqual({ problem: 'past' });
  });

  it('ends within 365 days: the last day offered is the last whose end is that close', () => {
    expect(dayAfter(now, 90)).toBe('2030-09-13');
    expect(latestExpiryDay(now)).toBe('2031-06-14');
    expect(expiryFromDate('2031-06-14', now)).toEqual({
      expiresAt: new Date('2031-06-14T23:59:59').toISOString(),
    });
    expect(expiryFromDate('2031-06-15', now)).toEqual({ problem: 'tooFar' });
    // One second before midnight, the day a year ahead still ends within 365 days.
    const lateAtNight = new Date('2030-06-15T23:59:59').getTime();
    expect(latestExpiryDay(lateAtNight)).toBe('2031-06-15');
  });
});
