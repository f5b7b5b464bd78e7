import { describe, expect, it } from 'vitest';
import { parseLowBalanceThreshold } from './low-balance-threshold';

describe('the low-balance threshold', () => {
  it('takes a whole number of credits from 0 (off) to 100,000', () => {
    expect(parseLowBalanceThreshold('0')).toBe(0);
    expect(parseLowBalanceThreshold(' 25 ')).toBe(25);
    expect(parseLowBalanceThreshold('100000')).toBe(100_000);
  });

  it('refuses nothing at all, negatives, decimals, words and more than 100,000', () => {
    for (const text of ['', ' ', '-1', '2.5', '1e3', 'ten', '100001'])
      expect(parseLowBalanceThreshold(text)).toBeNull();
  });
});
