/**
 * socket.io clients for integration tests. Every client of a test stack is 127.0.0.1, so each one
 * names its own address in X-Forwarded-For (the stack trusts loopback proxies, as TRUST_PROXY does
 * by default).
 */
import type {
  AdminServerToClientEvents,
  PublicServerToClientEvents,
  SocketRefusal,
} from '@storefront/contracts';
import { io, Socket } from 'socket.io-client';

export type ClientSocket = Socket;

export interface ConnectOptions {
  ip?: string;
  token?: string;
  userAgent?: string;
  transports?: ('websocket' | 'polling')[];
  /** Called before the handshake, so listeners catch what the server sends right on connection. */
  before?: (socket: Socket) => void;
}

function open(baseUrl: string, namespace: string, options: ConnectOptions): Socket {
  const extraHeaders: Record<string, string> = {};
  if (options.ip) extraHeaders['x-forwarded-for'] = options.ip;
  if (options.userAgent) extraHeaders['user-agent'] = options.userAgent;
  return io(`${baseUrl}${namespace}`, {
    transports: options.transports ?? ['websocket'],
    reconnection: false,
    forceNew: true,
    timeout: 5000,
    extraHeaders,
    auth: options.token ? { token: options.token } : {},
  });
}

/** Resolves with the connected socket, or rejects with the server's refusal. */
export function connectSocket(
  baseUrl: string,
  namespace: string,
  options: ConnectOptions = {},
): Promise<Socket> {
  const socket = open(baseUrl, namespace, options);
  options.before?.(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err: Error & { data?: SocketRefusal }) => {
      socket.close();
      reject(err);
    });
  });
}

/** The refusal code a connection attempt ends with, or 'connected' if it was admitted. */
export async function admissionOf(
  baseUrl: string,
  namespace: string,
  options: ConnectOptions = {},
): Promise<string> {
  try {
    const socket = await connectSocket(baseUrl, namespace, options);
    // An admitted socket could still be closed by the server right after; give it a moment.
    await new Promise((r) => setTimeout(r, 200));
    const state = socket.connected ? 'connected' : 'disconnected';
    socket.close();
    return state;
  } catch (err) {
    return (err as { data?: SocketRefusal }).data?.code ?? String(err);
  }
}

type AnyEvents = PublicServerToClientEvents & AdminServerToClientEvents;
type Payload<E extends keyof AnyEvents> = Parameters<AnyEvents[E]>[0];

/** Collects every payload of one event a socket receives. */
export function record<E extends keyof AnyEvents>(socket: Socket, event: E): Payload<E>[] {
  const received: Payload<E>[] = [];
  socket.on(event as string, (payload: Payload<E>) => received.push(payload));
  return received;
}

/** The next payload of `event` matching `accept`, within `timeoutMs`. */
export function nextEvent<E extends keyof AnyEvents>(
  socket: Socket,
  event: E,
  accept: (payload: Payload<E>) => boolean = () => true,
  timeoutMs = 5000,
): Promise<Payload<E>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event as string, listener);
      reject(new Error(`no ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (payload: Payload<E>) => {
      if (!accept(payload)) return;
      clearTimeout(timer);
      socket.off(event as string, listener);
      resolve(payload);
    };
    socket.on(event as string, listener);
  });
}

/** The reason the socket's next disconnect gives ('io server disconnect' when the server closed it). */
export function closedBy(socket: Socket, timeoutMs = 5000): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off('disconnect', listener);
      reject(new Error(`still connected after ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (reason: string) => {
      clearTimeout(timer);
      resolve(reason);
    };
    socket.once('disconnect', listener);
  });
}

export const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
export const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** Says hello like the browser does and waits until the server registered the visit. */
export async function hello(
  socket: Socket,
  info: { url?: string; accessToken?: string; token?: unknown; userAgent?: string } = {},
): Promise<{ visitorId: string; signedIn: boolean }> {
  const registered = nextEvent(socket, 'visitor:registered');
  socket.emit('hello', {
    userAgent: info.userAgent ?? CHROME_WINDOWS,
    screenSize: '1920x1080',
    language: 'fr-FR',
    url: info.url ?? '/',
    device: 'Desktop',
    browser: 'Chrome',
    os: 'Windows',
    ...(info.accessToken ? { accessToken: info.accessToken } : {}),
    ...(info.token !== undefined ? { token: info.token } : {}),
  });
  return registered;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
