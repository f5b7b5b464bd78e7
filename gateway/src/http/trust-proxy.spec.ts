import { parseConfig } from '@storefront/platform';
import { GatewayConfig } from '../config';
import { trustProxyValue } from './trust-proxy';

describe('TRUST_PROXY', () => {
  it('reads booleans and address lists', () => {
    expect(trustProxyValue('true')).toBe(true);
    expect(trustProxyValue('false')).toBe(false);
    expect(trustProxyValue('loopback, 10.0.0.0/8')).toEqual(['loopback', '10.0.0.0/8']);
  });

  it('refuses a hop count at start, which would believe any peer', () => {
    const withTrust = (value: string) => () => parseConfig(GatewayConfig, { TRUST_PROXY: value });
    expect(withTrust('1')).toThrow(/TRUST_PROXY.*not a hop count/);
    expect(withTrust(' 2 ')).toThrow(/TRUST_PROXY/);
    expect(withTrust('loopback, 10.0.0.0/8')().TRUST_PROXY).toBe('loopback, 10.0.0.0/8');
    expect(withTrust('127.0.0.1')().TRUST_PROXY).toBe('127.0.0.1');
  });
});
