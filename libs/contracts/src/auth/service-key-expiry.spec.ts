import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { CreateServiceKeyBody, serviceKeyExpiryProblem } from './api-keys';

const DAY = 86_400_000;
const now = Date.parse('2030-06-15T12:00:00Z');
const at = (ms: number) => new Date(ms).toISOString();

describe('a service key’s expiry', () => {
  it('is required, and said so in one sentence', () => {
    for (const missing of [undefined, null, ''])
      expect(serviceKeyExpiryProblem(missing, now)).toBe(
        'expiresAt is required: a service key expires within 365 days',
      );
  });

  it('is an ISO 8601 date-time ahead of now, at most 365 days ahead', () => {
    expect(serviceKeyExpiryProblem(at(now + 90 * DAY), now)).toBeNull();
    expect(serviceKeyExpiryProblem(at(now + 365 * DAY), now)).toBeNull();
    expect(serviceKeyExpiryProblem(at(now + 365 * DAY + 1000), now)).toBe(
      'expiresAt must be at most 365 days ahead',
    );
    expect(serviceKeyExpiryProblem(at(now + 400 * DAY), now)).toBe(
      'expiresAt must be at most 365 days ahead',
    );
    expect(serviceKeyExpiryProblem(at(now), now)).toBe('expiresAt must be a date in the future');
    expect(serviceKeyExpiryProblem('next week', now)).toBe('expiresAt must be an ISO 8601 date');
    expect(serviceKeyExpiryProblem(42, now)).toBe('expiresAt must be an ISO 8601 date');
  });

  it('refuses a creation body with that one message', () => {
    const errors = (expiresAt?: string) =>
      validateSync(
        plainToInstance(CreateServiceKeyBody, { name: 'Billing', scopes: ['credits:read'], expiresAt }),
      ).flatMap((e) => Object.values(e.constraints ?? {}));
    expect(errors()).toEqual(['expiresAt is required: a service key expires within 365 days']);
    expect(errors(at(Date.now() + 400 * DAY))).toEqual(['expiresAt must be at most 365 days ahead']);
    expect(errors(at(Date.now() + 30 * DAY))).toEqual([]);
  });
});
