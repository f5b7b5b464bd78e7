/**
 * Every `/api/admin/*` route the gateway documents, called as an anonymous visitor (401), as a
 * signed-in user who is not an administrator (403) and as an administrator (2xx). The table below
 * says how the administrator calls each route; a documented admin route missing from it fails.
 */
import { SERVICE_NAMES } from '@storefront/contracts';
import { randomUUID } from 'node:crypto';
import { AuthKit, authClient, call, DEV_ADMIN, registeredUser, startKit } from '../support/auth-kit';

type Ids = { victim: string; doomed: string; paymentId: string; banId: string };
interface AdminCall {
  /** Path with `{param}` placeholders filled from the ids made for the test. */
  path: (ids: Ids) => string;
  body?: (ids: Ids) => unknown;
}

const ROUTES: Record<string, AdminCall> = {
  'GET /api/admin/users': { path: () => '/api/admin/users' },
  'PUT /api/admin/users/{id}': { path: (i) => `/api/admin/users/${i.victim}`, body: () => ({ credits: 7 }) },
  'PUT /api/admin/users/{id}/password': {
    path: (i) => `/api/admin/users/${i.victim}/password`,
    body: () => ({ password: 'Another-Pass-2025!' }),
  },
  'DELETE /api/admin/users/{id}': { path: (i) => `/api/admin/users/${i.doomed}` },
  'GET /api/admin/overview': { path: () => '/api/admin/overview?days=7' },
  'GET /api/admin/credit-history': { path: () => '/api/admin/credit-history' },
  'POST /api/admin/credits/adjust': {
    path: () => '/api/admin/credits/adjust',
    body: (i) => ({ userId: i.victim, amount: 1, direction: 'add' }),
  },
  'GET /api/admin/transactions': { path: () => '/api/admin/transactions?status=completed&sort=amount_desc' },
  'POST /api/admin/approve-transaction/{paymentId}': {
    path: (i) => `/api/admin/approve-transaction/${i.paymentId}`,
  },
  'POST /api/admin/notifications/broadcast': {
    path: () => '/api/admin/notifications/broadcast',
    body: () => ({ title: 'Bonjour', message: 'Message de test', type: 'info' }),
  },
  'GET /api/admin/audit-log': { path: () => '/api/admin/audit-log' },
  'GET /api/admin/banned-ips': { path: () => '/api/admin/banned-ips' },
  'POST /api/admin/banned-ips': {
    path: () => '/api/admin/banned-ips',
    body: () => ({ ip: '203.0.113.9', reason: 'Test', duration: '1h' }),
  },
  'DELETE /api/admin/banned-ips/{id}': { path: (i) => `/api/admin/banned-ips/${i.banId}` },
  'GET /api/admin/maintenance': { path: () => '/api/admin/maintenance' },
  'POST /api/admin/maintenance': { path: () => '/api/admin/maintenance', body: () => ({ enabled: false }) },
  'GET /api/admin/visitors': { path: () => '/api/admin/visitors' },
  'POST /api/admin/clear-visitors': { path: () => '/api/admin/clear-visitors' },
  'GET /api/admin/connections': { path: () => '/api/admin/connections?date=week' },
  'GET /api/admin/connections.csv': { path: () => '/api/admin/connections.csv' },
};

describe('authorization of every back-office route', () => {
  let kit: AuthKit;
  let documented: string[];
  let userToken: string;
  let adminToken: string;
  const ids: Ids = { victim: '', doomed: '', paymentId: '', banId: '' };

  beforeAll(async () => {
    kit = await startKit({ services: SERVICE_NAMES, env: { RATE_LIMIT_PER_IP: '500' } });
    const { stack } = kit;
    const doc = (await (await fetch(`${stack.baseUrl}/api/docs/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    documented = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/admin'))
      .flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`));

    const [user, victim, doomed] = await Promise.all(
      ['user', 'victim', 'doomed'].map((label) => registeredUser(kit, label)),
    );
    userToken = user.session.access_token;
    ids.victim = victim.user.id;
    ids.doomed = doomed.user.id;
    const signedIn = await authClient(kit).signInWithPassword(DEV_ADMIN);
    if (signedIn.error) throw signedIn.error;
    adminToken = signedIn.data.session!.access_token;

    // A paid payment the administrator can approve (approving is idempotent).
    const payment = await call(kit, 'POST', '/api/create-payment', {
      token: userToken,
      body: { amount: 20, crypto: 'btc', currency: 'eur' },
    });
    ids.paymentId = payment.body.payment_id;
    await call(kit, 'POST', `/api/payments/${ids.paymentId}/simulate`, { token: userToken });
    const ban = await call(kit, 'POST', '/api/admin/banned-ips', {
      token: adminToken,
      body: { ip: '198.51.100.4', reason: 'Test', duration: 'permanent' },
    });
    ids.banId = ban.body.bannedIP.id;
  }, 180000);

  afterAll(() => kit?.close());

  it('has an entry in the table for every documented admin route, and no stale entry', () => {
    expect([...documented].sort()).toEqual(Object.keys(ROUTES).sort());
  });

  it.each(Object.entries(ROUTES))('%s: anonymous 401, non-admin 403, admin 2xx', async (route, spec) => {
    const method = route.split(' ')[0];
    const stranger: Ids = {
      victim: randomUUID(),
      doomed: randomUUID(),
      paymentId: randomUUID(),
      banId: randomUUID(),
    };
    const body = spec.body?.(ids);
    const anonymous = await call(kit, method, spec.path(stranger), { body });
    expect({ route, status: anonymous.status }).toEqual({ route, status: 401 });
    const user = await call(kit, method, spec.path(stranger), { body, token: userToken });
    expect({ route, status: user.status }).toEqual({ route, status: 403 });
    const admin = await call(kit, method, spec.path(ids), { body, token: adminToken });
    expect({ route, status: admin.status, ok: admin.status >= 200 && admin.status < 300 }).toEqual({
      route,
      status: admin.status,
      ok: true,
    });
  });
});
