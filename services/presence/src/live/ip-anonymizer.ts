import { normalizeIp } from '@storefront/contracts';
import ipaddr from 'ipaddr.js';

interface VisitorAddress {
  raw: string;
  /** IPv4-mapped IPv6 as IPv4, IPv6 compressed. */
  normalized: string;
  /** IPv4 with its last octet zeroed, IPv6 cut to its /48. */
  anonymized: string;
  /** The anonymised network in CIDR form: `a.b.c.0/24` or `x:y:z::/48`. */
  network: string;
}

const IPV4_PREFIX = 24;
const IPV6_PREFIX = 48;

function maskIpv6(address: ipaddr.IPv6, prefix: number): ipaddr.IPv6 {
  const parts = address.parts.map((part, i) => {
    const keep = Math.min(16, Math.max(0, prefix - i * 16));
    return keep === 16 ? part : keep === 0 ? 0 : part & (0xffff << (16 - keep)) & 0xffff;
  });
  return new ipaddr.IPv6(parts);
}

/** What the history and the live list may keep of a client address. */
export function describeAddress(raw: string): VisitorAddress {
  const normalized = normalizeIp(raw);
  if (!ipaddr.isValid(normalized)) {
    return { raw, normalized, anonymized: 'inconnue', network: 'inconnue' };
  }
  const address = ipaddr.parse(normalized);
  if (address.kind() === 'ipv4') {
    const octets = (address as ipaddr.IPv4).octets;
    const anonymized = `${octets[0]}.${octets[1]}.${octets[2]}.0`;
    return { raw, normalized, anonymized, network: `${anonymized}/${IPV4_PREFIX}` };
  }
  const anonymized = maskIpv6(address as ipaddr.IPv6, IPV6_PREFIX).toString();
  return { raw, normalized, anonymized, network: `${anonymized}/${IPV6_PREFIX}` };
}
