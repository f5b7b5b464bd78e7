import { isBannableIp, normalizeIp } from './ip-address';

describe('bannable addresses', () => {
  it.each(['1.2.3.4', '203.0.113.255', '0.0.0.0', '2001:db8::1', '::1', '2001:DB8:0:0:0:0:0:1'])(
    'accepts %s',
    (ip) => {
      expect(isBannableIp(ip)).toBe(true);
    },
  );

  it.each([
    '',
    '1.2.3',
    '10.1',
    '256.1.1.1',
    '01.2.3.4',
    '1.2.3.4.5',
    'example.com',
    '1.2.3.4/24',
    'fe80::1%eth0',
    42,
    null,
  ])('refuses %p', (ip) => {
    expect(isBannableIp(ip)).toBe(false);
  });
});

describe('address normalisation', () => {
  it('turns an IPv4-mapped IPv6 address into IPv4', () => {
    expect(normalizeIp('::ffff:198.51.100.9')).toBe('198.51.100.9');
  });

  it('writes IPv6 in one compressed lower-case form', () => {
    expect(normalizeIp('2001:DB8:0:0:0:0:0:42')).toBe('2001:db8::42');
    expect(normalizeIp('2001:db8::0:42')).toBe('2001:db8::42');
  });

  it('leaves anything unparseable as it was, trimmed', () => {
    expect(normalizeIp(' unknown ')).toBe('unknown');
  });
});
