import { describe, expect, it } from 'vitest';
import { activityStatus } from './activity-status';

const now = Date.parse('2025-06-01T12:00:00Z');
const secondsAgo = (s: number) => new Date(now - s * 1000).toISOString();

describe('a live visitor’s activity status', () => {
  it("is 'Actif' under one minute", () => {
    expect(activityStatus(secondsAgo(0), now)).toBe('actif');
    expect(activityStatus(secondsAgo(59.999), now)).toBe('actif');
  });

  it("is 'Récent' from one minute to under five", () => {
    expect(activityStatus(secondsAgo(60), now)).toBe('recent');
    expect(activityStatus(secondsAgo(299), now)).toBe('recent');
  });

  it("is 'Inactif' from five minutes", () => {
    expect(activityStatus(secondsAgo(300), now)).toBe('inactif');
    expect(activityStatus(secondsAgo(3600), now)).toBe('inactif');
  });
});
