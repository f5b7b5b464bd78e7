import { describe, expect, it } from 'vitest';
import { balanceSign, parseCreditAmount, signedCredits } from './credit-balance';

describe('how a balance is shown', () => {
  it('is signed, with French decimals', () => {
    expect(signedCredits(12.5)).toBe('+12,5');
    expect(signedCredits(-3)).toBe('-3');
    expect(signedCredits(0)).toBe('0');
    expect(signedCredits(1234)).toMatch(/^\+1\s234$/);
  });

  it("is 'Négatif' only below zero", () => {
    expect(balanceSign(-0.01)).toBe('negative');
    expect(balanceSign(0)).toBe('positive');
    expect(balanceSign(40)).toBe('positive');
  });
});

describe('the credit amount field', () => {
  it('accepts a number above 0 with up to two decimals, dot or comma', () => {
    expect(parseCreditAmount('10')).toBe(10);
    expect(parseCreditAmount(' 2.5 ')).toBe(2.5);
    expect(parseCreditAmount('0,01')).toBe(0.01);
  });

  it('refuses zero, negatives, more decimals and text', () => {
    for (const raw of ['', '0', '0.00', '-5', '1.005', 'abc', '1e3'])
      expect(parseCreditAmount(raw)).toBeNull();
  });
});
