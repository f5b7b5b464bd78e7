import type { LiveVisitorsPage } from '@storefront/contracts';
import { startStack } from '../../../tests/support/stack';
import { DEV_ADMIN, uniqueIp } from '../../../tests/support/auth-kit';
import { addAuthenticatorApp, passwordSignIn } from '../../../tests/support/authenticator-app';
import { ClientSocket, connectSocket, hello, record, sleep } from '../../../tests/support/socket-test-kit';

jest.setTimeout(120000);

const VISITORS = 500;
const PING_EVERY_MS = 2000;
const OBSERVE_MS = 8000;

/** Many visitors pinging as browsers do: the admin sees them all, without a flood of updates. */
describe('500 visitors pinging every 2 s', () => {
  let stack: Awaited<ReturnType<typeof startStack>>;
  const visitors: ClientSocket[] = [];
  let admin: ClientSocket;

  beforeAll(async () => {
    stack = await startStack({ services: ['auth', 'notifications', 'presence', 'admin'] });
  }, 120000);

  afterAll(async () => {
    visitors.forEach((s) => s.close());
    admin?.close();
    await stack?.shutdown();
  });

  it('gives the admin the right count with at most about one visitors:update a second', async () => {
    // An owner's feed needs a second factor: the app is added, its first code raises the session.
    const signIn = await passwordSignIn(stack.baseUrl, DEV_ADMIN.email, DEV_ADMIN.password);
    const { session } = await addAuthenticatorApp(stack.baseUrl, signIn.access_token);
    admin = await connectSocket(stack.baseUrl, '/admin', { token: session.access_token, ip: uniqueIp() });
    const updates = record(admin, 'visitors:update');

    for (let i = 0; i < VISITORS; i += 50) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(50, VISITORS - i) }, (_, j) =>
          connectSocket(stack.baseUrl, '/', {
            ip: `10.77.${Math.floor((i + j) / 250)}.${((i + j) % 250) + 1}`,
          }),
        ),
      );
      await Promise.all(batch.map((s, j) => hello(s, { url: `/visit/${i + j}` })));
      visitors.push(...batch);
    }

    // Each visitor pings every 2 s, spread evenly across the interval like independent browsers.
    const timers: NodeJS.Timeout[] = [];
    visitors.forEach((socket, i) => {
      const ping = () => socket.emit('ping:activity', { url: `/visit/${i}/${Date.now() % 3}` });
      timers.push(
        setTimeout(
          () => {
            ping();
            timers.push(setInterval(ping, PING_EVERY_MS));
          },
          (i * PING_EVERY_MS) / VISITORS,
        ),
      );
    });
    const observedFrom = updates.length;
    const started = Date.now();
    await sleep(OBSERVE_MS);
    timers.forEach((t) => clearInterval(t));
    const seconds = (Date.now() - started) / 1000;
    const during = updates.slice(observedFrom);

    const last = during.at(-1) as LiveVisitorsPage;
    expect(last.total).toBe(VISITORS);
    expect(last.stats.statusCounts.actif).toBe(VISITORS);
    expect(last.visitors).toHaveLength(5);
    expect(during.length).toBeGreaterThanOrEqual(Math.floor(seconds) - 2);
    expect(during.length).toBeLessThanOrEqual(Math.ceil(seconds) + 1);
  });
});
