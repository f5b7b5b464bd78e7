// The public live channel: the socket.io namespace `/` every visitor's page joins (SPEC §7, Live
// sockets). The handshake carries the session's access token, read afresh on every (re)connection;
// the server trusts nothing else about who is connected.
import { io, type Socket } from 'socket.io-client';
import type { PublicClientToServerEvents, PublicServerToClientEvents } from '@storefront/contracts/browser';
import { currentAccessToken } from '../auth/auth-client';

export type PublicSocket = Socket<PublicServerToClientEvents, PublicClientToServerEvents>;
export type PublicEvents = PublicServerToClientEvents;

/** Websocket first, then long-polling; reconnect 500 ms apart, 10 attempts; 5 s timeout (SPEC §9). */
export const PUBLIC_SOCKET_OPTIONS = {
  transports: ['websocket', 'polling'],
  reconnection: true,
  reconnectionAttempts: 10,
  reconnectionDelay: 500,
  timeout: 5000,
} as const;

/** A socket on this origin, not yet connected: the caller listens, then connects. */
export function createPublicSocket(): PublicSocket {
  return io({
    ...PUBLIC_SOCKET_OPTIONS,
    transports: [...PUBLIC_SOCKET_OPTIONS.transports],
    autoConnect: false,
    auth: (callback) => {
      void currentAccessToken()
        .catch(() => null)
        .then((token) => callback(token ? { token } : {}));
    },
  });
}
