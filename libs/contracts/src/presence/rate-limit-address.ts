import ipaddr from 'ipaddr.js';

/**
 * What a per-address rate limit counts a client under: an IPv4 address as it is, an IPv6 address
 * by its /64, the smallest block one subscriber is given (any of its 2^64 addresses is the same
 * client). Unparseable input is returned as it is, so it only ever matches itself.
 */
export function rateLimitAddress(ip: string): string {
  if (!ipaddr.IPv6.isValid(ip) || ipaddr.IPv4.isValid(ip)) return ip;
  const address = ipaddr.IPv6.parse(ip.split('%')[0]);
  if (address.isIPv4MappedAddress()) return address.toIPv4Address().toString();
  const parts = address.parts.map((part, i) => (i < 4 ? part : 0));
  return `${new ipaddr.IPv6(parts).toString()}/64`;
}
