import type { IncomingMessage } from 'node:http';
import { socketIpResolver } from './socket-client-ip';

const handshake = (remoteAddress: string, forwardedFor?: string) =>
  ({
    connection: { remoteAddress },
    socket: { remoteAddress },
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  }) as unknown as IncomingMessage;

describe('the client address of a socket', () => {
  it('believes X-Forwarded-For only from a trusted proxy', () => {
    const resolve = socketIpResolver('loopback');
    expect(resolve(handshake('127.0.0.1', '203.0.113.5'))).toBe('203.0.113.5');
    expect(resolve(handshake('198.51.100.1', '203.0.113.5'))).toBe('198.51.100.1');
  });

  it('ignores the header entirely when no proxy is trusted', () => {
    expect(socketIpResolver('false')(handshake('127.0.0.1', '203.0.113.5'))).toBe('127.0.0.1');
  });

  it('walks back through a chain of trusted proxies like the HTTP side, and stops at the first other', () => {
    const resolve = socketIpResolver('10.0.0.0/8');
    expect(resolve(handshake('10.0.0.1', '203.0.113.5, 10.0.0.2'))).toBe('203.0.113.5');
    expect(resolve(handshake('10.0.0.1', '203.0.113.5, 198.51.100.9, 10.0.0.2'))).toBe('198.51.100.9');
  });

  it('normalises an IPv4-mapped peer address', () => {
    expect(socketIpResolver('false')(handshake('::ffff:192.0.2.7'))).toBe('192.0.2.7');
  });
});
