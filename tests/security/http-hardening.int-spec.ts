/**
 * What the gateway's answers give away and allow: security headers and a strict CSP on every kind
 * of response, CORS only for the configured origin (HTTP and socket.io), no cookies, error bodies
 * without internals, and logs without secrets after every flow that handles one.
 *
 * The browser side of the CSP (pages running under it) is `e2e/content-security-policy.e2e-spec.ts`.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SERVICE_NAMES } from '@storefront/contracts';
import {
  AuthKit,
  call,
  codeMailedBy,
  HttpAnswer,
  kitFor,
  registeredUser,
  staffSession,
  uniqueIp,
} from '../support/auth-kit';
import { recordFigures } from '../support/figures';
import { ProcessName, ROOT, startStack, waitFor } from '../support/stack';
import { FakeNowPayments } from '../support/fake-nowpayments.mjs';
import { signIpn } from '../../services/payments/src/providers/nowpayments-signature';

const secret = (label: string) => `${label}-${randomBytes(12).toString('base64url')}`;
const SECRETS = {
  ipnSecret: secret('ipn'),
  apiKey: secret('npkey'),
  databasePassword: secret('dbpw'),
  adminPassword: `Adm1n!${randomBytes(8).toString('hex')}`,
};
const JWT_KEY_PEM = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  .privateKey.export({ format: 'pem', type: 'pkcs8' })
  .toString();
const ADMIN_EMAIL = 'owner@storefront.test';
const OTHER_ORIGIN = 'https://evil.example';

/** What an error body must never contain: frames, paths, internal names, SQL or NATS details. */
const LEAKS: [string, RegExp][] = [
  ['stack frame', /\bat [\w$.<>]+ \(|\bat (?:async )?\/|:\d+:\d+\)?$/m],
  ['node_modules', /node_modules/],
  ['file path', /(?:^|[\s"'(])\/(?:work|app|home|usr|opt|srv|tmp|root)\/|\w\.(?:ts|js|mjs):\d/],
  [
    'NATS subject',
    /\b(?:auth|payments|credits|notifications|presence|admin|email|health)\.[a-z-]+\.[a-z-]+\b|\bt[0-9a-f]{8}\./,
  ],
  [
    'SQL text',
    /\b(?:SELECT|INSERT|UPDATE|DELETE)\s.+\b(?:FROM|INTO|SET)\b|duplicate key|violates|syntax error|invalid input syntax|relation "|column "/i,
  ],
  [
    'internal class',
    /QueryFailedError|EntityNotFound|TypeORM|Nats(?:Error)?\b|ServiceError|HttpException|\w+Exception\b|TypeError|ReferenceError|ECONNREFUSED|ETIMEDOUT/,
  ],
];

describe('HTTP hardening', () => {
  const provider = new FakeNowPayments();
  let kit: AuthKit;
  const figures = {
    responsesChecked: 0,
    headersChecked: 0,
    corsChecks: 0,
    cookiesSet: 0,
    errorBodiesChecked: 0,
    logLinesScanned: 0,
    processesScanned: 0,
    secretsChecked: 0,
    secretsFound: 0,
  };

  beforeAll(async () => {
    const apiUrl = await provider.start();
    const stack = await startStack({
      services: SERVICE_NAMES,
      databasePassword: SECRETS.databasePassword,
      env: {
        // Everything a process would ever log, so a secret in a debug line is caught too.
        LOG_LEVEL: 'debug',
        RATE_LIMIT_PER_IP: '500',
        RATE_LIMIT_PER_EMAIL: '50',
        PAYMENT_PROVIDER: 'nowpayments',
        NOWPAYMENTS_API_URL: apiUrl,
        NOWPAYMENTS_API_KEY: SECRETS.apiKey,
        NOWPAYMENTS_IPN_SECRET: SECRETS.ipnSecret,
        PRICE_API_URL: 'http://127.0.0.1:9/simple/price',
        JWT_PRIVATE_KEY: JWT_KEY_PEM,
        ADMIN_EMAIL,
        ADMIN_PASSWORD: SECRETS.adminPassword,
      },
    });
    kit = kitFor(stack, 'hardening');
  });

  afterAll(async () => {
    recordFigures('hardening', figures);
    await kit?.close();
    await provider.stop();
  });

  /** A request that records its headers for the cookie check. */
  async function fetchChecked(path: string, init: RequestInit = {}): Promise<Response> {
    const res = await fetch(`${kit.stack.baseUrl}${path}`, init);
    const cookies = res.headers.getSetCookie();
    figures.cookiesSet += cookies.length;
    for (const cookie of cookies) {
      expect(cookie).toMatch(/;\s*Secure\b/i);
      expect(cookie).toMatch(/;\s*HttpOnly\b/i);
      expect(cookie).toMatch(/;\s*SameSite=(Strict|Lax)\b/i);
    }
    figures.responsesChecked++;
    return res;
  }

  describe('logs', () => {
    it('never contain a password, token, mailed code, or configured secret, in any process', async () => {
      const tokens: string[] = [];
      const codes: string[] = [];
      const passwords = ['First-Pass-1!', 'Second-Pass-2!', 'Admin-Set-Pass-3!', 'Wrong-Guess-4!'];
      const keep = (s: { access_token: string; refresh_token: string }) => {
        tokens.push(s.access_token, s.refresh_token);
        return s;
      };

      // Sign-up, verification, sign-in (and a failed one), refresh.
      const { email, session, user } = await registered('logs', passwords[0], codes);
      keep(session);
      await call(kit, 'POST', '/auth/v1/token?grant_type=password', {
        body: { email, password: passwords[3] },
      });
      const signedIn = keep(await signIn(email, passwords[0]));
      const refreshed = keep(
        (
          await call(kit, 'POST', '/auth/v1/token?grant_type=refresh_token', {
            body: { refresh_token: signedIn.refresh_token },
          })
        ).body,
      );

      // Password change, then two-factor: setup code, enable, sign in with the emailed code.
      expect(
        (
          await call(kit, 'PUT', '/auth/v1/user', {
            token: refreshed.access_token,
            body: { password: passwords[1], current_password: passwords[0] },
          })
        ).status,
      ).toBe(200);
      const current = keep(await signIn(email, passwords[1]));
      codes.push(
        await codeMailedBy(kit, email, () =>
          call(kit, 'POST', '/api/auth/send-2fa-setup', { token: current.access_token, body: { email } }),
        ),
      );
      expect(
        (
          await call(kit, 'POST', '/api/auth/verify-2fa', {
            token: current.access_token,
            body: { code: codes.at(-1) },
          })
        ).status,
      ).toBe(200);
      let pending!: { access_token: string; refresh_token: string };
      codes.push(
        await codeMailedBy(kit, email, async () => (pending = keep(await signIn(email, passwords[1])))),
      );
      const challenge = await call(kit, 'POST', '/auth/v1/factors/email/challenge', {
        token: pending.access_token,
        body: {},
      });
      const mfa = await call(kit, 'POST', '/auth/v1/factors/email/verify', {
        token: pending.access_token,
        body: { challenge_id: challenge.body.id, code: codes.at(-1) },
      });
      expect(mfa.status).toBe(200);
      const full = keep(mfa.body);

      // A payment confirmed by a signed IPN, with the provider API key on every provider call.
      const created = await call(kit, 'POST', '/api/create-payment', {
        token: full.access_token,
        body: { amount: 20, crypto: 'btc', currency: 'eur' },
      });
      expect(created.status).toBe(201);
      const paymentId = created.body.payment_id as string;
      const paid = {
        ...provider.byOrder(paymentId),
        payment_status: 'finished',
        payin_hash: '0xabc',
      } as Record<string, unknown>;
      provider.setStatus(paymentId, 'finished', '0xabc');
      const ipn = await fetch(`${kit.stack.baseUrl}/api/payments/ipn`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-nowpayments-sig': signIpn(paid, SECRETS.ipnSecret),
        },
        body: JSON.stringify(paid),
      });
      expect(ipn.status).toBe(200);
      await waitFor(
        'the credits',
        async () =>
          (await call(kit, 'GET', '/api/credits/balance', { token: full.access_token })).body.balance === 10,
      );
      expect(provider.seen.some((r) => r.apiKey === SECRETS.apiKey)).toBe(true);

      // An administrator signs in (password, then authenticator app) and sets the user's password.
      const admin = await staffSession(kit, { email: ADMIN_EMAIL, password: SECRETS.adminPassword });
      tokens.push(admin.token);
      const set = await call(kit, 'PUT', `/api/admin/users/${user.id}/password`, {
        token: admin.token,
        body: { password: passwords[2] },
      });
      expect(set.status).toBeLessThan(300);
      // Queued mails and background jobs log after the answers.
      await new Promise((r) => setTimeout(r, 1500));

      const keyLines = JWT_KEY_PEM.split('\n').filter((l) => l && !l.startsWith('-----'));
      const needles: [string, string][] = [
        ...passwords.map((p, i) => [`password ${i + 1}`, p] as [string, string]),
        ['admin password', SECRETS.adminPassword],
        ['admin authenticator app secret', admin.app!.secret],
        // A JWT by its signature (header and claims are not secret), an opaque token whole.
        ...tokens.map(
          (t, i) => [`token ${i + 1}`, t.split('.').length === 3 ? t.split('.')[2] : t] as [string, string],
        ),
        ['IPN secret', SECRETS.ipnSecret],
        ['provider API key', SECRETS.apiKey],
        ['database password', SECRETS.databasePassword],
        ...keyLines.map((l, i) => [`JWT private key line ${i + 1}`, l] as [string, string]),
      ];
      const codePatterns = codes.map((c) => new RegExp(`(?<![\\w-])${c}(?![\\w-])`));
      expect(codes.length).toBe(3);

      // The scan means something only if the flows were logged: one line per request at least.
      expect(kit.stack.logs('gateway').match(/"msg":"request"/g)?.length ?? 0).toBeGreaterThan(10);
      const processes: ProcessName[] = [...SERVICE_NAMES, 'gateway'];
      const found: string[] = [];
      for (const name of processes) {
        const log = kit.stack.logs(name);
        expect(log.length).toBeGreaterThan(0);
        figures.logLinesScanned += log.split('\n').filter(Boolean).length;
        figures.processesScanned++;
        for (const [what, needle] of needles) if (log.includes(needle)) found.push(`${name}: ${what}`);
        codes.forEach((c, i) => codePatterns[i].test(log) && found.push(`${name}: mailed code ${c}`));
      }
      figures.secretsChecked += needles.length + codes.length;
      figures.secretsFound += found.length;
      expect(found).toEqual([]);
    });
  });

  describe('security headers', () => {
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(
      readFileSync(join(ROOT, 'frontend', 'dist', 'index.html'), 'utf8'),
    )?.[1];
    const kinds: [string, string][] = [
      ['the HTML page', '/'],
      ['a deep link to the app', '/dashboard'],
      ['a static asset', asset ?? '/assets/missing.js'],
      ['a product API answer', '/api/crypto-prices?currency=eur'],
      ['an auth API answer', '/auth/v1/settings'],
      ['an API error', '/api/does-not-exist'],
      ['health', '/health/live'],
    ];

    it.each(kinds)('%s (%s) carries them, with a strict Content-Security-Policy', async (_kind, path) => {
      const res = await fetchChecked(path);
      expect(res.status).toBeLessThan(500);
      const h = (name: string) => res.headers.get(name);
      const expected: Record<string, string | null> = {
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'referrer-policy': 'no-referrer',
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'x-dns-prefetch-control': 'off',
        'x-permitted-cross-domain-policies': 'none',
        'x-powered-by': null,
        // HSTS only in production, where the site is served over HTTPS.
        'strict-transport-security': null,
      };
      for (const [name, value] of Object.entries(expected)) {
        expect({ [name]: h(name) }).toEqual({ [name]: value });
        figures.headersChecked++;
      }
      const csp = Object.fromEntries(
        (h('content-security-policy') ?? '')
          .split(';')
          .map((d) => d.trim().split(/\s+/))
          .filter((d) => d[0])
          .map(([name, ...values]) => [name, values]),
      );
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['base-uri']).toEqual(["'self'"]);
      expect(csp['form-action']).toEqual(["'self'"]);
      // Sockets only to the site itself: no ws:/wss: to any host.
      expect(csp['connect-src']).toEqual(["'self'", kit.stack.baseUrl.replace(/^http/, 'ws')]);
      expect(JSON.stringify(csp)).not.toMatch(/unsafe-eval|\*|https?:/);
      figures.headersChecked += 8;
    });

    it('serves an index.html with no inline script, so the policy needs no exception', async () => {
      const html = await (await fetchChecked('/')).text();
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attributes, body] of scripts) {
        expect(attributes).toMatch(/\bsrc="\/assets\//);
        expect(body.trim()).toBe('');
      }
      expect(html).not.toMatch(/\son[a-z]+="/);
    });

    it('tells caches not to keep auth answers carrying tokens', async () => {
      const res = await fetchChecked('/auth/v1/token?grant_type=password', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': uniqueIp() },
        body: JSON.stringify({ email: ADMIN_EMAIL, password: SECRETS.adminPassword }),
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toMatch(/no-store/);
      figures.headersChecked++;
    });
  });

  describe('CORS', () => {
    const origin = () => kit.stack.env.PUBLIC_URL;
    const preflight = (path: string, from: string) =>
      fetchChecked(path, {
        method: 'OPTIONS',
        headers: {
          origin: from,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type',
        },
      });

    it.each([
      ['a product API preflight', '/api/create-payment', 'preflight'],
      ['an auth API preflight', '/auth/v1/token?grant_type=password', 'preflight'],
      ['a simple product API request', '/api/crypto-prices?currency=eur', 'simple'],
      ['a simple auth API request', '/auth/v1/settings', 'simple'],
      ['a socket.io polling handshake', '/socket.io/?EIO=4&transport=polling', 'simple'],
    ])('%s is allowed for the configured origin only', async (_what, path, kind) => {
      const ask = (from: string) =>
        kind === 'preflight' ? preflight(path, from) : fetchChecked(path, { headers: { origin: from } });
      const foreign = await ask(OTHER_ORIGIN);
      expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
      expect(foreign.headers.get('access-control-allow-credentials')).toBeNull();
      const own = await ask(origin());
      expect(own.headers.get('access-control-allow-origin')).toBe(origin());
      figures.corsChecks += 2;
    });
  });

  describe('error bodies', () => {
    let adminToken: string;
    let userToken: string;

    beforeAll(async () => {
      adminToken = (await signIn(ADMIN_EMAIL, SECRETS.adminPassword)).access_token;
      userToken = (await registered('errors', 'Errors-Pass-1!')).session.access_token;
    });

    function expectClean(res: HttpAnswer, label: string) {
      const text = typeof res.body === 'string' ? res.body : JSON.stringify(res.body ?? '');
      for (const [leak, pattern] of LEAKS) {
        expect({ label, leak, match: pattern.exec(text)?.[0] ?? null }).toEqual({ label, leak, match: null });
      }
      figures.errorBodiesChecked++;
    }

    type Case = [string, string, { body?: unknown; raw?: string; as?: 'user' | 'admin'; status?: number }];
    const cases: Case[] = [
      ['GET', '/api/does-not-exist', { status: 404 }],
      ['GET', '/auth/v1/does-not-exist', { status: 404 }],
      ['DELETE', '/api/crypto-prices', { status: 404 }],
      ['GET', '/auth/v1/token', {}],
      ['PATCH', '/auth/v1/signup', {}],
      ['POST', '/api/create-payment', { raw: '{"amount": 20,', as: 'user', status: 400 }],
      ['POST', '/auth/v1/signup', { raw: '{"email": ', status: 400 }],
      [
        'POST',
        '/api/create-payment',
        { body: { amount: 'lots', crypto: 'doge', currency: 'gbp' }, as: 'user', status: 400 },
      ],
      [
        'POST',
        '/api/create-payment',
        { body: { amount: 1e308, crypto: 'btc', currency: 'eur' }, as: 'user' },
      ],
      ['GET', '/api/payment/not-a-uuid', { as: 'user' }],
      ['GET', "/api/payment/1' OR '1'='1", { as: 'user' }],
      ['POST', '/api/notifications/not-a-uuid/read', { as: 'user' }],
      ['GET', '/api/credits/transactions?limit=-1&offset=abc', { as: 'user' }],
      ['PUT', '/api/admin/users/not-a-uuid', { body: { credits: 'x' }, as: 'admin' }],
      ['PUT', '/api/admin/users/00000000-0000-0000-0000-000000000000', { body: { credits: 5 }, as: 'admin' }],
      [
        'POST',
        '/api/admin/credits/adjust',
        { raw: '{"userId":"x","amount":1e400,"direction":"add"}', as: 'admin' },
      ],
      [
        'POST',
        '/api/admin/credits/adjust',
        {
          raw: '{"userId":"00000000-0000-0000-0000-000000000000","amount":99999999999999999999.99,"direction":"add"}',
          as: 'admin',
        },
      ],
      ['GET', "/api/admin/transactions?status=x'--&sort=amount;drop&page=-5", { as: 'admin' }],
      ['GET', '/api/admin/connections?date=yesterday%27&page=NaN', { as: 'admin' }],
      [
        'POST',
        '/api/admin/banned-ips',
        { body: { ip: '999.1.1.1', reason: 'x', duration: '2y' }, as: 'admin' },
      ],
      ['POST', '/api/payments/ipn', { body: { payment_id: 1, order_id: "x' OR 1=1" } }],
      ['POST', '/api/payments/ipn', { raw: '[]' }],
      ['POST', '/auth/v1/token?grant_type=refresh_token', { body: { refresh_token: "' OR 1=1 --" } }],
      ['POST', '/auth/v1/verify', { body: { type: 'email', email: "x'@example.test", token: '123456' } }],
      ['GET', '/auth/v1/user', {}],
    ];

    it.each(cases)('%s %s answers 4xx without internals', async (method, path, options) => {
      const token = options.as === 'admin' ? adminToken : options.as === 'user' ? userToken : undefined;
      const res = await call(kit, method, path, { body: options.body, raw: options.raw, token });
      if (options.status) expect(res.status).toBe(options.status);
      else expect(res.status).toBeLessThan(500);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expectClean(res, `${method} ${path}`);
    });

    it.each([
      ['payments', 'GET', '/api/crypto-prices?currency=eur', undefined],
      ['credits', 'GET', '/api/credits/balance', 'user'],
      ['auth', 'POST', '/auth/v1/token?grant_type=password', undefined],
    ] as const)(
      'answers 503 without internals while %s is down (%s %s)',
      async (service, method, path, as) => {
        const token = as === 'user' ? userToken : undefined;
        const body = path.includes('grant_type')
          ? { email: 'x@example.test', password: 'Whatever-1!' }
          : undefined;
        await kit.stack.stop(service);
        try {
          const res = await call(kit, method, path, { token, body });
          expect(res.status).toBe(503);
          expectClean(res, `${service} down`);
        } finally {
          await kit.stack.start(service);
          await waitFor(`${service} back`, async () => {
            const report = (await (await fetch(`${kit.stack.baseUrl}/health`)).json()) as {
              services: Record<string, string>;
            };
            return report.services[service] === 'up';
          });
        }
      },
    );
  });

  async function signIn(email: string, password: string) {
    const res = await call(kit, 'POST', '/auth/v1/token?grant_type=password', { body: { email, password } });
    if (res.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(res.body)}`);
    return res.body as { access_token: string; refresh_token: string; user: { id: string } };
  }

  /** Signs up and verifies through auth-js, collecting the mailed code. */
  async function registered(label: string, password: string, codes: string[] = []) {
    const { code, ...user } = await registeredUser(kit, label, password);
    codes.push(code);
    return user;
  }
});
