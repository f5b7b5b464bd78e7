import { TOTP, Secret } from 'otpauth';
import { matchingTotpStep, newTotpSecret, totpUri } from './totp';

const codeAt = (secret: string, timestamp: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), period: 30, digits: 6 }).generate({ timestamp });

describe('TOTP codes', () => {
  const secret = newTotpSecret();
  const now = Date.UTC(2026, 0, 1, 12, 0, 15);
  const step = Math.floor(now / 30000);

  it('makes a 160-bit base32 secret and an otpauth URI naming the issuer and the account', () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = totpUri(secret, 'Oddsmith', 'ada@example.com');
    expect(uri).toContain('otpauth://totp/Oddsmith:ada%40example.com?');
    expect(uri).toContain(`secret=${secret}`);
    expect(uri).toContain('period=30');
  });

  it('accepts the current code and the codes one step before and after, with their step', () => {
    expect(matchingTotpStep(secret, codeAt(secret, now), now)).toBe(step);
    expect(matchingTotpStep(secret, codeAt(secret, now - 30000), now)).toBe(step - 1);
    expect(matchingTotpStep(secret, codeAt(secret, now + 30000), now)).toBe(step + 1);
  });

  it('refuses a code two steps away and a code of another secret', () => {
    expect(matchingTotpStep(secret, codeAt(secret, now - 60000), now)).toBeNull();
    const other = newTotpSecret();
    expect(matchingTotpStep(secret, codeAt(other, now), now)).toBeNull();
  });
});
