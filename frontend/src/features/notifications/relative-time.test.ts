import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const NOW = Date.UTC(2030, 0, 10, 12, 0, 0);
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const SECOND = 1000;
const MINUTE = 60 * SECOND;

describe('relative notification time (SPEC §9 boundaries)', () => {
  it('is "Just now" under one minute, including 59.999 s', () => {
    expect(relativeTime(ago(0), NOW)).toEqual({ unit: 'now' });
    expect(relativeTime(ago(59 * SECOND + 999), NOW)).toEqual({ unit: 'now' });
  });

  it('counts minutes from exactly 1 minute up to 59', () => {
    expect(relativeTime(ago(MINUTE), NOW)).toEqual({ unit: 'minutes', value: 1 });
    expect(relativeTime(ago(59 * MINUTE + 59 * SECOND), NOW)).toEqual({ unit: 'minutes', value: 59 });
  });

  it('counts hours from exactly 60 minutes up to 1439 minutes', () => {
    expect(relativeTime(ago(60 * MINUTE), NOW)).toEqual({ unit: 'hours', value: 1 });
    expect(relativeTime(ago(119 * MINUTE), NOW)).toEqual({ unit: 'hours', value: 1 });
    expect(relativeTime(ago(1439 * MINUTE + 59 * SECOND), NOW)).toEqual({ unit: 'hours', value: 23 });
  });

  it('counts days from exactly 1440 minutes (24 h)', () => {
    expect(relativeTime(ago(1440 * MINUTE), NOW)).toEqual({ unit: 'days', value: 1 });
    expect(relativeTime(ago(2 * 1440 * MINUTE - 1), NOW)).toEqual({ unit: 'days', value: 1 });
    expect(relativeTime(ago(30 * 1440 * MINUTE), NOW)).toEqual({ unit: 'days', value: 30 });
  });

  it('reads a date slightly in the future, or an unreadable one, as "Just now"', () => {
    expect(relativeTime(new Date(NOW + 5 * SECOND).toISOString(), NOW)).toEqual({ unit: 'now' });
    expect(relativeTime('not a date', NOW)).toEqual({ unit: 'now' });
  });
});
