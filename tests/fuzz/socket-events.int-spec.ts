/**
 * Junk on every event a client may send over the live sockets (`hello` and `ping:activity` on the
 * public namespace, `visitors:page` on the back office's, plus names the server does not know),
 * and malformed socket.io frames. The gateway must not crash or stop serving: afterwards a new
 * visitor is still registered, the back office still gets its pushes, and nothing went unhandled.
 */
import { LIVE_VISITORS_PAGE_SIZE } from '@storefront/contracts';
import fc from 'fast-check';
import { once } from 'node:events';
import WebSocket from 'ws';
import { connectSocket, ClientSocket, hello, nextEvent } from '../support/socket-test-kit';
import { AuthKit, adminSession, startKit, uniqueIp } from '../support/auth-kit';
import { recordFigures } from '../support/figures';
import { hostileJson, hostileString, toValue } from './arbitraries';

const SERVICES = ['auth', 'notifications', 'presence', 'admin'] as const;
const SEED = Number(process.env.FUZZ_SEED) || Math.floor(Math.random() * 2 ** 31);
const RUNS = Number(process.env.FUZZ_RUNS) || 30;

/** What the server listens for on each namespace, and names it does not. */
const EVENTS = {
  '/': ['hello', 'ping:activity'],
  '/admin': ['visitors:page'],
} as const;
const UNKNOWN_EVENTS = [
  'visitors:update',
  'notification',
  '__proto__',
  'constructor',
  'toString',
  'x'.repeat(300),
];

const argument = fc.oneof(
  { weight: 4, arbitrary: hostileJson.map(toValue) },
  { weight: 1, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }).map((a) => Buffer.from(a)) },
  // Above the socket's 64 kB message limit: the server may drop the client, nothing more.
  { weight: 1, arbitrary: fc.constant({ url: 'z'.repeat(80 * 1024) }) },
);

/** Frames a broken or hostile client could write on the raw connection. */
const RAW_FRAMES = [
  '42["hello",',
  '42[',
  '42"hello"',
  '42[null]',
  '42[{"__proto__":{"polluted":1}}]',
  '4299999999999999999999["hello",{}]',
  '451-["hello",{"_placeholder":true,"num":5}]',
  '40/unknown,',
  '41',
  '49',
  '9',
  '',
  '\u0000',
  'x'.repeat(10000),
];

describe('fuzzing the socket events', () => {
  let kit: AuthKit;
  let adminToken: string;
  const figures = { endpoints: 0, cases: 0, violations: 0 };

  beforeAll(async () => {
    kit = await startKit({
      services: SERVICES,
      env: { RATE_LIMIT_PER_IP: '1000', SOCKETS_PER_IP_MAX: '100' },
    });
    adminToken = (await adminSession(kit)).token;
  }, 180000);

  afterAll(async () => {
    recordFigures('fuzzing', figures);
    await kit?.close();
  });

  const live = async () => (await fetch(`${kit.stack.baseUrl}/health/live`)).status === 200;

  it('takes junk on every client event and keeps serving', async () => {
    const ip = uniqueIp();
    const sockets: Record<string, ClientSocket | undefined> = {};
    const open = async (ns: keyof typeof EVENTS) => {
      const current = sockets[ns];
      if (current?.connected) return current;
      current?.close();
      const socket = await connectSocket(kit.stack.baseUrl, ns, {
        ip,
        token: ns === '/admin' ? adminToken : undefined,
      });
      sockets[ns] = socket;
      return socket;
    };
    let cases = 0;
    const result = await fc.check(
      fc.asyncProperty(
        fc.constantFrom(...(Object.keys(EVENTS) as (keyof typeof EVENTS)[])).chain((ns) =>
          fc.record({
            ns: fc.constant(ns),
            event: fc.oneof(
              { weight: 4, arbitrary: fc.constantFrom(...EVENTS[ns]) },
              fc.constantFrom(...UNKNOWN_EVENTS),
            ),
            args: fc.array(argument, { maxLength: 3 }),
          }),
        ),
        async ({ ns, event, args }) => {
          cases++;
          const socket = await open(ns);
          socket.emit(event, ...args);
          if (!(await live())) throw new Error(`the gateway stopped answering after ${event} on ${ns}`);
        },
      ),
      { seed: SEED, numRuns: RUNS * 10 },
    );
    Object.values(sockets).forEach((s) => s?.close());
    figures.endpoints += 3;
    figures.cases += cases;
    if (result.failed) figures.violations += 1;
    expect(
      result.failed ? `${String(result.errorInstance)}\n${fc.defaultReportMessage(result)}` : null,
    ).toBeNull();
  });

  it('takes malformed socket.io frames and keeps serving', async () => {
    const wsUrl = `${kit.stack.baseUrl.replace('http', 'ws')}/socket.io/?EIO=4&transport=websocket`;
    for (const frame of RAW_FRAMES) {
      const ws = new WebSocket(wsUrl, { headers: { 'x-forwarded-for': uniqueIp() } });
      await once(ws, 'open');
      ws.send('40');
      ws.send(frame);
      ws.send(Buffer.from([0xff, 0x00, 0x42]));
      await new Promise((r) => setTimeout(r, 50));
      ws.terminate();
      figures.cases += 1;
      expect({ frame, live: await live() }).toEqual({ frame, live: true });
    }
  });

  it('still registers a new visitor and still pushes to the back office', async () => {
    const visitor = await connectSocket(kit.stack.baseUrl, '/', { ip: uniqueIp() });
    const registered = await hello(visitor, { url: '/after-fuzz' });
    expect(registered.signedIn).toBe(false);

    const admin = await connectSocket(kit.stack.baseUrl, '/admin', { ip: uniqueIp(), token: adminToken });
    const pushed = nextEvent(admin, 'visitors:update', (p) => p.pageSize === LIVE_VISITORS_PAGE_SIZE, 10000);
    admin.emit('visitors:page', { page: 1, pageSize: LIVE_VISITORS_PAGE_SIZE });
    expect(
      (await pushed).visitors.some((v) => v.url === '/after-fuzz' || v.id === registered.visitorId),
    ).toBe(true);
    visitor.close();
    admin.close();

    const health = (await (await fetch(`${kit.stack.baseUrl}/health`)).json()) as {
      services: Record<string, string>;
    };
    expect(SERVICES.map((s) => [s, health.services[s]])).toEqual(SERVICES.map((s) => [s, 'up']));
    // Junk is dropped quietly: nothing unhandled, and nothing reached presence to fail there.
    const errors = (['gateway', 'presence'] as const).flatMap((name) =>
      kit.stack
        .logs(name)
        .split('\n')
        .filter((line) => /"level":(50|60)|unhandled|uncaught/i.test(line))
        .map((line) => `${name}: ${line.slice(0, 300)}`),
    );
    expect(errors).toEqual([]);
  });
});
