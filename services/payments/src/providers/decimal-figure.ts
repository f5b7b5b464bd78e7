import Decimal from 'decimal.js';

/** A provider's amount (a JSON number or decimal string) as a plain, non-negative decimal string, or null. */
export function plainDecimal(value: unknown): string | null {
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  try {
    const d = new Decimal(value);
    return d.isFinite() && !d.isNegative() ? d.toFixed() : null;
  } catch {
    return null;
  }
}
