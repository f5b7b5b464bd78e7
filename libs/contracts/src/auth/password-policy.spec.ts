import { checkPassword, PASSWORD_MESSAGES } from './password-policy';

describe('password policy', () => {
  it('accepts eight characters with upper, lower, digit and a special character', () => {
    expect(checkPassword('Abcdef1!')).toEqual({ valid: true, failed: [], message: '' });
  });

  it('names the length rule first for a short password', () => {
    const check = checkPassword('Ab1!');
    expect(check.valid).toBe(false);
    expect(check.failed).toEqual(['length']);
    expect(check.message).toBe(PASSWORD_MESSAGES.tooShort);
  });

  it.each([
    ['abcdefg1!', 'uppercase'],
    ['ABCDEFG1!', 'lowercase'],
    ['Abcdefgh!', 'digit'],
    ['Abcdefgh1', 'special'],
  ])('refuses %s as too weak (%s missing)', (password, rule) => {
    const check = checkPassword(password);
    expect(check.failed).toEqual([rule]);
    expect(check.message).toBe(PASSWORD_MESSAGES.tooWeak);
  });

  it('counts a symbol outside the spec list as special, since the checklist must never be stricter than the server', () => {
    expect(checkPassword('Abcdefg1-').valid).toBe(true);
  });

  it('does not count a space as the special character', () => {
    expect(checkPassword('Abcdefg1 ').failed).toEqual(['special']);
  });

  it('refuses an oversized password', () => {
    expect(checkPassword(`Aa1!${'x'.repeat(200)}`).valid).toBe(false);
  });
});
