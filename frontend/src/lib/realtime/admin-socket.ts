// The back office's live channel: the socket.io namespace /admin (SPEC §7, Live sockets). The
// server admits only a live session of an active administrator. The handshake reads the access
// token afresh on every (re)connection, so a reconnect after a token refresh is not refused.
import { io, type Socket } from 'socket.io-client';
import type { AdminClientToServerEvents, AdminServerToClientEvents } from '@storefront/contracts/browser';
import { currentAccessToken } from '../auth/auth-client';

export type AdminSocket = Socket<AdminServerToClientEvents, AdminClientToServerEvents>;

export const ADMIN_SOCKET_NAMESPACE = '/admin';

/** Websocket only; 10 reconnection attempts 500 ms apart; 5 s connection timeout (SPEC §9). */
export const ADMIN_SOCKET_OPTIONS = {
  transports: ['websocket'],
  reconnection: true,
  reconnectionAttempts: 10,
  reconnectionDelay: 500,
  timeout: 5000,
} as const;

/**
 * The admin socket on this origin, not yet connected: the caller listens, then connects, and
 * disconnects when done. It has a connection of its own (forceNew): sharing the public socket's
 * would inherit that one's options (polling fallback, no auto-connect) and its lifetime.
 */
export function createAdminSocket(): AdminSocket {
  return io(ADMIN_SOCKET_NAMESPACE, {
    ...ADMIN_SOCKET_OPTIONS,
    transports: [...ADMIN_SOCKET_OPTIONS.transports],
    forceNew: true,
    autoConnect: false,
    auth: (callback) => {
      void currentAccessToken()
        .catch(() => null)
        .then((token) => callback({ token: token ?? '' }));
    },
  });
}
