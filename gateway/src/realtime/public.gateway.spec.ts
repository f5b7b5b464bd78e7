import type { SocketRefusal } from '@storefront/contracts';
import { EventEmitter } from 'node:events';
import type { GatewayConfig } from '../config';
import { PublicGateway } from './public.gateway';
import type { RealtimeConfig } from './realtime.config';
import type { RealtimePushService } from './realtime-push.service';
import { SocketAdmission } from './socket-admission';
import type { SocketConnectRate } from './socket-connect-rate';
import type { PublicNamespace, VisitorSocket } from './socket-types';
import type { VisitorSessions } from './visitor-sessions.service';

type Next = (err?: Error & { data?: SocketRefusal }) => void;
type Middleware = (socket: VisitorSocket, next: Next) => void;

const IP = '203.0.113.5';

describe('admitting a public socket', () => {
  const setup = (admit: () => Promise<boolean> = async () => true) => {
    const admission = new SocketAdmission(
      { TRUST_PROXY: 'loopback' } as GatewayConfig,
      {
        SOCKETS_PER_IP_MAX: 2,
      } as RealtimeConfig,
    );
    const rate = { admit: jest.fn(admit) };
    const gateway = new PublicGateway(
      admission,
      rate as unknown as SocketConnectRate,
      {} as VisitorSessions,
      { attachPublic: jest.fn() } as unknown as RealtimePushService,
    );
    let middleware: Middleware | undefined;
    gateway.afterInit({ use: (fn: Middleware) => (middleware = fn) } as unknown as PublicNamespace);
    const connect = (readyState = 'open') => {
      const conn = Object.assign(new EventEmitter(), { readyState });
      const socket = Object.assign(new EventEmitter(), {
        conn,
        request: { headers: {}, socket: { remoteAddress: IP }, connection: { remoteAddress: IP } },
      });
      const next = jest.fn<void, Parameters<Next>>();
      middleware!(socket as unknown as VisitorSocket, next);
      return { socket, conn, next };
    };
    return { admission, rate, connect };
  };
  const settled = () => new Promise((resolve) => setImmediate(resolve));

  it('gives the slot back when the connection closes while the rate is checked', async () => {
    let answer!: (admitted: boolean) => void;
    const { admission, connect } = setup(() => new Promise((resolve) => (answer = resolve)));
    const { conn, next } = connect();
    expect(admission.held(IP)).toBe(1);
    // socket.io then drops the socket without a 'disconnect'.
    conn.readyState = 'closed';
    conn.emit('close');
    answer(true);
    await settled();
    expect(next).toHaveBeenCalledWith();
    expect(admission.held(IP)).toBe(0);
    expect(admission.addresses).toBe(0);
  });

  it('takes nothing for a socket whose connection closed before it reached the namespace', async () => {
    const { admission, rate, connect } = setup();
    const { next } = connect('closed');
    await settled();
    expect(next).toHaveBeenCalledWith(expect.any(Error));
    expect(rate.admit).not.toHaveBeenCalled();
    expect(admission.held(IP)).toBe(0);
  });

  it('refuses a socket over the rate like one over the cap, and gives its slot back', async () => {
    const { admission, connect } = setup(async () => false);
    const { next } = connect();
    await settled();
    expect(next.mock.calls[0][0]?.data).toEqual({ code: 'TOO_MANY_CONNECTIONS' });
    expect(admission.held(IP)).toBe(0);
  });

  it('gives a slot back once when its socket disconnects and then its connection closes', async () => {
    const { admission, connect } = setup();
    const first = connect();
    connect();
    await settled();
    expect(admission.held(IP)).toBe(2);
    expect(connect().next.mock.calls[0][0]?.data).toEqual({ code: 'TOO_MANY_CONNECTIONS' });
    first.socket.emit('disconnect');
    first.conn.emit('close');
    expect(admission.held(IP)).toBe(1);
    expect(first.conn.listenerCount('close')).toBe(0);
  });
});
