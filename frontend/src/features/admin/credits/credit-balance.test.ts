import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { balanceCredits, balanceSign, parseCreditAmount, signedCredits } from './credit-balance';

afterEach(() => i18n.changeLanguage('en'));

describe('how a balance is shown', () => {
  it('carries no plus sign, only a minus below zero ("118,5", not "+118,5")', async () => {
    await i18n.changeLanguage('fr');
    expect(balanceCredits(118.5)).toBe('118,5');
    expect(balanceCredits(-3)).toBe('-3');
    expect(balanceCredits(0)).toBe('0');
    await i18n.changeLanguage('en');
    expect(balanceCredits(118.5)).toBe('118.5');
  });

  it('a movement is signed, with French decimals in the French back office and English ones in English', async () => {
    await i18n.changeLanguage('fr');
    expect(signedCredits(12.5)).toBe('+12,5');
    expect(signedCredits(-3)).toBe('-3');
    expect(signedCredits(0)).toBe('0');
    expect(signedCredits(1234)).toMatch(/^\+1\s234$/);
    await i18n.changeLanguage('en');
    expect(signedCredits(12.5)).toBe('+12.5');
    expect(signedCredits(1234)).toBe('+1,234');
  });

  it("is 'Négatif' below zero, 'Positif' above it and neither at zero", () => {
    expect(balanceSign(-0.01)).toBe('negative');
    expect(balanceSign(0)).toBe('zero');
    expect(balanceSign(0.01)).toBe('positive');
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
