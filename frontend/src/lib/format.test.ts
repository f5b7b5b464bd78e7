import { describe, expect, it } from 'vitest';
import { formatEur, formatFiat } from './money-format';
import { formatDateFr, formatDateTimeFr } from './date-format';

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
    expect(formatFiat(40, 'usd')).toBe('$40.00');
    expect(formatFiat(40, 'usd', 'fr').replace(/\s/g, ' ')).toBe('40,00 $');
  });
});

describe('French dates', () => {
  it('formats dates in the French locale', () => {
    expect(formatDateFr(new Date(2025, 10, 22))).toBe('22 novembre 2025');
    expect(formatDateTimeFr(new Date(2025, 0, 3, 14, 5))).toMatch(/^3 janvier 2025 (à )?14:05$/);
  });
});
