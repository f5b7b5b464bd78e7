import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';

describe('recovery codes', () => {
  it('makes ten distinct codes of two groups of five', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  });

  it('hashes a code the same however it is typed back, and different codes differently', () => {
    const [code, other] = newRecoveryCodes(2);
    const hash = hashRecoveryCode(code);
    expect(hashRecoveryCode(code.toUpperCase())).toBe(hash);
    expect(hashRecoveryCode(code.replace('-', ''))).toBe(hash);
    expect(hashRecoveryCode(` ${code} `)).toBe(hash);
    expect(hashRecoveryCode(other)).not.toBe(hash);
    expect(hash).not.toContain(code.replace('-', ''));
  });
});
