import { describe, expect, it } from 'vitest';
import { formatBanCountdown } from './ban-countdown';

const s = 1000;
const m = 60 * s;
const h = 60 * m;
const d = 24 * h;

describe('formatBanCountdown', () => {
  it('uses days/hours/minutes over a day, then hours/minutes/seconds, down to seconds', () => {
    expect(formatBanCountdown(2 * d + 3 * h + 4 * m + 5 * s)).toBe('2d 3h 4m');
    expect(formatBanCountdown(3 * h + 4 * m + 5 * s)).toBe('3h 4m 5s');
    expect(formatBanCountdown(4 * m + 5 * s)).toBe('4m 5s');
    expect(formatBanCountdown(5 * s + 900)).toBe('5s');
  });

  it('returns null (shown as Expired) once the time has passed', () => {
    expect(formatBanCountdown(0)).toBeNull();
    expect(formatBanCountdown(-5 * s)).toBeNull();
  });
});
