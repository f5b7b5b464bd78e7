import {
  CODE_RULES,
  codeState,
  expiryFor,
  generateCode,
  resendWaitSeconds,
  sendWaitSeconds,
} from './code-rules';

const at = (iso: string) => new Date(iso);

describe('one-time code rules', () => {
  const fresh = { expiresAt: at('2025-01-01T01:00:00Z'), attempts: 0, consumedAt: null };

  it('is live before its expiry with fewer than five wrong tries', () => {
    expect(codeState({ ...fresh, attempts: 4 }, at('2025-01-01T00:59:59Z'))).toBe('live');
  });

  it('dies after the fifth wrong try, even before it expires', () => {
    expect(CODE_RULES.maxWrongAttempts).toBe(5);
    expect(codeState({ ...fresh, attempts: 5 }, at('2025-01-01T00:00:01Z'))).toBe('exhausted');
  });

  it('expires at its expiry time', () => {
    expect(codeState(fresh, at('2025-01-01T01:00:00Z'))).toBe('expired');
  });

  it('cannot be used twice', () => {
    expect(codeState({ ...fresh, consumedAt: at('2025-01-01T00:10:00Z') }, at('2025-01-01T00:11:00Z'))).toBe(
      'consumed',
    );
  });

  it('gives a recovery code the 60 minutes the reset screen promises', () => {
    expect(expiryFor('recovery', at('2025-01-01T00:00:00Z'))).toEqual(at('2025-01-01T01:00:00Z'));
  });

  it('refuses a resend for 60 seconds after a send', () => {
    const sent = at('2025-01-01T00:00:00Z');
    expect(resendWaitSeconds(sent, at('2025-01-01T00:00:00.500Z'))).toBe(60);
    expect(resendWaitSeconds(sent, at('2025-01-01T00:00:59Z'))).toBe(1);
    expect(resendWaitSeconds(sent, at('2025-01-01T00:01:00Z'))).toBe(0);
    expect(resendWaitSeconds(null, sent)).toBe(0);
  });

  it('lets a new code go out at once when the last one was already used', () => {
    const sent = at('2025-01-01T00:00:00Z');
    const now = at('2025-01-01T00:00:10Z');
    expect(sendWaitSeconds({ lastSentAt: sent, consumedAt: null }, now)).toBe(50);
    expect(sendWaitSeconds({ lastSentAt: sent, consumedAt: at('2025-01-01T00:00:05Z') }, now)).toBe(0);
    expect(sendWaitSeconds(null, now)).toBe(0);
  });

  it('makes six-digit codes, keeping leading zeros', () => {
    for (let i = 0; i < 200; i++) expect(generateCode()).toMatch(/^\d{6}$/);
  });
});
