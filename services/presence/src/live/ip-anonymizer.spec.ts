import { describeAddress } from './ip-anonymizer';

describe('address anonymisation', () => {
  it('zeroes the last octet of an IPv4 address', () => {
    expect(describeAddress('203.0.113.77')).toEqual({
      raw: '203.0.113.77',
      normalized: '203.0.113.77',
      anonymized: '203.0.113.0',
      network: '203.0.113.0/24',
    });
  });

  it('treats an IPv4-mapped IPv6 address as the IPv4 one, keeping the raw form', () => {
    expect(describeAddress('::ffff:198.51.100.9')).toMatchObject({
      raw: '::ffff:198.51.100.9',
      normalized: '198.51.100.9',
      anonymized: '198.51.100.0',
    });
  });

  it('keeps only the /48 of an IPv6 address', () => {
    expect(describeAddress('2001:db8:abcd:12:34::1')).toMatchObject({
      normalized: '2001:db8:abcd:12:34::1',
      anonymized: '2001:db8:abcd::',
      network: '2001:db8:abcd::/48',
    });
  });

  it('does not invent a network for something that is not an address', () => {
    expect(describeAddress('')).toMatchObject({ anonymized: 'inconnue', network: 'inconnue' });
  });
});
