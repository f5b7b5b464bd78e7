// The ban form's address check (SPEC §5): an IPv4 dotted quad. Full IPv6 addresses are accepted too
// and left to the server's stricter parser, which bans both kinds.

const DOTTED_QUAD = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const IPV6_SHAPE = /^[0-9a-f:.]+$/i;

export function isIpAddress(value: string): boolean {
  const ip = value.trim();
  if (DOTTED_QUAD.test(ip)) return true;
  return ip.includes(':') && ip.split(':').length >= 3 && IPV6_SHAPE.test(ip);
}
