import { describe, expect, it } from 'vitest';
import { isIpAddress } from './ip-address';

describe("the ban form's address check", () => {
  it.each(['1.2.3.4', '203.0.113.255', '0.0.0.0', ' 10.0.0.1 ', '2001:db8::1', '::1'])('accepts %s', (ip) => {
    expect(isIpAddress(ip)).toBe(true);
  });

  it.each(['', '1.2.3', '256.1.1.1', '01.2.3.4', '1.2.3.4.5', 'example.com', '1.2.3.4/24', 'abc:def'])(
    'refuses %s',
    (ip) => {
      expect(isIpAddress(ip)).toBe(false);
    },
  );
});
