import { normalizeIp } from '@storefront/contracts';
import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';
import { trustProxyValue } from '../http/trust-proxy';

/**
 * The client address of a socket's handshake, believing X-Forwarded-For exactly as far as Fastify
 * does for HTTP (TRUST_PROXY, with proxy-addr's rules on both), so a ban or a per-address cap sees the same address on both.
 */
export function socketIpResolver(trustProxy: string): (request: IncomingMessage) => string {
  const value = trustProxyValue(trustProxy);
  const trust: (address: string, hop: number) => boolean =
    typeof value === 'boolean' ? () => value : proxyAddr.compile(value);
  return (request) => normalizeIp(proxyAddr(request as never, trust));
}
