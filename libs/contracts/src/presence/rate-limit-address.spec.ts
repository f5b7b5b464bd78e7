import { rateLimitAddress } from './rate-limit-address';

describe('the address a rate limit counts', () => {
  it('is an IPv4 address itself', () => {
    expect(rateLimitAddress('203.0.113.7')).toBe('203.0.113.7');
  });

  it('is the /64 of an IPv6 address, so one subscriber cannot rotate through its block', () => {
    const a = rateLimitAddress('2001:db8:1:2:aaaa::1');
    expect(a).toBe('2001:db8:1:2::/64');
    expect(rateLimitAddress('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe(a);
    expect(rateLimitAddress('2001:db8:1:3::1')).not.toBe(a);
  });

  it('is the IPv4 address of an IPv4-mapped one', () => {
    expect(rateLimitAddress('::ffff:198.51.100.9')).toBe('198.51.100.9');
  });

  it('is unparseable input as it is', () => {
    expect(rateLimitAddress('unknown')).toBe('unknown');
  });
});
