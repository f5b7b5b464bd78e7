/**
 * The authorization matrix: for every HTTP route of the gateway (every operation of its OpenAPI
 * document, plus the few routes kept out of it on purpose) and every socket.io namespace, what each
 * kind of caller gets. `access-matrix.int-spec.ts` calls every cell against a whole stack and fails
 * on any cell that answers otherwise, on a documented route missing here and on a row that is no
 * longer documented.
 */

/** Who calls. Every identity sends the same request; only its token (and own credentials) differ. */
export const IDENTITIES = [
  'anonymous',
  'owner',
  'other',
  'suspended',
  'expired',
  'foreignKey',
  'foreignKeyRealKid',
  'algNone',
  'hs256PublicKey',
  'admin',
  'finance',
  'support',
  'ownerKey',
] as const;
export type Identity = (typeof IDENTITIES)[number];

/** What each identity really exercises. */
export const IDENTITY_NOTES: Record<Identity, string> = {
  anonymous: 'no Authorization header',
  owner: 'a verified user, signed in; owns every row the requests name (payments, notification)',
  other: 'another verified user, signed in, owning none of the rows the requests name',
  suspended:
    'a user signed in, then suspended by an administrator (PUT /api/admin/users/{id} is_active=false): the token it held',
  expired:
    "the owner's claims and live session, signed with the real signing key (the stack's JWT_PRIVATE_KEY) and the real kid, but `exp` in the past",
  foreignKey:
    "the administrator's claims and live session, ES256-signed by a P-256 key the gateway does not know, with that key's own kid",
  foreignKeyRealKid:
    "the administrator's claims and live session, ES256-signed by an unknown key but naming the real key's kid",
  algNone: "the administrator's claims and live session, `alg: none`, real kid, no signature",
  hs256PublicKey:
    "the administrator's claims and live session, HS256 with the real public key (PEM) as the HMAC secret (algorithm confusion)",
  admin: 'the first administrator (role owner: everything), signed in',
  finance:
    'an administrator with the finance role (credits, transactions), signed in after the role was given',
  support:
    'an administrator with the support role (reads, bans; no money), signed in after the role was given',
  ownerKey: "the owner's personal API key (`osk_…`): the spend API's caller, refused everywhere else",
};

/** The real rows the requests name, made for each run. */
export interface MatrixIds {
  /** The owner's payment still waiting for funds. */
  openPayment: string;
  /** The owner's paid and credited payment. */
  paidPayment: string;
  /** The owner's unread welcome notification. */
  notification: string;
  /** A user the administrator edits. */
  victim: string;
  /** A user the administrator deletes. */
  doomed: string;
  /** An IP ban the administrator lifts. */
  ban: string;
  /** Another IP ban, which the support user lifts. */
  supportBan: string;
  /** A pending four-eyes request made by the finance user: the owner approves it. */
  financeApproval: string;
  /** A pending four-eyes request made by the administrator: only they may cancel it. */
  adminApproval: string;
  /** The owner's live hold (made with the owner's key) that a capture takes. */
  hold: string;
  /** Another live hold of the owner's, released. */
  releasableHold: string;
  /** The owner's spend (made with the owner's key) that a reversal gives back. */
  spend: string;
  /** An API key of the owner's that the owner revokes (not the one the `ownerKey` identity holds). */
  spareKey: string;
  /** A service key the administrator revokes. */
  serviceKey: string;
  /** A second live session of the owner's, which the owner ends from Settings › Sessions. */
  spareSession: string;
}

/** The caller's own credentials, for the routes whose body names the caller (sign-in). */
export interface Caller {
  email: string;
  /** Unknown for identities that only hold a token: they send a wrong one. */
  password?: string;
}

export interface MatrixContext {
  ids: MatrixIds;
  /** Who is calling, for the rows whose request differs per caller (two bans, two balances). */
  identity: Identity;
  as: Caller;
  /** A new address nobody registered, for the public routes that take an email. */
  freshEmail(): string;
}

export interface MatrixRequest {
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export type Expected = Record<Identity, number>;

export interface HttpRow {
  /** `METHOD /path` exactly as the OpenAPI document spells it. */
  route: string;
  request: (ctx: MatrixContext) => MatrixRequest;
  expect: Expected;
  /** Why a route is served but left out of the OpenAPI document. */
  undocumented?: string;
  /** The route serves one call per user at a time (CSV exports): the matrix never overlaps them. */
  oneAtATime?: true;
}

const REFUSED_TOKENS = {
  anonymous: 401,
  suspended: 401,
  expired: 401,
  foreignKey: 401,
  foreignKeyRealKid: 401,
  algNone: 401,
  hs256PublicKey: 401,
  ownerKey: 401,
} as const;

/** Same answer whoever calls: the route ignores the Authorization header. */
function everyone(status: number, overrides: Partial<Expected> = {}): Expected {
  return { ...Object.fromEntries(IDENTITIES.map((id) => [id, status])), ...overrides } as Expected;
}

/** Any live session; an unusable token is a 401. The route acts on the caller's own data. */
function signedIn(status: number, overrides: Partial<Expected> = {}): Expected {
  return {
    ...REFUSED_TOKENS,
    owner: status,
    other: status,
    admin: status,
    finance: status,
    support: status,
    ...overrides,
  };
}

/**
 * A GoTrue session route: as GoTrue does (and auth-js expects), a token that is present but
 * unusable is a 403 (`bad_jwt`, `session_not_found`); no token at all is a 401.
 */
function goTrueSession(status: number): Expected {
  return {
    anonymous: 401,
    suspended: 403,
    expired: 403,
    foreignKey: 403,
    foreignKeyRealKid: 403,
    algNone: 403,
    hs256PublicKey: 403,
    ownerKey: 403,
    owner: status,
    other: status,
    admin: status,
    finance: status,
    support: status,
  };
}

/** A row of the owner's: someone else gets 404, as if it did not exist; every admin role alike. */
function ownersRow(status: number, admin: number): Expected {
  return signedIn(status, { other: 404, admin, finance: admin, support: admin });
}

type Role = 'owner' | 'finance' | 'support';
const ROLE_IDENTITY = { owner: 'admin', finance: 'finance', support: 'support' } as const;
const EVERY_ROLE: Role[] = ['owner', 'finance', 'support'];
const MONEY: Role[] = ['owner', 'finance'];
const BANS: Role[] = ['owner', 'support'];

/**
 * Active administrators holding one of `roles` only (every role by default); a signed-in user is a
 * 403 NOT_ADMIN, an administrator of another role a 403 ROLE_NOT_ALLOWED.
 */
function adminOnly(status: number, roles: Role[] = EVERY_ROLE): Expected {
  const admins = Object.fromEntries(
    EVERY_ROLE.map((role) => [ROLE_IDENTITY[role], roles.includes(role) ? status : 403]),
  );
  return { ...REFUSED_TOKENS, owner: 403, other: 403, ...admins } as Expected;
}

/** The spend API: the owner's API key only; any session token is refused like a bad key. */
function apiKeyOnly(status: number): Expected {
  return { ...everyone(401), ownerKey: status };
}

const WRONG_PASSWORD = 'Not-The-Password-7';
const NEW_PASSWORD = 'Another-Pass-2025!';
/** An id no row has. */
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
/** Well-formed WebAuthn answers to a challenge nobody issued. */
const PASSKEY_ASSERTION = {
  id: 'AAAA',
  rawId: 'AAAA',
  type: 'public-key',
  response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' },
  clientExtensionResults: {},
};
const PASSKEY_REGISTRATION = {
  id: 'AAAA',
  rawId: 'AAAA',
  type: 'public-key',
  response: { clientDataJSON: 'e30', attestationObject: 'AAAA' },
  clientExtensionResults: {},
};

export const HTTP_ROUTES: HttpRow[] = [
  // Health
  { route: 'GET /health/live', request: () => ({ path: '/health/live' }), expect: everyone(200) },
  { route: 'GET /health', request: () => ({ path: '/health' }), expect: everyone(200) },

  // Settings › Sessions. Ending the spare session comes first: the owner's later sign-outs of
  // every other session (logout scope=others, sign-out-others) would end it too.
  {
    route: 'DELETE /api/account/sessions/{id}',
    request: (c) => ({ path: `/api/account/sessions/${c.ids.spareSession}` }),
    expect: ownersRow(200, 404),
  },
  {
    route: 'GET /api/account/sessions',
    request: () => ({ path: '/api/account/sessions' }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/account/sessions/sign-out-others',
    request: () => ({ path: '/api/account/sessions/sign-out-others' }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/account/choose-password',
    request: () => ({ path: '/api/account/choose-password', body: { password: NEW_PASSWORD } }),
    // Only an account confirmed from another place than its sign-up's has a password to choose.
    expect: signedIn(409),
  },
  {
    route: 'POST /api/account/sessions/disown',
    request: () => ({ path: '/api/account/sessions/disown', body: { token: 'A'.repeat(43) } }),
    expect: everyone(400),
  },

  // GoTrue-compatible auth: the public routes ignore a token, the session routes need one.
  {
    route: 'POST /auth/v1/signup',
    request: (c) => ({
      path: '/auth/v1/signup',
      body: {
        email: c.freshEmail(),
        password: NEW_PASSWORD,
        data: { first_name: 'Ada', last_name: 'Byron' },
      },
    }),
    expect: everyone(200),
  },
  {
    route: 'POST /auth/v1/verify',
    request: (c) => ({
      path: '/auth/v1/verify',
      body: { type: 'email', email: c.freshEmail(), token: '000000' },
    }),
    expect: everyone(403),
  },
  {
    route: 'POST /auth/v1/resend',
    request: (c) => ({ path: '/auth/v1/resend', body: { type: 'signup', email: c.freshEmail() } }),
    expect: everyone(200),
  },
  {
    route: 'POST /auth/v1/recover',
    request: (c) => ({ path: '/auth/v1/recover', body: { email: c.freshEmail() } }),
    expect: everyone(200),
  },
  {
    route: 'POST /auth/v1/otp',
    request: (c) => ({ path: '/auth/v1/otp', body: { email: c.freshEmail() } }),
    expect: everyone(200),
  },
  {
    // Signs in with the caller's own credentials; a suspended account is refused even with them.
    route: 'POST /auth/v1/token',
    request: (c) => ({
      path: '/auth/v1/token?grant_type=password',
      body: { email: c.as.email, password: c.as.password ?? WRONG_PASSWORD },
    }),
    expect: everyone(400, {
      owner: 200,
      other: 200,
      admin: 200,
      finance: 200,
      support: 200,
      suspended: 403,
    }),
  },
  {
    // scope=others keeps the calling session, so the other cells still hold a live one.
    route: 'POST /auth/v1/logout',
    request: () => ({ path: '/auth/v1/logout?scope=others' }),
    expect: goTrueSession(204),
  },
  { route: 'GET /auth/v1/user', request: () => ({ path: '/auth/v1/user' }), expect: goTrueSession(200) },
  {
    route: 'PUT /auth/v1/user',
    request: () => ({ path: '/auth/v1/user', body: { data: { first_name: 'Ada' } } }),
    expect: goTrueSession(200),
  },
  {
    route: 'GET /auth/v1/.well-known/jwks.json',
    request: () => ({ path: '/auth/v1/.well-known/jwks.json' }),
    expect: everyone(200),
  },
  { route: 'GET /auth/v1/settings', request: () => ({ path: '/auth/v1/settings' }), expect: everyone(200) },
  {
    // Nobody here has two-factor on: the email factor does not exist for them.
    route: 'POST /auth/v1/factors/{id}/challenge',
    request: () => ({ path: '/auth/v1/factors/email/challenge', body: {} }),
    expect: goTrueSession(404),
  },
  {
    route: 'POST /auth/v1/factors/{id}/verify',
    request: () => ({ path: '/auth/v1/factors/email/verify', body: { code: '000000' } }),
    expect: goTrueSession(404),
  },
  {
    route: 'DELETE /auth/v1/factors/{id}',
    request: () => ({ path: '/auth/v1/factors/email' }),
    expect: goTrueSession(404),
  },
  {
    // Every signed-in caller signed in moments ago, so enrolling an app needs no new password yet.
    route: 'POST /auth/v1/factors',
    request: () => ({ path: '/auth/v1/factors', body: { factor_type: 'totp' } }),
    expect: goTrueSession(200),
  },
  {
    route: 'GET /auth/v1/reauthenticate',
    request: () => ({ path: '/auth/v1/reauthenticate' }),
    expect: goTrueSession(200),
  },
  {
    // Every signed-in caller signed in moments ago: no new password needed yet.
    route: 'POST /auth/v1/passkeys/registration/options',
    request: () => ({ path: '/auth/v1/passkeys/registration/options', body: {} }),
    expect: goTrueSession(200),
  },
  {
    // A challenge nobody issued: getting past the token check shows as 422.
    route: 'POST /auth/v1/passkeys/registration/verify',
    request: () => ({
      path: '/auth/v1/passkeys/registration/verify',
      body: { challenge_id: UNKNOWN_ID, credential: PASSKEY_REGISTRATION },
    }),
    expect: goTrueSession(422),
  },
  {
    route: 'POST /auth/v1/passkeys/authentication/options',
    request: () => ({ path: '/auth/v1/passkeys/authentication/options', body: {} }),
    expect: everyone(200),
  },
  {
    route: 'POST /auth/v1/passkeys/authentication/verify',
    request: () => ({
      path: '/auth/v1/passkeys/authentication/verify',
      body: { challenge_id: UNKNOWN_ID, credential: PASSKEY_ASSERTION },
    }),
    expect: everyone(422),
  },
  {
    route: 'GET /auth/v1/passkeys',
    request: () => ({ path: '/auth/v1/passkeys' }),
    expect: goTrueSession(200),
  },
  {
    // Nobody here has a passkey.
    route: 'PATCH /auth/v1/passkeys/{id}',
    request: () => ({ path: `/auth/v1/passkeys/${UNKNOWN_ID}`, body: { friendly_name: 'Laptop' } }),
    expect: goTrueSession(404),
  },
  {
    route: 'DELETE /auth/v1/passkeys/{id}',
    request: () => ({ path: `/auth/v1/passkeys/${UNKNOWN_ID}` }),
    expect: goTrueSession(404),
  },

  // Account
  {
    route: 'GET /api/user/admin-status',
    request: () => ({ path: '/api/user/admin-status' }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/reset-password',
    request: (c) => ({
      path: '/api/reset-password',
      body: { email: c.freshEmail(), code: '000000', newPassword: NEW_PASSWORD },
    }),
    expect: everyone(403),
  },
  {
    route: 'POST /api/reset-password/verify-code',
    request: (c) => ({
      path: '/api/reset-password/verify-code',
      body: { email: c.freshEmail(), code: '000000' },
    }),
    expect: everyone(403),
  },
  {
    route: 'POST /api/auth/send-2fa-setup',
    request: () => ({ path: '/api/auth/send-2fa-setup', body: {} }),
    expect: signedIn(200),
  },
  {
    // A wrong password: getting past the token check shows as 400.
    route: 'POST /api/auth/reauthenticate',
    request: () => ({ path: '/api/auth/reauthenticate', body: { password: WRONG_PASSWORD } }),
    expect: signedIn(400),
  },
  {
    // Nobody here has a passkey to prove.
    route: 'POST /api/auth/passkeys/second-factor/options',
    request: () => ({ path: '/api/auth/passkeys/second-factor/options', body: {} }),
    expect: signedIn(404),
  },
  {
    route: 'POST /api/auth/passkeys/second-factor/verify',
    request: () => ({
      path: '/api/auth/passkeys/second-factor/verify',
      body: { challenge_id: UNKNOWN_ID, credential: PASSKEY_ASSERTION },
    }),
    expect: signedIn(422),
  },
  {
    route: 'POST /api/auth/passkeys/reauthentication/options',
    request: () => ({ path: '/api/auth/passkeys/reauthentication/options', body: {} }),
    expect: signedIn(404),
  },
  {
    route: 'POST /api/auth/passkeys/reauthentication/verify',
    request: () => ({
      path: '/api/auth/passkeys/reauthentication/verify',
      body: { challenge_id: UNKNOWN_ID, credential: PASSKEY_ASSERTION },
    }),
    expect: signedIn(422),
  },
  {
    route: 'GET /api/auth/recovery-codes',
    request: () => ({ path: '/api/auth/recovery-codes' }),
    expect: signedIn(200),
  },
  {
    // The owner and finance administrators sign in with an authenticator app, as their roles
    // require, so they have a set to replace; nobody else here has two-factor on.
    route: 'POST /api/auth/recovery-codes',
    request: () => ({ path: '/api/auth/recovery-codes' }),
    expect: signedIn(409, { admin: 200, finance: 200 }),
  },
  {
    route: 'POST /api/auth/verify-2fa',
    request: () => ({ path: '/api/auth/verify-2fa', body: { code: '000000' } }),
    expect: signedIn(403),
  },
  {
    // A wrong password: getting past the token check shows as 400, and nobody is deleted.
    route: 'DELETE /api/account',
    request: () => ({ path: '/api/account', body: { password: WRONG_PASSWORD } }),
    expect: signedIn(400),
  },

  // Checkout
  { route: 'GET /api/crypto-prices', request: () => ({ path: '/api/crypto-prices' }), expect: everyone(200) },
  {
    route: 'GET /api/payment-methods',
    request: () => ({ path: '/api/payment-methods' }),
    expect: everyone(200),
  },
  {
    route: 'GET /api/checkout-quote',
    request: () => ({ path: '/api/checkout-quote?amount=20&currency=usd' }),
    expect: everyone(200),
  },
  {
    route: 'POST /api/create-payment',
    request: () => ({ path: '/api/create-payment', body: { amount: 20, crypto: 'btc', currency: 'eur' } }),
    expect: signedIn(201),
  },
  {
    route: 'GET /api/payment/{paymentId}',
    request: (c) => ({ path: `/api/payment/${c.ids.openPayment}` }),
    expect: ownersRow(200, 200),
  },
  {
    route: 'GET /api/check-payment/{paymentId}',
    request: (c) => ({ path: `/api/check-payment/${c.ids.openPayment}` }),
    expect: ownersRow(200, 200),
  },
  {
    route: 'POST /api/payment/add-credits',
    request: (c) => ({
      path: '/api/payment/add-credits',
      body: { paymentId: c.ids.paidPayment, amount: 999 },
    }),
    // Crediting or annotating someone else's payment is money work: support may read it only.
    expect: { ...ownersRow(200, 200), support: 403 },
  },
  {
    route: 'POST /api/payment/{paymentId}/txhash',
    request: (c) => ({ path: `/api/payment/${c.ids.openPayment}/txhash`, body: { txHash: '0xfeedface' } }),
    expect: { ...ownersRow(200, 200), support: 403 },
  },
  {
    route: 'POST /api/payments/{paymentId}/simulate',
    request: (c) => ({ path: `/api/payments/${c.ids.openPayment}/simulate` }),
    expect: ownersRow(200, 200),
  },
  {
    // The provider's callback: public. A body that is not an object is refused by the gateway
    // itself (with the sandbox provider, the payments service answers 404 to any notification).
    route: 'POST /api/payments/ipn',
    request: () => ({ path: '/api/payments/ipn', body: [] }),
    expect: everyone(400),
    undocumented: "NOWPayments' server-to-server callback, not part of the product API",
  },
  {
    route: 'GET /api/receipts/{paymentId}',
    request: (c) => ({ path: `/api/receipts/${c.ids.paidPayment}` }),
    expect: ownersRow(200, 200),
  },
  {
    route: 'GET /api/receipts/{paymentId}/pdf',
    request: (c) => ({ path: `/api/receipts/${c.ids.paidPayment}/pdf` }),
    expect: ownersRow(200, 200),
  },
  {
    // A paid payment whose credits were never taken back: past the guard, its receipt stands, so
    // there is no credit note, for the owner as for an administrator.
    route: 'GET /api/receipts/{paymentId}/credit-note',
    request: (c) => ({ path: `/api/receipts/${c.ids.paidPayment}/credit-note` }),
    expect: ownersRow(404, 404),
  },
  {
    route: 'GET /api/receipts/{paymentId}/credit-note/pdf',
    request: (c) => ({ path: `/api/receipts/${c.ids.paidPayment}/credit-note/pdf` }),
    expect: ownersRow(404, 404),
  },

  // Credits
  {
    route: 'GET /api/credits/balance',
    request: () => ({ path: '/api/credits/balance' }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/credits/transactions',
    request: () => ({ path: '/api/credits/transactions' }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/credits/transactions.csv',
    request: () => ({ path: '/api/credits/transactions.csv' }),
    expect: signedIn(200),
    oneAtATime: true,
  },
  {
    route: 'GET /api/credits/statement',
    request: () => ({ path: '/api/credits/statement?month=2026-01' }),
    expect: signedIn(200),
    oneAtATime: true,
  },

  // Email preferences
  {
    route: 'GET /api/account/email-preferences',
    request: () => ({ path: '/api/account/email-preferences' }),
    expect: signedIn(200),
  },
  {
    route: 'PUT /api/account/email-preferences',
    request: () => ({
      path: '/api/account/email-preferences',
      body: { preferences: { payment_expired: true }, low_balance_threshold: 15 },
    }),
    expect: signedIn(200),
  },

  // API keys: a user's own, and the administrators' service keys
  {
    route: 'GET /api/account/api-keys',
    request: () => ({ path: '/api/account/api-keys' }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/account/api-keys',
    request: () => ({ path: '/api/account/api-keys', body: { name: 'Matrix' } }),
    expect: signedIn(201),
  },
  {
    route: 'DELETE /api/account/api-keys/{id}',
    request: (c) => ({ path: `/api/account/api-keys/${c.ids.spareKey}` }),
    expect: ownersRow(200, 404),
  },
  {
    route: 'GET /api/admin/service-keys',
    request: () => ({ path: '/api/admin/service-keys' }),
    expect: adminOnly(200, ['owner']),
  },
  {
    route: 'POST /api/admin/service-keys',
    request: () => ({
      path: '/api/admin/service-keys',
      body: {
        name: 'Matrix',
        scopes: ['credits:read'],
        expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      },
    }),
    expect: adminOnly(201, ['owner']),
  },
  {
    route: 'DELETE /api/admin/service-keys/{id}',
    request: (c) => ({ path: `/api/admin/service-keys/${c.ids.serviceKey}` }),
    expect: adminOnly(200, ['owner']),
  },
  {
    route: 'GET /api/admin/users/{id}/usage',
    request: (c) => ({ path: `/api/admin/users/${c.ids.victim}/usage` }),
    expect: adminOnly(200),
  },
  {
    route: 'GET /api/admin/users/{id}/spends',
    request: (c) => ({ path: `/api/admin/users/${c.ids.victim}/spends?limit=5` }),
    expect: adminOnly(200),
  },

  // Spend API: an API key, never a session (but an administrator's session may reverse a spend).
  { route: 'GET /api/v1/balance', request: () => ({ path: '/api/v1/balance' }), expect: apiKeyOnly(200) },
  {
    // One Idempotency-Key for every cell: the owner's key spends once, then gets the same answer.
    route: 'POST /api/v1/spends',
    request: () => ({
      path: '/api/v1/spends',
      body: { amount: 0.01, description: 'Matrix' },
      headers: { 'idempotency-key': 'matrix-spend-0001' },
    }),
    expect: apiKeyOnly(201),
  },
  {
    route: 'POST /api/v1/holds',
    request: () => ({ path: '/api/v1/holds', body: { amount: 0.01, expires_in_seconds: 60 } }),
    expect: apiKeyOnly(201),
  },
  {
    route: 'POST /api/v1/holds/{id}/capture',
    request: (c) => ({ path: `/api/v1/holds/${c.ids.hold}/capture`, body: { amount: 0.01 } }),
    expect: apiKeyOnly(200),
  },
  {
    route: 'POST /api/v1/holds/{id}/release',
    request: (c) => ({ path: `/api/v1/holds/${c.ids.releasableHold}/release` }),
    expect: apiKeyOnly(200),
  },
  {
    // A personal key lacks credits:reverse; a signed-in user who is not an administrator is a 403.
    route: 'POST /api/v1/spends/{id}/reverse',
    request: (c) => ({ path: `/api/v1/spends/${c.ids.spend}/reverse`, body: { reason: 'correction' } }),
    expect: { ...adminOnly(200, MONEY), ownerKey: 403 },
  },

  // Site state
  {
    route: 'GET /api/check-ip-status',
    request: () => ({ path: '/api/check-ip-status' }),
    expect: everyone(200),
  },
  { route: 'GET /api/maintenance', request: () => ({ path: '/api/maintenance' }), expect: everyone(200) },

  // Notifications: a user's own; an administrator has no say over someone else's.
  { route: 'GET /api/notifications', request: () => ({ path: '/api/notifications' }), expect: signedIn(200) },
  {
    route: 'POST /api/notifications/mark-all-read',
    request: () => ({ path: '/api/notifications/mark-all-read' }),
    expect: signedIn(200),
  },
  {
    route: 'PUT /api/notifications/read-all',
    request: () => ({ path: '/api/notifications/read-all' }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/notifications/{id}/read',
    request: (c) => ({ path: `/api/notifications/${c.ids.notification}/read` }),
    expect: ownersRow(200, 404),
  },
  {
    route: 'PUT /api/notifications/{id}/read',
    request: (c) => ({ path: `/api/notifications/${c.ids.notification}/read` }),
    expect: ownersRow(200, 404),
  },

  // Back office
  { route: 'GET /api/admin/users', request: () => ({ path: '/api/admin/users' }), expect: adminOnly(200) },
  {
    route: 'PUT /api/admin/users/{id}',
    // Credits are finance's (and the owner's), each setting its own balance so neither is a no-op.
    request: (c) => ({
      path: `/api/admin/users/${c.ids.victim}`,
      body: { credits: c.identity === 'finance' ? 8 : 7, reason: 'correction' },
    }),
    expect: adminOnly(200, MONEY),
  },
  {
    route: 'PUT /api/admin/users/{id}/password',
    request: (c) => ({ path: `/api/admin/users/${c.ids.victim}/password`, body: { password: NEW_PASSWORD } }),
    expect: adminOnly(200, ['owner']),
  },
  {
    route: 'DELETE /api/admin/users/{id}',
    request: (c) => ({ path: `/api/admin/users/${c.ids.doomed}` }),
    expect: adminOnly(200, ['owner']),
  },
  {
    route: 'GET /api/admin/overview',
    request: () => ({ path: '/api/admin/overview?days=7' }),
    expect: adminOnly(200),
  },
  {
    route: 'GET /api/admin/credit-history',
    request: () => ({ path: '/api/admin/credit-history' }),
    expect: adminOnly(200),
  },
  {
    route: 'POST /api/admin/credits/adjust',
    request: (c) => ({
      path: '/api/admin/credits/adjust',
      body: { userId: c.ids.victim, amount: 1, direction: 'add', reason: 'goodwill' },
    }),
    expect: adminOnly(200, MONEY),
  },
  {
    route: 'GET /api/admin/approvals',
    request: () => ({ path: '/api/admin/approvals' }),
    expect: adminOnly(200, MONEY),
  },
  {
    // Made by the finance user: they may not approve it themselves (403), the owner does.
    route: 'POST /api/admin/approvals/{id}/approve',
    request: (c) => ({ path: `/api/admin/approvals/${c.ids.financeApproval}/approve` }),
    expect: { ...adminOnly(200, MONEY), finance: 403 },
  },
  {
    // Made by the administrator: only they may withdraw it.
    route: 'POST /api/admin/approvals/{id}/cancel',
    request: (c) => ({ path: `/api/admin/approvals/${c.ids.adminApproval}/cancel` }),
    expect: { ...adminOnly(200, MONEY), finance: 403 },
  },
  {
    route: 'GET /api/admin/users/{id}',
    request: (c) => ({ path: `/api/admin/users/${c.ids.victim}` }),
    expect: adminOnly(200),
  },
  {
    route: 'GET /api/admin/users/{id}/timeline',
    request: (c) => ({ path: `/api/admin/users/${c.ids.victim}/timeline?limit=5` }),
    expect: adminOnly(200),
  },
  {
    route: 'POST /api/admin/users/{id}/notes',
    request: (c) => ({ path: `/api/admin/users/${c.ids.victim}/notes`, body: { body: 'Matrix note' } }),
    expect: adminOnly(201),
  },
  {
    route: 'GET /api/admin/transactions',
    request: () => ({ path: '/api/admin/transactions?status=completed&sort=amount_desc&provider=sandbox' }),
    expect: adminOnly(200),
  },
  {
    route: 'GET /api/admin/payment-providers',
    request: () => ({ path: '/api/admin/payment-providers' }),
    expect: adminOnly(200),
  },
  {
    route: 'POST /api/admin/approve-transaction/{paymentId}',
    request: (c) => ({ path: `/api/admin/approve-transaction/${c.ids.paidPayment}` }),
    expect: adminOnly(200, MONEY),
  },
  {
    // A paid payment that was never refunded: past the guard, the admin is told there is nothing
    // to reverse, and nothing changes.
    route: 'POST /api/admin/transactions/{paymentId}/reverse-credits',
    request: (c) => ({ path: `/api/admin/transactions/${c.ids.paidPayment}/reverse-credits` }),
    expect: adminOnly(409, MONEY),
  },
  {
    // A sandbox payment: past the guard, finance is told only a BTCPay payment is refunded by claim
    // link, and nothing changes.
    route: 'POST /api/admin/transactions/{paymentId}/refund',
    request: (c) => ({
      path: `/api/admin/transactions/${c.ids.paidPayment}/refund`,
      body: { reason: 'other', reason_note: 'Matrix refund' },
    }),
    expect: adminOnly(409, MONEY),
  },
  {
    route: 'POST /api/admin/notifications/broadcast',
    request: () => ({
      path: '/api/admin/notifications/broadcast',
      body: { title: 'Bonjour', message: 'Message de test', type: 'info' },
    }),
    expect: adminOnly(200, ['owner']),
  },
  {
    route: 'GET /api/admin/audit-log',
    request: () => ({ path: '/api/admin/audit-log' }),
    expect: adminOnly(200),
  },
  {
    route: 'GET /api/admin/banned-ips',
    request: () => ({ path: '/api/admin/banned-ips' }),
    expect: adminOnly(200),
  },
  {
    route: 'POST /api/admin/banned-ips',
    request: (c) => ({
      path: '/api/admin/banned-ips',
      body: { ip: c.identity === 'support' ? '203.0.113.10' : '203.0.113.9', reason: 'Test', duration: '1h' },
    }),
    expect: adminOnly(201, BANS),
  },
  {
    route: 'DELETE /api/admin/banned-ips/{id}',
    request: (c) => ({
      path: `/api/admin/banned-ips/${c.identity === 'support' ? c.ids.supportBan : c.ids.ban}`,
    }),
    expect: adminOnly(200, BANS),
  },
  {
    route: 'GET /api/admin/maintenance',
    request: () => ({ path: '/api/admin/maintenance' }),
    expect: adminOnly(200),
  },
  {
    route: 'POST /api/admin/maintenance',
    request: () => ({ path: '/api/admin/maintenance', body: { enabled: false } }),
    expect: adminOnly(200, ['owner']),
  },
  {
    route: 'GET /api/admin/visitors',
    request: () => ({ path: '/api/admin/visitors' }),
    expect: adminOnly(200),
  },
  {
    route: 'POST /api/admin/clear-visitors',
    request: () => ({ path: '/api/admin/clear-visitors' }),
    expect: adminOnly(200, ['owner']),
  },
  {
    route: 'GET /api/admin/connections',
    request: () => ({ path: '/api/admin/connections?date=week' }),
    expect: adminOnly(200),
  },
  {
    route: 'GET /api/admin/connections.csv',
    request: () => ({ path: '/api/admin/connections.csv' }),
    expect: adminOnly(200),
  },

  // Development tools: open outside production (where they answer 404 to everyone).
  {
    route: 'GET /dev/mailbox',
    request: () => ({ path: '/dev/mailbox' }),
    expect: everyone(200),
    undocumented: 'development mailbox page, 404 in production',
  },
  {
    route: 'GET /dev/mailbox.json',
    request: () => ({ path: '/dev/mailbox.json' }),
    expect: everyone(200),
    undocumented: 'development mailbox as JSON, 404 in production',
  },
];

/**
 * What a socket sees: admitted as a signed-in user (its hello registers a signed-in visit), admitted
 * as an anonymous visitor, or refused at the handshake with `connect_error` carrying this code.
 */
export type SocketOutcome = 'signed-in' | 'visitor' | 'UNAUTHORIZED' | 'FORBIDDEN';

export const SOCKET_NAMESPACES: Record<string, Record<Identity, SocketOutcome>> = {
  // Everyone may connect; only a usable token makes the socket a signed-in user's.
  '/': {
    anonymous: 'visitor',
    owner: 'signed-in',
    other: 'signed-in',
    suspended: 'visitor',
    expired: 'visitor',
    foreignKey: 'visitor',
    foreignKeyRealKid: 'visitor',
    algNone: 'visitor',
    hs256PublicKey: 'visitor',
    admin: 'signed-in',
    finance: 'signed-in',
    support: 'signed-in',
    ownerKey: 'visitor',
  },
  '/admin': {
    anonymous: 'UNAUTHORIZED',
    owner: 'FORBIDDEN',
    other: 'FORBIDDEN',
    suspended: 'UNAUTHORIZED',
    expired: 'UNAUTHORIZED',
    foreignKey: 'UNAUTHORIZED',
    foreignKeyRealKid: 'UNAUTHORIZED',
    algNone: 'UNAUTHORIZED',
    hs256PublicKey: 'UNAUTHORIZED',
    admin: 'signed-in',
    finance: 'signed-in',
    support: 'signed-in',
    ownerKey: 'UNAUTHORIZED',
  },
};

/** The administrators' identities, one per role. */
export const ADMIN_IDENTITIES = ['admin', 'finance', 'support'] as const satisfies readonly Identity[];
export type AdminIdentity = (typeof ADMIN_IDENTITIES)[number];

/**
 * Every event of the `/admin` namespace (`AdminSocketEvents`), and whether each role's socket gets
 * it: pushed to it (server to client) or answered (client to server, answered with a push).
 */
export const ADMIN_SOCKET_EVENTS: Record<string, Record<AdminIdentity, boolean>> = {
  // The live visitor feed: every role reads traffic.
  'visitors:update': { admin: true, finance: true, support: true },
  // Choosing the feed's page: every role.
  'visitors:page': { admin: true, finance: true, support: true },
  // The pending four-eyes count: only the roles that approve.
  'approvals:count': { admin: true, finance: true, support: false },
};
