import { trustProxyValue } from './trust-proxy';

describe('TRUST_PROXY', () => {
  it('reads booleans, hop counts and address lists', () => {
    expect(trustProxyValue('true')).toBe(true);
    expect(trustProxyValue('false')).toBe(false);
    expect(trustProxyValue('1')).toBe(1);
    expect(trustProxyValue('loopback, 10.0.0.0/8')).toEqual(['loopback', '10.0.0.0/8']);
  });
});
