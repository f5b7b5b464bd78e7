/**
 * Every JSON route of the gateway, fed hostile input as the identity it serves: wrong types,
 * missing and extra fields, huge strings, odd unicode and numbers, SQL and HTML, prototype keys.
 * Each answer must be a clean 4xx in the route's error shape (never a 5xx, never a stack trace),
 * and the database must be exactly as it was after each route's run.
 *
 * The route list comes from the OpenAPI document (body types by their schema name): a documented
 * route missing from the table below fails. Where valid input would change data, only input the
 * gateway's own validation refuses is sent (the same pipe, judged in-process). `FUZZ_SEED` and
 * `FUZZ_RUNS` replay or deepen a run; the seed is printed with every failure.
 */
import * as contracts from '@storefront/contracts';
import { SERVICE_NAMES } from '@storefront/contracts';
import { getMetadataStorage } from 'class-validator';
import fc from 'fast-check';
import { Client } from 'pg';
import { adminSession, AuthKit, call, registeredUser, startKit, uniqueIp } from '../support/auth-kit';
import { recordFigures } from '../support/figures';
import { waitFor } from '../support/stack';
import { bodyFor, hostileSegment, hostileValue, Json, Obj, queryFor, toJsonText } from './arbitraries';
import { acceptedBy, changedTables, DbSnapshot, problemWith, send, snapshotDatabase } from './fuzz-kit';

async function withDatabase<T>(url: string, fn: (db: Client) => Promise<T>): Promise<T> {
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    return await fn(db);
  } finally {
    await db.end();
  }
}

const SEED = Number(process.env.FUZZ_SEED) || Math.floor(Math.random() * 2 ** 31);
const RUNS = Number(process.env.FUZZ_RUNS) || 25;

type Who = 'anonymous' | 'user' | 'admin' | 'apiKey';
interface Ids {
  victim: string;
  payment: string;
  hold: string;
}
type Dto = new () => object;

interface Fuzzed {
  as: Who;
  /** The real record a path parameter names; without it only ids of nothing are sent. */
  target?: (ids: Ids) => string;
  /** Query DTO (queries are not in the OpenAPI document). */
  query?: Dto;
  /** Query parameters a route reads one by one, without a DTO. */
  queryFields?: string[];
  /** Body DTO of a route the document leaves out; documented routes take theirs from it. */
  bodyDto?: Dto;
  /** The route takes a JSON body of any shape and reads these fields of it. */
  anyBody?: string[];
  /** Why valid input sent to the real target would change data: only refused input is sent. */
  mutates?: string;
  /** Whether input is valid beyond what the DTOs say (parameters read without one). */
  accepts?: (query: URLSearchParams) => boolean;
  /** Tables that legitimately change on bad input, and why. */
  changes?: { tables: string[]; why: string; check: (db: Client) => Promise<string | null> };
  headers?: fc.Arbitrary<Record<string, string>>;
}
type Entry = Fuzzed | { skip: string };

const NO_INPUT = 'takes no input';

/** The spend API records a key's last use (at most once a minute); nothing else may change. */
const KEY_USE: Fuzzed['changes'] = {
  tables: ['auth.api_keys'],
  why: "a key's last use is recorded, at most once a minute",
  check: async (db) => {
    const { rows } = await db.query(
      `SELECT count(*)::int AS keys, count(revoked_at)::int AS revoked FROM auth.api_keys`,
    );
    return rows[0].keys === 1 && rows[0].revoked === 0
      ? null
      : `API keys changed: ${rows[0].keys} keys, ${rows[0].revoked} revoked`;
  },
};
const IDEMPOTENCY_HEADER = fc.record({
  'idempotency-key': fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{8,24}$/), fc.string({ maxLength: 120 })),
});
const SCOPES = ['global', 'local', 'others'];

const ROUTES: Record<string, Entry> = {
  'GET /health/live': { skip: NO_INPUT },
  'GET /health': { skip: NO_INPUT },
  'POST /auth/v1/signup': { as: 'anonymous', mutates: 'a valid sign-up creates an account' },
  'POST /auth/v1/verify': { as: 'anonymous' },
  'POST /auth/v1/resend': { as: 'anonymous' },
  'POST /auth/v1/recover': { as: 'anonymous' },
  'POST /auth/v1/otp': { as: 'anonymous' },
  'POST /auth/v1/token': {
    as: 'anonymous',
    queryFields: ['grant_type'],
    accepts: (q) =>
      q.getAll('grant_type').length === 1 && contracts.GRANT_TYPES.includes(q.get('grant_type') as never),
  },
  'POST /auth/v1/logout': {
    as: 'user',
    queryFields: ['scope'],
    mutates: 'a valid scope (or none) signs the session out',
    accepts: (q) => q.getAll('scope').length <= 1 && SCOPES.includes(q.get('scope') ?? 'global'),
  },
  'GET /auth/v1/user': { skip: NO_INPUT },
  'PUT /auth/v1/user': { as: 'user', mutates: 'a valid update changes the account' },
  'GET /auth/v1/.well-known/jwks.json': { skip: NO_INPUT },
  'GET /auth/v1/settings': { skip: NO_INPUT },
  'POST /auth/v1/factors/{id}/challenge': {
    as: 'user',
    target: () => contracts.EMAIL_FACTOR_ID,
    mutates: 'a challenge stores and mails a code',
  },
  'POST /auth/v1/factors/{id}/verify': { as: 'user', target: () => contracts.EMAIL_FACTOR_ID },
  'DELETE /auth/v1/factors/{id}': { as: 'user' },
  'POST /auth/v1/factors': { as: 'user', mutates: 'a valid request enrols an authenticator app' },
  'GET /auth/v1/passkeys': { skip: NO_INPUT },
  'PATCH /auth/v1/passkeys/{id}': { as: 'user' },
  'DELETE /auth/v1/passkeys/{id}': { as: 'user' },
  'POST /auth/v1/passkeys/registration/options': { as: 'user', mutates: 'options store a challenge' },
  'POST /auth/v1/passkeys/registration/verify': { as: 'user' },
  'POST /auth/v1/passkeys/authentication/options': { as: 'anonymous', mutates: 'options store a challenge' },
  'POST /auth/v1/passkeys/authentication/verify': { as: 'anonymous' },
  'POST /api/auth/passkeys/second-factor/options': { as: 'user', mutates: 'options store a challenge' },
  'POST /api/auth/passkeys/second-factor/verify': { as: 'user' },
  'POST /api/auth/passkeys/reauthentication/options': { as: 'user', mutates: 'options store a challenge' },
  'POST /api/auth/passkeys/reauthentication/verify': { as: 'user' },
  'GET /auth/v1/reauthenticate': { skip: NO_INPUT },
  'POST /api/auth/reauthenticate': {
    as: 'user',
    mutates: 'the right password allows sensitive changes for a while',
  },
  'GET /api/auth/recovery-codes': { skip: NO_INPUT },
  'POST /api/auth/recovery-codes': { skip: NO_INPUT },
  'GET /api/user/admin-status': { skip: NO_INPUT },
  'POST /api/reset-password': { as: 'anonymous' },
  'POST /api/reset-password/verify-code': { as: 'anonymous' },
  'POST /api/auth/send-2fa-setup': { as: 'user', mutates: 'a valid request stores and mails a code' },
  'POST /api/auth/verify-2fa': { as: 'user' },
  'DELETE /api/account': { as: 'user' },
  'GET /api/crypto-prices': { as: 'anonymous', query: contracts.CryptoPricesQuery },
  'GET /api/checkout-quote': { as: 'anonymous', query: contracts.CheckoutQuoteQuery },
  'GET /api/payment-methods': { skip: NO_INPUT },
  'POST /api/create-payment': { as: 'user', mutates: 'a valid request opens a payment' },
  'GET /api/payment/{paymentId}': { as: 'user' },
  'GET /api/check-payment/{paymentId}': { as: 'user' },
  'POST /api/payment/add-credits': { as: 'user' },
  'POST /api/payment/{paymentId}/txhash': {
    as: 'user',
    target: (i) => i.payment,
    mutates: 'a valid hash is kept on the payment',
  },
  'POST /api/payments/{paymentId}/simulate': { as: 'user' },
  'GET /api/receipts/{paymentId}': { as: 'user' },
  'GET /api/receipts/{paymentId}/pdf': { as: 'user' },
  'GET /api/receipts/{paymentId}/credit-note': { as: 'user' },
  'GET /api/receipts/{paymentId}/credit-note/pdf': { as: 'user' },
  'GET /api/admin/transactions': { as: 'admin', query: contracts.AdminTransactionsQuery },
  'GET /api/admin/payment-providers': { skip: NO_INPUT },
  'POST /api/admin/approve-transaction/{paymentId}': { as: 'admin' },
  'POST /api/admin/transactions/{paymentId}/reverse-credits': { as: 'admin' },
  'POST /api/admin/transactions/{paymentId}/refund': { as: 'admin' },
  'GET /api/credits/balance': { skip: NO_INPUT },
  'GET /api/credits/transactions': { as: 'user', query: contracts.CreditTransactionsQuery },
  'GET /api/credits/transactions.csv': { as: 'user', query: contracts.TransactionsExportQuery },
  'GET /api/credits/statement': { as: 'user', query: contracts.StatementQuery },
  'GET /api/account/email-preferences': { skip: NO_INPUT },
  'PUT /api/account/email-preferences': {
    as: 'user',
    mutates: "valid preferences change the user's settings",
  },
  'GET /api/account/api-keys': { skip: NO_INPUT },
  'POST /api/account/api-keys': { as: 'user', mutates: 'a valid name creates a key' },
  'DELETE /api/account/api-keys/{id}': { as: 'user' },
  'GET /api/account/sessions': { skip: NO_INPUT },
  'POST /api/account/sessions/sign-out-others': { skip: NO_INPUT },
  'DELETE /api/account/sessions/{id}': { as: 'user' },
  'POST /api/account/sessions/disown': { as: 'anonymous' },
  'POST /api/account/choose-password': { as: 'user' },
  'GET /api/admin/service-keys': { skip: NO_INPUT },
  'POST /api/admin/service-keys': { as: 'admin', mutates: 'a valid request creates a service key' },
  'DELETE /api/admin/service-keys/{id}': { as: 'admin' },
  'GET /api/admin/users/{id}/usage': { as: 'admin', target: (i) => i.victim },
  'GET /api/admin/users/{id}/spends': {
    as: 'admin',
    target: (i) => i.victim,
    query: contracts.AdminSpendsQuery,
  },
  'GET /api/v1/balance': { as: 'apiKey', query: contracts.BalanceQuery, changes: KEY_USE },
  'POST /api/v1/spends': {
    as: 'apiKey',
    mutates: 'a valid spend debits credits',
    headers: IDEMPOTENCY_HEADER,
    changes: KEY_USE,
  },
  'POST /api/v1/holds': {
    as: 'apiKey',
    mutates: 'a valid hold puts credits aside',
    headers: IDEMPOTENCY_HEADER,
    changes: KEY_USE,
  },
  'POST /api/v1/holds/{id}/capture': {
    as: 'apiKey',
    target: (i) => i.hold,
    mutates: 'a valid capture spends the hold',
    changes: KEY_USE,
  },
  'POST /api/v1/holds/{id}/release': { as: 'apiKey', changes: KEY_USE },
  'POST /api/v1/spends/{id}/reverse': { as: 'apiKey', changes: KEY_USE },
  'POST /api/admin/credits/adjust': { as: 'admin', mutates: 'a valid adjustment moves credits' },
  'GET /api/admin/credit-history': { skip: NO_INPUT },
  'GET /api/check-ip-status': { skip: NO_INPUT },
  'GET /api/maintenance': { skip: NO_INPUT },
  'GET /api/admin/maintenance': { skip: NO_INPUT },
  'POST /api/admin/maintenance': { as: 'admin', mutates: 'valid settings are saved' },
  'GET /api/admin/banned-ips': { skip: NO_INPUT },
  'POST /api/admin/banned-ips': { as: 'admin', mutates: 'a valid ban is stored' },
  'DELETE /api/admin/banned-ips/{id}': { as: 'admin' },
  'GET /api/admin/audit-log': { as: 'admin', query: contracts.AuditLogQuery },
  'GET /api/admin/approvals': { as: 'admin', query: contracts.ApprovalsQuery },
  // Paths naming no request: only ids of nothing are sent.
  'POST /api/admin/approvals/{id}/approve': { as: 'admin' },
  'POST /api/admin/approvals/{id}/cancel': { as: 'admin' },
  'GET /api/admin/users/{id}': { as: 'admin', target: (i) => i.victim },
  'GET /api/admin/users/{id}/timeline': {
    as: 'admin',
    target: (i) => i.victim,
    query: contracts.TimelineQuery,
  },
  'POST /api/admin/users/{id}/notes': {
    as: 'admin',
    target: (i) => i.victim,
    mutates: 'a valid note is stored',
  },
  'GET /api/admin/visitors': { as: 'admin', query: contracts.LiveVisitorsQuery },
  'POST /api/admin/clear-visitors': { skip: `${NO_INPUT}; any call clears the live list` },
  'GET /api/admin/connections': { as: 'admin', query: contracts.ConnectionsQuery },
  'GET /api/admin/connections.csv': {
    as: 'admin',
    query: contracts.ConnectionsFilter,
    mutates: 'every export is written to the audit log',
  },
  'GET /api/notifications': { as: 'user', query: contracts.NotificationsQuery },
  'POST /api/notifications/mark-all-read': { skip: NO_INPUT },
  'PUT /api/notifications/read-all': { skip: NO_INPUT },
  'POST /api/notifications/{id}/read': { as: 'user' },
  'PUT /api/notifications/{id}/read': { as: 'user' },
  'POST /api/admin/notifications/broadcast': { as: 'admin', mutates: 'a valid broadcast notifies everyone' },
  'GET /api/admin/users': { as: 'admin', query: contracts.AdminUsersQuery },
  'PUT /api/admin/users/{id}': {
    as: 'admin',
    target: (i) => i.victim,
    mutates: 'a valid edit changes the user',
  },
  'DELETE /api/admin/users/{id}': { as: 'admin' },
  'PUT /api/admin/users/{id}/password': {
    as: 'admin',
    target: (i) => i.victim,
    mutates: 'a valid password is set',
  },
  'GET /api/admin/overview': { as: 'admin', query: contracts.OverviewQuery },
};

/** JSON routes the OpenAPI document leaves out on purpose. */
const UNDOCUMENTED: Record<string, Fuzzed> = {
  'POST /api/payments/ipn': {
    as: 'anonymous',
    anyBody: ['payment_id', 'payment_status', 'order_id', 'actually_paid'],
    headers: fc.record({
      'x-nowpayments-sig': fc.oneof(fc.stringMatching(/^[0-9a-f]{0,128}$/), fc.string({ maxLength: 40 })),
    }),
    changes: {
      tables: ['payments.provider_callbacks'],
      why: 'every provider callback is kept with its signature verdict, refused ones included',
      check: async (db) => {
        const { rows } = await db.query(
          `SELECT count(*)::int AS n FROM payments.provider_callbacks WHERE signature_valid`,
        );
        return rows[0].n === 0 ? null : `${rows[0].n} callbacks with a random signature were taken as valid`;
      },
    },
  },
  'GET /dev/mailbox.json': { as: 'anonymous', query: contracts.ListMailboxDto },
};

const NOBODY_EMAILS = ['fuzz-nobody@example.test', 'Fuzz.Nobody+tag@example.test'];

/** A plausible value per field name, so most cases get past the first check to the deeper ones. */
function bodySample(ids: Ids): (field: string) => fc.Arbitrary<Json> {
  const c = fc.constantFrom;
  const table: Record<string, fc.Arbitrary<Json>> = {
    email: c(...NOBODY_EMAILS),
    user_email: c(...NOBODY_EMAILS),
    userEmail: c(...NOBODY_EMAILS),
    // Never the fuzz user's own password (that one would rightly delete the account).
    password: c('Not-Their-Password-1', 'wrong'),
    newPassword: c('Another-Horse-8'),
    code: c('123456', '000000'),
    token: c('123456'),
    data: c(
      new Obj([
        ['first_name', 'Ada'],
        ['last_name', 'Lovelace'],
      ]),
    ),
    type: c(...contracts.VERIFY_TYPES),
    refresh_token: c('r'.repeat(40)),
    gotrue_meta_security: c(new Obj([])),
    code_challenge: c('abc'),
    code_challenge_method: c('s256'),
    options: c(new Obj([])),
    create_user: c(false),
    nonce: c('123456'),
    factorId: c(contracts.EMAIL_FACTOR_ID),
    channel: c('email'),
    challenge_id: fc.uuid(),
    challengeId: fc.uuid(),
    amount: c(20, '20', 1),
    crypto: c('btc', 'ETH'),
    currency: c('eur', 'usd'),
    paymentId: fc.oneof(fc.uuid(), c(ids.payment)),
    txHash: c(`0x${'ab'.repeat(32)}`),
    userId: c(ids.victim),
    direction: c('add', 'remove'),
    enabled: fc.boolean(),
    title: c('Maintenance'),
    message: c('Bientôt de retour'),
    estimatedTime: c('1h'),
    showCountdown: fc.boolean(),
    allowAdmins: fc.boolean(),
    settings: c(new Obj([['enabled', false]])),
    ip: c('203.0.113.9', '2001:db8::1'),
    reason: c('Test'),
    duration: c(...contracts.BAN_DURATIONS),
    admin_note: c('note'),
    is_admin: fc.boolean(),
    is_active: fc.boolean(),
    status: c('active', 'banned'),
    credits: c(7, 0),
    description: c('Fuzz spend'),
    metadata: c(new Obj([['job', 'fuzz']])),
    user_id: fc.uuid(),
    expires_in_seconds: c(60),
    name: c('Fuzz key'),
    scopes: c(['credits:read']),
    expiresAt: c(new Date(Date.now() + 30 * 86_400_000).toISOString()),
    first_name: c('Ada'),
    last_name: c('Lovelace'),
  };
  return (field) => (Object.hasOwn(table, field) ? table[field] : hostileValue);
}

function querySample(field: string): fc.Arbitrary<string> {
  const table: Record<string, string[]> = {
    page: ['1', '2'],
    pageSize: ['10', '100'],
    search: ['ada', '%'],
    status: ['all', 'completed', 'connected'],
    sort: ['newest', 'amount_desc'],
    limit: ['10', '100'],
    offset: ['0'],
    days: ['7', '365'],
    currency: ['eur', 'USD'],
    to: NOBODY_EMAILS,
    device: ['Desktop', 'all'],
    date: ['week', 'today'],
    grant_type: ['password', 'refresh_token'],
    scope: SCOPES,
    user_id: ['00000000-0000-4000-8000-000000000000'],
  };
  return fc.constantFrom(...(Object.hasOwn(table, field) ? table[field] : ['1']));
}

/** The validated fields of a DTO, as class-validator knows them. */
function fieldsOf(dto: Dto): string[] {
  const metas = getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false);
  return [...new Set(metas.map((m) => m.propertyName))];
}

interface OpenApiOperation {
  requestBody?: { content: { 'application/json': { schema: { $ref: string } } } };
}

interface Case {
  path: string;
  query: string;
  json?: string;
  headers: Record<string, string>;
  /** Whether the path names the route's real target (or the route has no parameter). */
  real: boolean;
}

describe('fuzzing every JSON route', () => {
  let kit: AuthKit;
  let doc: { paths: Record<string, Record<string, OpenApiOperation>> };
  const ids: Ids = { victim: '', payment: '', hold: '' };
  const tokens: Record<Who, string | undefined> = {
    anonymous: undefined,
    user: undefined,
    admin: undefined,
    apiKey: undefined,
  };
  const figures = { endpoints: 0, cases: 0, violations: 0 };
  let start: DbSnapshot;

  beforeAll(async () => {
    kit = await startKit({
      services: SERVICE_NAMES,
      env: {
        RATE_LIMIT_PER_IP: '100000',
        RATE_LIMIT_PER_EMAIL: '100000',
        API_KEY_REQUESTS_PER_MINUTE: '100000',
        // Nothing leaves the machine, and nothing moves on its own while the database is compared.
        PRICE_API_URL: 'http://127.0.0.1:9/simple/price',
        NOWPAYMENTS_API_URL: 'http://127.0.0.1:9/v1',
        PAYMENT_POLL_INTERVAL_MS: '3600000',
        RECONCILE_INTERVAL_MS: '3600000',
      },
    });
    const { stack } = kit;
    doc = await (await fetch(`${stack.baseUrl}/api/docs/openapi.json`)).json();

    const [user, victim] = await Promise.all([
      registeredUser(kit, 'fuzz-user'),
      registeredUser(kit, 'fuzz-victim'),
    ]);
    tokens.user = user.session.access_token;
    ids.victim = victim.user.id;
    tokens.admin = (await adminSession(kit)).token;

    // Records for the bad input to leave alone: a payment, a notification, a ban.
    const payment = await call(kit, 'POST', '/api/create-payment', {
      token: tokens.user,
      body: { amount: 20, crypto: 'btc', currency: 'eur' },
    });
    ids.payment = payment.body.payment_id;
    // The user's API key, credits for it and a live hold for captures to name.
    const key = await call(kit, 'POST', '/api/account/api-keys', {
      token: tokens.user,
      body: { name: 'Fuzz' },
    });
    tokens.apiKey = key.body.secret;
    await call(kit, 'POST', '/api/admin/credits/adjust', {
      token: tokens.admin,
      body: { userId: user.user.id, amount: 10, direction: 'add', reason: 'correction' },
    });
    const hold = await call(kit, 'POST', '/api/v1/holds', {
      token: tokens.apiKey,
      body: { amount: 5, expires_in_seconds: 3600 },
    });
    ids.hold = hold.body.id;
    await call(kit, 'POST', '/api/admin/notifications/broadcast', {
      token: tokens.admin,
      body: { title: 'Bienvenue', message: 'Bonjour', type: 'info' },
    });
    await call(kit, 'POST', '/api/admin/banned-ips', {
      token: tokens.admin,
      body: { ip: '198.51.100.4', reason: 'Test', duration: 'permanent' },
    });
    // The provider callback route only listens when a real provider is configured.
    await stack.stop('payments');
    Object.assign(stack.env, {
      PAYMENT_PROVIDER: 'nowpayments',
      NOWPAYMENTS_API_KEY: 'fuzz-key',
      NOWPAYMENTS_IPN_SECRET: 'fuzz-secret',
    });
    await stack.start('payments');
    await waitFor('payments back up', async () => {
      const res = await fetch(`${stack.baseUrl}/health`);
      return ((await res.json()) as { services: Record<string, string> }).services.payments === 'up';
    });
    // Mails of the set-up are queued; the comparisons start once they have landed.
    await new Promise((r) => setTimeout(r, 1500));
    start = await snapshotDatabase(stack.database.url);
    console.log(`fuzz seed ${SEED} (FUZZ_SEED=${SEED} replays it), ${RUNS} runs per route`);
  }, 240000);

  afterAll(async () => {
    recordFigures('fuzzing', figures);
    await kit?.close();
  });

  const documented = () =>
    Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`),
    );

  it('has an entry for every documented route, and no stale entry', () => {
    expect(Object.keys(ROUTES).sort()).toEqual(documented().sort());
  });

  const fuzzed = [...Object.entries(ROUTES), ...Object.entries(UNDOCUMENTED)].filter(
    (entry): entry is [string, Fuzzed] => !('skip' in entry[1]),
  );

  it.each(fuzzed)('%s: bad input gets a clean 4xx and changes nothing', async (route, spec) => {
    const [method, template] = route.split(' ');
    const operation = doc.paths[template]?.[method.toLowerCase()];
    const schema = operation?.requestBody?.content['application/json'].schema.$ref.split('/').pop();
    const bodyDto =
      spec.bodyDto ?? (schema ? ((contracts as Record<string, unknown>)[schema] as Dto) : undefined);
    if (schema && !bodyDto) throw new Error(`${route}: no DTO named ${schema} in @storefront/contracts`);
    const params = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    const queryFields = spec.query ? fieldsOf(spec.query) : (spec.queryFields ?? []);
    const hasBody = Boolean(bodyDto || spec.anyBody);
    if (!hasBody && !queryFields.length && !params.length) throw new Error(`${route}: nothing to fuzz`);

    const segment = spec.target ? fc.oneof(fc.constant(spec.target(ids)), hostileSegment) : hostileSegment;
    const cases: fc.Arbitrary<Case> = fc
      .record({
        segments: fc.tuple(...params.map(() => segment)),
        query: queryFields.length
          ? queryFor(queryFields, querySample)
          : fc.constant([] as [string, string][]),
        body: hasBody
          ? bodyFor(bodyDto ? fieldsOf(bodyDto) : spec.anyBody!, bodySample(ids))
          : fc.constant(undefined),
        headers: spec.headers ?? fc.constant({}),
      })
      .map(({ segments, query, body, headers }) => {
        const path = params.reduce(
          (p, name, i) => p.replace(`{${name}}`, encodeURIComponent(segments[i])),
          template,
        );
        const search = new URLSearchParams(query).toString();
        return {
          path,
          query: search,
          json: body === undefined ? undefined : toJsonText(body),
          headers,
          real: spec.target ? segments.some((s) => s === spec.target!(ids)) : !params.length,
        };
      });

    /** Whether the gateway's validation takes this input (then any answer under 500 will do). */
    const accepted = async (c: Case): Promise<boolean> => {
      let valid = true;
      if (bodyDto && c.json !== undefined) {
        valid &&= Buffer.byteLength(c.json) <= 64 * 1024 && (await acceptedBy(bodyDto, { json: c.json }));
      }
      if (spec.anyBody && c.json !== undefined) valid = false; // a random signature never verifies
      if (spec.query) valid &&= await acceptedBy(spec.query, { query: c.query });
      if (spec.accepts) valid &&= spec.accepts(new URLSearchParams(c.query));
      if (params.length && !c.real) valid = false;
      return valid;
    };

    const before = await snapshotDatabase(kit.stack.database.url);
    let sent = 0;
    const result = await fc.check(
      fc.asyncProperty(cases, async (c) => {
        const valid = await accepted(c);
        // Valid input may rightly change data on such routes; this suite is about bad input.
        fc.pre(!(spec.mutates && valid && c.real));
        sent++;
        const answer = await send(kit.stack.baseUrl, method, c.query ? `${c.path}?${c.query}` : c.path, {
          json: c.json,
          token: tokens[spec.as],
          ip: uniqueIp(),
          headers: c.headers,
        });
        const problem = problemWith(answer, {
          gotrue: template.startsWith('/auth/v1/'),
          accepted: valid,
        });
        if (problem) throw new Error(`${method} ${c.path}${c.query ? `?${c.query}` : ''}: ${problem}`);
      }),
      { seed: SEED, numRuns: RUNS, maxSkipsPerRun: 200 },
    );
    figures.endpoints += 1;
    figures.cases += sent;

    const after = await snapshotDatabase(kit.stack.database.url);
    const changed = changedTables(before, after, spec.changes?.tables);
    const extra = spec.changes ? await withDatabase(kit.stack.database.url, spec.changes.check) : null;
    const failures = [
      ...(result.failed ? [`${String(result.errorInstance)}\n${fc.defaultReportMessage(result)}`] : []),
      ...changed.map((t) => `database changed by bad input: ${t}`),
      ...(extra ? [extra] : []),
    ];
    if (failures.length) figures.violations += 1;
    expect({ route, failures }).toEqual({ route, failures: [] });
  });

  it('leaves the whole database as it was once queued work has run', async () => {
    await new Promise((r) => setTimeout(r, 2000));
    const ignore = [...Object.values(ROUTES), ...Object.values(UNDOCUMENTED)].flatMap((s) =>
      'skip' in s ? [] : (s.changes?.tables ?? []),
    );
    const changed = changedTables(start, await snapshotDatabase(kit.stack.database.url), ignore);
    if (changed.length) figures.violations += 1;
    expect(changed).toEqual([]);
  });

  it('is still serving, and prototype keys made nobody an administrator', async () => {
    const status = await call(kit, 'GET', '/api/user/admin-status', { token: tokens.user });
    expect(status).toEqual({ status: 200, body: { is_admin: false, role: null } });
    expect((await call(kit, 'GET', '/api/admin/users', { token: tokens.user })).status).toBe(403);
    expect((await call(kit, 'GET', '/api/admin/users')).status).toBe(401);
    const maintenance = await call(kit, 'GET', '/api/maintenance');
    expect(maintenance.status).toBe(200);
    expect(JSON.stringify(maintenance.body)).not.toContain('polluted');
    const users = await call(kit, 'GET', '/api/admin/users', { token: tokens.admin });
    expect(users.status).toBe(200);
    expect(JSON.stringify(users.body)).not.toContain('polluted');
  });
});
