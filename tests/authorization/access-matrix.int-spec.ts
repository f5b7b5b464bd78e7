/**
 * Calls every cell of the authorization matrix (`access-matrix.ts`) against one whole stack: every
 * HTTP route and socket namespace as each identity, with real rows of the owner in the paths. All
 * differing cells are reported together. Callers who are not the owner go first and the owner's
 * rows are compared before and after them, so a refused request is also shown to have changed
 * nothing.
 */
import * as contracts from '@storefront/contracts';
import { SERVICE_NAMES } from '@storefront/contracts';
import { createHash, createHmac, createPublicKey, generateKeyPairSync, KeyObject, sign } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { admissionOf, connectSocket, hello, nextEvent, sleep } from '../support/socket-test-kit';
import {
  adminSession,
  AuthKit,
  call,
  DEV_ADMIN,
  registeredUser,
  staffSession,
  startKit,
  uniqueEmail,
  uniqueIp,
} from '../support/auth-kit';
import { recordFigures } from '../support/figures';
import { ROOT, waitFor } from '../support/stack';
import {
  ADMIN_IDENTITIES,
  ADMIN_SOCKET_EVENTS,
  AdminIdentity,
  Caller,
  HTTP_ROUTES,
  IDENTITIES,
  Identity,
  MatrixContext,
  MatrixIds,
  SOCKET_NAMESPACES,
  SocketOutcome,
} from './access-matrix';

const BATCH = 8;
const b64 = (value: unknown) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** A compact JWS; `signer` gets the signing input and returns the raw signature. */
function jwt(header: object, claims: object, signer: (input: string) => Buffer | string): string {
  const input = `${b64(header)}.${b64(claims)}`;
  const signature = signer(input);
  return `${input}.${typeof signature === 'string' ? signature : signature.toString('base64url')}`;
}
const es256 = (key: KeyObject) => (input: string) =>
  sign('sha256', Buffer.from(input), { key, dsaEncoding: 'ieee-p1363' });

function thumbprint(key: KeyObject): string {
  const jwk = createPublicKey(key).export({ format: 'jwk' }) as Record<string, string>;
  const canonical = JSON.stringify({ crv: jwk.crv, kty: jwk.kty, x: jwk.x, y: jwk.y });
  return createHash('sha256').update(canonical).digest('base64url');
}

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as Record<string, unknown>;

/** Runs `work` over `items`, `size` at a time. */
async function inBatches<T, R>(items: T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size)
    results.push(...(await Promise.all(items.slice(i, i + size).map(work))));
  return results;
}

/** The socket namespaces the gateway's source declares (`@WebSocketGateway({ namespace })`). */
function declaredNamespaces(): string[] {
  const dir = join(ROOT, 'gateway', 'src');
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
    (f) => f.endsWith('.ts') && !f.includes('spec'),
  );
  const found: string[] = [];
  for (const file of files) {
    for (const [, options] of readFileSync(join(dir, file), 'utf8').matchAll(
      /@WebSocketGateway\(([^)]*)\)/g,
    )) {
      const named = /namespace:\s*([^,}\s]+)/.exec(options)?.[1];
      const literal = named && /^'(.*)'$/.exec(named);
      // Without a namespace option the gateway serves the main namespace.
      found.push(!named ? '/' : literal ? literal[1] : String((contracts as Record<string, unknown>)[named]));
    }
  }
  return found;
}

interface Cell {
  route: string;
  identity: Identity;
  expected: number | SocketOutcome;
  actual: number | string;
  detail?: string;
}

describe('authorization matrix: every route and socket namespace × every identity', () => {
  let kit: AuthKit;
  let documented: string[];
  const callers = {} as Record<Identity, Caller & { token?: string }>;
  const ids = {} as MatrixIds;
  let ownerToken: string;
  const cells: Cell[] = [];

  beforeAll(async () => {
    // The stack signs with a key this test holds, so it can make a token that is genuine but expired.
    const signingKey = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
    kit = await startKit({
      services: SERVICE_NAMES,
      env: {
        JWT_PRIVATE_KEY: signingKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
        RATE_LIMIT_PER_IP: '1000',
        RATE_LIMIT_PER_EMAIL: '100',
        PRICE_API_URL: 'http://127.0.0.1:9/simple/price',
      },
    });
    const doc = (await (await fetch(`${kit.stack.baseUrl}/api/docs/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`),
    );

    const [owner, other, suspended, victim, doomed, admin] = await Promise.all([
      registeredUser(kit, 'owner'),
      registeredUser(kit, 'other'),
      registeredUser(kit, 'suspended'),
      registeredUser(kit, 'victim'),
      registeredUser(kit, 'doomed'),
      adminSession(kit),
    ]);
    ownerToken = owner.session.access_token;
    ids.victim = victim.user.id;
    ids.doomed = doomed.user.id;
    const asOwner = (method: string, path: string, body?: unknown) =>
      call(kit, method, path, { token: ownerToken, body });
    const asAdmin = (method: string, path: string, body?: unknown) =>
      call(kit, method, path, { token: admin.token, body });

    // The owner's rows: an open payment, a paid and credited one, an unread notification.
    const [open, paid] = await Promise.all(
      [1, 2].map(() =>
        asOwner('POST', '/api/create-payment', { amount: 20, crypto: 'btc', currency: 'eur' }),
      ),
    );
    ids.openPayment = open.body.payment_id;
    ids.paidPayment = paid.body.payment_id;
    expect((await asOwner('POST', `/api/payments/${ids.paidPayment}/simulate`)).status).toBe(200);
    await waitFor(
      'the paid payment to be credited',
      async () => (await asOwner('GET', '/api/credits/balance')).body.balance > 0,
      20000,
    );
    ids.notification = await waitFor('an unread notification', async () => {
      const list = (await asOwner('GET', '/api/notifications')).body.notifications as {
        id: string;
        is_read: boolean;
      }[];
      return list.find((n) => !n.is_read)?.id;
    });
    // The owner's API keys, a spend and two holds made with one, and a service key.
    const [ownerKey, spareKey] = await Promise.all(
      ['Matrix owner', 'Matrix spare'].map(
        async (name) => (await asOwner('POST', '/api/account/api-keys', { name })).body,
      ),
    );
    ids.spareKey = spareKey.key.id;
    // A second session of the owner's (another sign-in), to be ended from Settings › Sessions.
    const again = await call(kit, 'POST', '/auth/v1/token?grant_type=password', {
      body: { email: owner.email, password: owner.password },
    });
    ids.spareSession = String(claimsOf(again.body.access_token).session_id);
    // The spend below takes the owner under the default low-balance threshold: with the alert off,
    // no notification arrives while the owner's rows are compared.
    await asOwner('PUT', '/api/account/email-preferences', { low_balance_threshold: 0 });
    const withOwnerKey = (path: string, body: unknown, headers?: Record<string, string>) =>
      call(kit, 'POST', path, { token: ownerKey.secret, body, headers });
    ids.spend = (
      await withOwnerKey(
        '/api/v1/spends',
        { amount: 0.01, description: 'Matrix' },
        { 'idempotency-key': 'matrix-setup' },
      )
    ).body.id;
    [ids.hold, ids.releasableHold] = await Promise.all(
      [1, 2].map(
        async () => (await withOwnerKey('/api/v1/holds', { amount: 0.01, expires_in_seconds: 3600 })).body.id,
      ),
    );
    ids.serviceKey = (
      await asAdmin('POST', '/api/admin/service-keys', {
        name: 'Matrix',
        scopes: ['credits:read'],
        expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      })
    ).body.key.id;
    [ids.ban, ids.supportBan] = await Promise.all(
      ['198.51.100.4', '198.51.100.5'].map(
        async (ip) =>
          (await asAdmin('POST', '/api/admin/banned-ips', { ip, reason: 'Test', duration: 'permanent' })).body
            .bannedIP.id as string,
      ),
    );

    // One administrator per other role, signed in again once the role is theirs: finance with the
    // authenticator app the role requires, support with the password alone, as it may.
    const [finance, support] = await Promise.all(
      (['finance', 'support'] as const).map(async (role) => {
        const user = await registeredUser(kit, role);
        expect((await asAdmin('PUT', `/api/admin/users/${user.user.id}`, { role })).status).toBe(200);
        const token =
          role === 'finance'
            ? (await staffSession(kit, user)).token
            : (
                await call(kit, 'POST', '/auth/v1/token?grant_type=password', {
                  body: { email: user.email, password: user.password },
                })
              ).body.access_token;
        return { email: user.email, password: user.password, token: token as string };
      }),
    );
    // Two four-eyes requests above the threshold: one of the finance user's, one of the administrator's.
    const pendingBy = async (token: string) => {
      const res = await call(kit, 'POST', '/api/admin/credits/adjust', {
        token,
        body: { userId: ids.victim, amount: 600, direction: 'add', reason: 'goodwill' },
      });
      expect(res.status).toBe(202);
      return res.body.approval.id as string;
    };
    ids.financeApproval = await pendingBy(finance.token);
    ids.adminApproval = await pendingBy(admin.token);

    // Suspended: its token worked, then an administrator suspends the account.
    const suspendedToken = suspended.session.access_token;
    expect((await call(kit, 'GET', '/auth/v1/user', { token: suspendedToken })).status).toBe(200);
    expect((await asAdmin('PUT', `/api/admin/users/${suspended.user.id}`, { is_active: false })).status).toBe(
      200,
    );

    // Tokens made here. Each is checked against a control that is accepted, so a 401 below is
    // about the one thing changed (expiry, key, algorithm) and not a broken forgery.
    const realKid = thumbprint(signingKey);
    const jwks = await call(kit, 'GET', '/auth/v1/.well-known/jwks.json');
    expect(jwks.body.keys.map((k: { kid: string }) => k.kid)).toEqual([realKid]);
    const now = Math.floor(Date.now() / 1000);
    const header = { alg: 'ES256', typ: 'JWT', kid: realKid };
    const ownerClaims = claimsOf(ownerToken);
    const forgedClaims = { ...claimsOf(admin.token), iat: now, exp: now + 600 };
    const genuine = (claims: object) => jwt(header, claims, es256(signingKey));
    expect(
      (
        await call(kit, 'GET', '/auth/v1/user', {
          token: genuine({ ...ownerClaims, iat: now, exp: now + 600 }),
        })
      ).status,
    ).toBe(200);
    expect((await call(kit, 'GET', '/api/admin/maintenance', { token: genuine(forgedClaims) })).status).toBe(
      200,
    );
    const expired = genuine({ ...ownerClaims, iat: now - 3600, exp: now - 600 });
    const foreign = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
    const publicPem = createPublicKey(signingKey).export({ format: 'pem', type: 'spki' }).toString();

    const ownerCaller = { email: owner.email, password: owner.password };
    const adminCaller = { email: admin.email };
    Object.assign(callers, {
      anonymous: { email: owner.email },
      owner: { ...ownerCaller, token: ownerToken },
      other: { email: other.email, password: other.password, token: other.session.access_token },
      suspended: { email: suspended.email, password: suspended.password, token: suspendedToken },
      expired: { email: owner.email, token: expired },
      foreignKey: {
        ...adminCaller,
        token: jwt({ ...header, kid: thumbprint(foreign) }, forgedClaims, es256(foreign)),
      },
      foreignKeyRealKid: { ...adminCaller, token: jwt(header, forgedClaims, es256(foreign)) },
      algNone: {
        ...adminCaller,
        token: jwt({ alg: 'none', typ: 'JWT', kid: realKid }, forgedClaims, () => ''),
      },
      hs256PublicKey: {
        ...adminCaller,
        token: jwt({ alg: 'HS256', typ: 'JWT', kid: realKid }, forgedClaims, (input) =>
          createHmac('sha256', publicPem).update(input).digest(),
        ),
      },
      admin: { ...DEV_ADMIN, token: admin.token },
      finance,
      support,
      ownerKey: { email: owner.email, token: ownerKey.secret },
    } satisfies Record<Identity, Caller & { token?: string }>);
  }, 180000);

  afterAll(async () => {
    const violations = cells.filter((c) => c.actual !== c.expected).length;
    if (cells.length)
      recordFigures('authorization', {
        routes: HTTP_ROUTES.length,
        namespaces: Object.keys(SOCKET_NAMESPACES).length,
        identities: IDENTITIES.length,
        cells: cells.length,
        violations,
      });
    await kit?.close();
  });

  it('has a row for every documented route and served namespace, and no row for anything else', async () => {
    const rows = HTTP_ROUTES.filter((r) => !r.undocumented).map((r) => r.route);
    const problems = [
      ...documented.filter((r) => !rows.includes(r)).map((r) => `documented but not in the table: ${r}`),
      ...rows
        .filter((r) => !documented.includes(r))
        .map((r) => `in the table but no longer documented: ${r}`),
      ...HTTP_ROUTES.filter((r) => r.undocumented && documented.includes(r.route)).map(
        (r) => `documented now, drop its "undocumented" note: ${r.route}`,
      ),
    ];
    const namespaces = declaredNamespaces();
    problems.push(
      ...namespaces
        .filter((n) => !(n in SOCKET_NAMESPACES))
        .map((n) => `socket namespace not in the table: ${n}`),
      ...Object.keys(SOCKET_NAMESPACES)
        .filter((n) => !namespaces.includes(n))
        .map((n) => `socket namespace in the table but not served: ${n}`),
    );
    expect(new Set(HTTP_ROUTES.map((r) => r.route)).size).toBe(HTTP_ROUTES.length);
    expect(problems).toEqual([]);
    // The socket probe can tell a missing namespace from a refusal.
    expect(await admissionOf(kit.stack.baseUrl, '/no-such-namespace', { ip: uniqueIp() })).toBe(
      'Error: Invalid namespace',
    );
  });

  it('answers every cell as the table says, and nobody but the owner changes the owner’s rows', async () => {
    /** Each identity's last call to a one-at-a-time route: the next one waits for it. */
    const exclusive = new Map<Identity, Promise<unknown>>();
    const httpCell = async (cell: { route: (typeof HTTP_ROUTES)[number]; identity: Identity }) => {
      if (!cell.route.oneAtATime) return httpAnswer(cell);
      const answered = (exclusive.get(cell.identity) ?? Promise.resolve()).then(() => httpAnswer(cell));
      exclusive.set(cell.identity, answered);
      return answered;
    };
    const httpAnswer = async ({
      route,
      identity,
    }: {
      route: (typeof HTTP_ROUTES)[number];
      identity: Identity;
    }) => {
      const who = callers[identity];
      const ctx: MatrixContext = { ids, identity, as: who, freshEmail: () => uniqueEmail('matrix') };
      const req = route.request(ctx);
      const method = route.route.split(' ')[0];
      const res = await call(kit, method, req.path, {
        token: who.token,
        body: req.body,
        headers: req.headers,
      });
      const expected = route.expect[identity];
      const detail = res.status === expected ? undefined : JSON.stringify(res.body)?.slice(0, 160);
      cells.push({ route: route.route, identity, expected, actual: res.status, detail });
    };
    const socketCell = async ({ namespace, identity }: { namespace: string; identity: Identity }) => {
      const token = callers[identity].token;
      const expected = SOCKET_NAMESPACES[namespace][identity];
      let actual: string;
      if (namespace === '/') {
        try {
          const socket = await connectSocket(kit.stack.baseUrl, '/', { ip: uniqueIp(), token });
          const { signedIn } = await hello(socket);
          socket.close();
          actual = signedIn ? 'signed-in' : 'visitor';
        } catch (err) {
          actual = (err as { data?: { code?: string } }).data?.code ?? String(err);
        }
      } else {
        actual = await admissionOf(kit.stack.baseUrl, namespace, { ip: uniqueIp(), token });
        if (actual === 'connected') actual = 'signed-in';
      }
      cells.push({ route: `socket ${namespace}`, identity, expected, actual });
    };
    const phase = async (identities: Identity[]) => {
      await inBatches(
        HTTP_ROUTES.flatMap((route) => identities.map((identity) => ({ route, identity }))),
        BATCH,
        httpCell,
      );
      await inBatches(
        Object.keys(SOCKET_NAMESPACES).flatMap((namespace) =>
          identities.map((identity) => ({ namespace, identity })),
        ),
        BATCH,
        socketCell,
      );
    };

    const ownersRows = async () => {
      const get = (path: string) => call(kit, 'GET', path, { token: ownerToken });
      const [open, paid, balance, history, notifications, self] = await Promise.all([
        get(`/api/payment/${ids.openPayment}`),
        get(`/api/payment/${ids.paidPayment}`),
        get('/api/credits/balance'),
        get('/api/credits/transactions?limit=100'),
        get('/api/notifications'),
        get('/auth/v1/user'),
      ]);
      return {
        open: open.body.payment,
        paid: paid.body.payment,
        balance: balance.body.balance,
        history: history.body.transactions,
        notifications: notifications.body,
        profile: self.body.user_metadata,
      };
    };

    const before = await ownersRows();
    expect(before.open.status).toBe('waiting');
    const changed: string[] = [];
    // Everyone but the owner (and the owner's API key) and the administrators.
    const administrators: Identity[] = ['admin', 'finance', 'support'];
    await phase(
      IDENTITIES.filter((identity) => !['owner', 'ownerKey', ...administrators].includes(identity)),
    );
    const afterOthers = await ownersRows();
    for (const key of Object.keys(before) as (keyof typeof before)[]) {
      if (JSON.stringify(afterOthers[key]) !== JSON.stringify(before[key]))
        changed.push(`the owner's ${key} changed while only other callers were calling`);
    }

    // An administrator may act on any payment (and broadcasts), but cannot mark someone else's
    // notification read. Finance may reverse the owner's spend, so the roles go here too.
    await phase(administrators);
    const mine = (await ownersRows()).notifications.notifications as { id: string; is_read: boolean }[];
    if (mine.find((n) => n.id === ids.notification)?.is_read !== false)
      changed.push("the owner's notification is no longer unread after the administrator's calls");

    await phase(['owner', 'ownerKey']);

    const differing = cells.filter((c) => c.actual !== c.expected);
    const report = [
      ...changed,
      ...differing.map(
        (c) =>
          `${c.route} as ${c.identity}: expected ${c.expected}, got ${c.actual}${c.detail ? ` ${c.detail}` : ''}`,
      ),
    ].join('\n');
    expect(cells).toHaveLength(
      (HTTP_ROUTES.length + Object.keys(SOCKET_NAMESPACES).length) * IDENTITIES.length,
    );
    expect(`${differing.length} of ${cells.length} cells differ from the table\n${report}`).toBe(
      `0 of ${cells.length} cells differ from the table\n`,
    );
  });

  it('sends every /admin socket event to exactly the roles the table gives it', async () => {
    const served = Object.values(contracts.AdminSocketEvents) as string[];
    expect({
      missing: served.filter((e) => !(e in ADMIN_SOCKET_EVENTS)),
      unknown: Object.keys(ADMIN_SOCKET_EVENTS).filter((e) => !served.includes(e)),
    }).toEqual({ missing: [], unknown: [] });

    const fed = new Set<AdminIdentity>();
    const sockets = Object.fromEntries(
      await Promise.all(
        ADMIN_IDENTITIES.map(async (identity) => {
          const socket = await connectSocket(kit.stack.baseUrl, '/admin', {
            ip: uniqueIp(),
            token: callers[identity].token,
            // The first page of the feed is sent on connection: listen before the handshake.
            before: (s) => s.once('visitors:update', () => fed.add(identity)),
          });
          return [identity, socket] as const;
        }),
      ),
    ) as Record<AdminIdentity, Awaited<ReturnType<typeof connectSocket>>>;
    const got: string[] = [];
    try {
      const heard = (identity: AdminIdentity, event: string) => got.push(`${event} → ${identity}`);
      const want = Object.entries(ADMIN_SOCKET_EVENTS).flatMap(([event, roles]) =>
        ADMIN_IDENTITIES.filter((identity) => roles[identity]).map((identity) => `${event} → ${identity}`),
      );

      // visitors:update on connection; visitors:page answered with the chosen page.
      await waitFor('every socket fed', async () => fed.size === ADMIN_IDENTITIES.length);
      for (const identity of ADMIN_IDENTITIES) heard(identity, 'visitors:update');
      await Promise.all(
        ADMIN_IDENTITIES.map(async (identity) => {
          const answer = nextEvent(sockets[identity], 'visitors:update', (p) => p.pageSize === 10, 3000);
          sockets[identity].emit('visitors:page', { page: 1, pageSize: 10 });
          if (await answer.then(() => true).catch(() => false)) heard(identity, 'visitors:page');
        }),
      );

      // approvals:count when a four-eyes request opens (and when it is withdrawn).
      const counts = ADMIN_IDENTITIES.map((identity) =>
        nextEvent(sockets[identity], 'approvals:count', () => true, 3000).then(
          () => heard(identity, 'approvals:count'),
          () => undefined,
        ),
      );
      const asked = await call(kit, 'POST', '/api/admin/credits/adjust', {
        token: callers.admin.token,
        body: { userId: ids.victim, amount: 700, direction: 'add', reason: 'correction' },
      });
      expect(asked.status).toBe(202);
      await Promise.all(counts);
      await call(kit, 'POST', `/api/admin/approvals/${asked.body.approval.id}/cancel`, {
        token: callers.admin.token,
      });
      await sleep(200);
      expect(got.sort()).toEqual(want.sort());
    } finally {
      for (const socket of Object.values(sockets)) socket.close();
    }
  });
});
