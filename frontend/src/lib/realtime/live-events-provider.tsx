// Keeps the page on the public live channel for as long as the app is open: connects once, says
// `hello` (again whenever the signed-in user changes), pings activity every 2 s and on back/forward
// navigation, and lets any component listen to the server's pushes with useLiveEvent, learn with
// useLiveReconnect that the channel is back after a drop (pushes sent meanwhile are lost, so what
// they would have changed is worth reading again), and tell with useLiveConnected whether pushes
// can arrive at all (a page may poll while they cannot). Connection failures are silent (SPEC §7):
// the page works the same without the channel.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useAuth } from '../auth/auth-context';
import { currentAccessToken, refreshAccessToken } from '../auth/auth-client';
import { LIVE_EVENTS_ENABLED } from '../config';
import type { PublicEvents, PublicSocket } from './public-socket';
import { visitorHello } from './visitor-info';
import { afterPageLoad } from '../after-page-load';
import { chunkOnce } from '../load-chunk';

type Handler<E extends keyof PublicEvents> = PublicEvents[E];

/** `ping:activity` cadence while a page is open. */
export const ACTIVITY_PING_MS = 2000;

const loadSocketModule = chunkOnce(() => import('./public-socket'));

/** socket.io (~13 kB gzip) is fetched after the page is up, not with the entry. */
const openPublicSocket = () =>
  afterPageLoad()
    .then(loadSocketModule)
    .then((module) => module.createPublicSocket());

interface LiveEvents {
  /** Adds a handler for one server push; returns the function that removes it. */
  on<E extends keyof PublicEvents>(event: E, handler: Handler<E>): () => void;
  /** Adds a handler for each reconnection after a drop (not the first connection). */
  onReconnect(handler: () => void): () => void;
}

const LiveEventsContext = createContext<LiveEvents>({ on: () => () => {}, onReconnect: () => () => {} });
/** Whether the channel is up now; apart, so that its changes do not re-subscribe every listener. */
const LiveConnectedContext = createContext(false);

/** The socket surface this provider uses (socket.io's, or a test double). */
type LiveSocket = Pick<
  PublicSocket,
  'on' | 'off' | 'emit' | 'connect' | 'disconnect' | 'connected' | 'active'
>;

interface LiveEventsProviderProps {
  children: ReactNode;
  /** Tests pass a fake; the app opens the real socket.io connection. */
  createSocket?: () => LiveSocket | Promise<LiveSocket>;
  enabled?: boolean;
}

export function LiveEventsProvider({
  children,
  createSocket = openPublicSocket,
  enabled = LIVE_EVENTS_ENABLED,
}: LiveEventsProviderProps) {
  const [socket, setSocket] = useState<LiveSocket | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    Promise.resolve()
      .then(createSocket)
      .then((created) => {
        if (!cancelled) setSocket(created);
      })
      .catch(() => undefined); // No live channel: the page works the same without it.
    return () => {
      cancelled = true;
    };
  }, [enabled, createSocket]);
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  const router = useRouter();
  /** The page's address as the router knows it (the browser's, or a test's memory history). */
  const pageUrl = useCallback(
    () => new URL(router.latestLocation.href, window.location.origin).href,
    [router],
  );

  // Who the last hello announced: a new hello goes out when that changes (sign-in, sign-out).
  const announced = useRef<string | null | undefined>(undefined);
  const userRef = useRef(userId);
  useEffect(() => {
    userRef.current = userId;
  }, [userId]);

  const sayHello = useCallback(() => {
    if (!socket) return;
    announced.current = userRef.current;
    void currentAccessToken()
      .catch(() => null)
      .then((token) => {
        if (socket.connected) socket.emit('hello', visitorHello(token, pageUrl()));
      });
  }, [socket, pageUrl]);

  const ping = useCallback(() => {
    if (socket?.connected) socket.emit('ping:activity', { url: pageUrl() });
  }, [socket, pageUrl]);

  // Listening before the connection below starts, so its first 'connect' is seen.
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    if (!socket) return;
    const up = () => setConnected(true);
    const down = () => setConnected(false);
    socket.on('connect', up);
    socket.on('disconnect', down);
    return () => {
      socket.off('connect', up);
      socket.off('disconnect', down);
      down();
    };
  }, [socket]);

  useEffect(() => {
    if (!socket) return;
    socket.on('connect', sayHello);
    socket.connect();
    const timer = window.setInterval(ping, ACTIVITY_PING_MS);
    window.addEventListener('popstate', ping);
    return () => {
      socket.off('connect', sayHello);
      window.clearInterval(timer);
      window.removeEventListener('popstate', ping);
      socket.disconnect();
    };
  }, [socket, sayHello, ping]);

  // Signing in or out changes who this socket is: tell the server (it verifies the token).
  useEffect(() => {
    if (socket?.connected && announced.current !== undefined && announced.current !== userId) sayHello();
  }, [userId, socket, sayHello]);

  // Back after a drop (network, server restart, a ban lifted): whatever was pushed meanwhile is lost.
  const reconnectHandlers = useRef(new Set<() => void>());
  useEffect(() => {
    if (!socket) return;
    let dropped = false;
    const onDisconnect = () => {
      dropped = true;
    };
    const onConnect = () => {
      if (!dropped) return;
      dropped = false;
      reconnectHandlers.current.forEach((handler) => handler());
    };
    socket.on('disconnect', onDisconnect);
    socket.on('connect', onConnect);
    return () => {
      socket.off('disconnect', onDisconnect);
      socket.off('connect', onConnect);
    };
  }, [socket]);

  // The server closed the connection of a signed-in page: its session may have ended elsewhere
  // (Settings › Sessions on another device, a password change). One refresh tells: refused, the
  // session is signed out here too.
  useEffect(() => {
    if (!socket) return;
    const onDisconnect = (reason: string) => {
      if (reason === 'io server disconnect' && userRef.current) void refreshAccessToken();
    };
    socket.on('disconnect', onDisconnect);
    return () => {
      socket.off('disconnect', onDisconnect);
    };
  }, [socket]);

  // The server closed the connection (a ban, an ended session): a later navigation (the ban
  // lifted) or the change of user (signed out) opens it again.
  useEffect(() => {
    if (socket && !socket.connected && !socket.active) socket.connect();
  }, [pathname, userId, socket]);

  const value = useMemo<LiveEvents>(
    () => ({
      on: (event, handler) => {
        if (!socket) return () => {};
        // socket.io's typed overloads do not follow a generic event name; the map is checked above.
        const untyped = socket as unknown as {
          on(e: string, h: unknown): void;
          off(e: string, h: unknown): void;
        };
        untyped.on(event, handler);
        return () => untyped.off(event, handler);
      },
      onReconnect: (handler) => {
        const handlers = reconnectHandlers.current;
        handlers.add(handler);
        return () => handlers.delete(handler);
      },
    }),
    [socket],
  );

  return (
    <LiveEventsContext.Provider value={value}>
      <LiveConnectedContext.Provider value={connected}>{children}</LiveConnectedContext.Provider>
    </LiveEventsContext.Provider>
  );
}

/** Calls `handler` on every `event` the server pushes to this page. */
export function useLiveEvent<E extends keyof PublicEvents>(event: E, handler: Handler<E>): void {
  const { on } = useContext(LiveEventsContext);
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  }, [handler]);
  useEffect(() => {
    const relay = ((...args: unknown[]) =>
      (latest.current as (...a: unknown[]) => void)(...args)) as Handler<E>;
    return on(event, relay);
  }, [on, event]);
}

/** Calls `handler` each time the live channel comes back after a drop (not on the first connect). */
export function useLiveReconnect(handler: () => void): void {
  const { onReconnect } = useContext(LiveEventsContext);
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  }, [handler]);
  useEffect(() => onReconnect(() => latest.current()), [onReconnect]);
}

/** Whether the live channel is up: while it is not, pushes are lost and the page must ask. */
export function useLiveConnected(): boolean {
  return useContext(LiveConnectedContext);
}
