import { describe, expect, it } from 'vitest';
import { timeLeft } from './time-left';

const now = Date.parse('2025-06-01T12:00:00Z');
const inSeconds = (s: number) => new Date(now + s * 1000).toISOString();

describe('time left before a payment expires', () => {
  it('reads hours, minutes and seconds', () => {
    expect(timeLeft(inSeconds(3723), now)).toEqual({ expired: false, text: '1h 2m 3s' });
    expect(timeLeft(inSeconds(2 * 3600), now)).toEqual({ expired: false, text: '2h 0m 0s' });
  });

  it('leaves out the hours, then the minutes, when there are none', () => {
    expect(timeLeft(inSeconds(125), now)).toEqual({ expired: false, text: '2m 5s' });
    expect(timeLeft(inSeconds(9), now)).toEqual({ expired: false, text: '9s' });
  });

  it('is expired at and after the expiry, and for an unreadable date', () => {
    expect(timeLeft(inSeconds(0), now)).toEqual({ expired: true });
    expect(timeLeft(inSeconds(-60), now)).toEqual({ expired: true });
    expect(timeLeft('not a date', now)).toEqual({ expired: true });
  });

  it('rounds down to the whole second', () => {
    expect(timeLeft(new Date(now + 1999), now)).toEqual({ expired: false, text: '1s' });
    expect(timeLeft(new Date(now + 999), now)).toEqual({ expired: true });
  });
});
