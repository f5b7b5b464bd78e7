import { describe, expect, it } from 'vitest';
import {
  formatCoinAmount,
  formatCoinDigits,
  formatDate,
  formatDateTime,
  formatEur,
  formatFiat,
  formatRate,
} from './format';

describe('formatEur', () => {
  it('shows euros with two decimals and no dollar sign', () => {
    expect(formatEur(20)).toBe('€20.00');
    expect(formatEur(150.5)).toBe('€150.50');
    expect(formatEur(20, 'fr').replace(/\s/g, ' ')).toBe('20,00 €');
    expect(formatEur(200)).not.toContain('$');
  });
});

describe('formatFiat', () => {
  it('shows the checkout currency, euros or dollars, with two decimals', () => {
    expect(formatFiat(40, 'eur')).toBe('€40.00');
    // Dollars are named as the emails name them: never a bare "$" a reader could take for another dollar.
    expect(formatFiat(40, 'usd')).toBe('US$40.00');
    expect(formatFiat(40, 'usd', 'fr').replace(/\s/g, ' ')).toBe('40,00 $US');
  });
});

describe('coin amounts and rates', () => {
  it('keeps up to 8 decimals of a coin amount and 6 of a rate, without trailing zeros', () => {
    expect(formatCoinAmount(0.00033333)).toBe('0.00033333');
    expect(formatCoinAmount(0.5)).toBe('0.5');
    expect(formatCoinAmount(0.000333331)).toBe('0.00033333');
    expect(formatCoinAmount(0.0125, 'fr')).toBe('0,0125');
    expect(formatRate(1.087)).toBe('1.087');
    expect(formatRate(1.0871234)).toBe('1.087123');
  });
});

describe('dates', () => {
  it('are written in the reader’s language', () => {
    expect(formatDate(new Date(2025, 10, 22), 'fr')).toBe('22 novembre 2025');
    expect(formatDateTime(new Date(2025, 0, 3, 14, 5), 'fr')).toMatch(/^3 janvier 2025 (à )?14:05$/);
    expect(formatDate(new Date(2025, 10, 22), 'en')).toBe('22 November 2025');
    expect(formatDateTime(new Date(2026, 10, 26, 19, 3), 'en')).toMatch(/^26 November 2026,? (at )?19:03$/);
  });

  it('writes a coin amount’s digits as they are, with the reader’s decimal sign', () => {
    expect(formatCoinDigits('0.00233400')).toBe('0.00233400');
    expect(formatCoinDigits('0.00233400', 'fr')).toBe('0,00233400');
    expect(formatCoinDigits('1234.5', 'fr')).toBe('1234,5');
  });
});
