import { bearerToken, passedSecondFactor } from './bearer-token';

describe('the bearer of a request', () => {
  it('reads the token whatever the scheme is written in', () => {
    expect(bearerToken('Bearer abc.def')).toBe('abc.def');
    expect(bearerToken('bearer osk_123')).toBe('osk_123');
    expect(bearerToken('BEARER  tok ')).toBe('tok');
  });

  it('finds none in another scheme, an empty header, two tokens or no header', () => {
    for (const header of [
      'Basic dXNlcg==',
      'Bearer',
      'Bearer ',
      'Bearer a b',
      'Bearertok',
      undefined,
      ['Bearer a'],
    ])
      expect(bearerToken(header)).toBeUndefined();
  });

  it('counts a session as signed in only past the second factor when the account has one', () => {
    expect(passedSecondFactor({ twoFactorEnabled: false, aal: 'aal1' })).toBe(true);
    expect(passedSecondFactor({ twoFactorEnabled: true, aal: 'aal1' })).toBe(false);
    expect(passedSecondFactor({ twoFactorEnabled: true, aal: 'aal2' })).toBe(true);
  });
});
