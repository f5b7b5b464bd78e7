import ipaddr from 'ipaddr.js';

const DOTTED_QUAD = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/**
 * An address an administrator may ban: an IPv4 dotted quad (no leading zeros, no short forms such
 * as `10.1`, which some parsers read as other addresses) or a full IPv6 address.
 */
export function isBannableIp(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const ip = value.trim();
  if (DOTTED_QUAD.test(ip)) return true;
  return ip.includes(':') && ipaddr.IPv6.isValid(ip) && !ip.includes('%');
}

/**
 * The one spelling of an address that bans, socket rooms and rate limits compare: IPv4-mapped
 * IPv6 (`::ffff:1.2.3.4`, as Node reports IPv4 clients of a dual-stack socket) becomes the IPv4
 * address, IPv6 is lower-case and compressed. Unparseable input is returned trimmed, so it can
 * only ever match itself.
 */
export function normalizeIp(value: string): string {
  const ip = value.trim();
  try {
    const parsed = ipaddr.process(ip);
    return parsed.toString();
  } catch {
    return ip;
  }
}
