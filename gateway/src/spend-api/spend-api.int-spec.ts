/**
 * The spend API end to end: API keys made through the account and back-office routes, spends,
 * holds and reversals through `/api/v1` of a real gateway, with the credits ledger in Postgres.
 */
import { ApiKeySubjects, CreditsSubjects } from '@storefront/contracts';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Client } from 'pg';
import {
  adminSession,
  AuthKit,
  call,
  codeMailedBy,
  HttpAnswer,
  registeredUser,
  startKit,
  TestSession,
  userSession,
} from '../../../tests/support/auth-kit';
import { waitFor } from '../../../tests/support/stack';

const RATE_LIMIT = 300;
/** Every service key expires: these a month from now. */
const inAMonth = () => new Date(Date.now() + 30 * 86_400_000).toISOString();

describe('the spend API', () => {
  let kit: AuthKit;
  let db: Client;
  let admin: TestSession;

  beforeAll(async () => {
    kit = await startKit({
      services: ['auth', 'notifications', 'credits', 'admin'],
      env: { RATE_LIMIT_PER_IP: '500', API_KEY_REQUESTS_PER_MINUTE: String(RATE_LIMIT), LOG_LEVEL: 'debug' },
    });
    db = new Client({ connectionString: kit.stack.database.url });
    await db.connect();
    admin = await adminSession(kit);
  }, 120000);

  afterAll(async () => {
    await db?.end();
    await kit?.close();
  });

  const withKey = (
    key: string,
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ) => call(kit, method, path, { token: key, body, headers });
  const idem = () => ({ 'idempotency-key': `k-${randomBytes(8).toString('hex')}` });

  /** A new user with a personal key and `credits` in their balance. */
  async function userWithKey(label: string, credits: number) {
    const user = await userSession(kit, label);
    const created = await call(kit, 'POST', '/api/account/api-keys', {
      token: user.token,
      body: { name: label },
    });
    expect(created.status).toBe(201);
    if (credits > 0)
      await kit.request(CreditsSubjects.adjust, {
        userId: user.userId,
        adminId: admin.userId,
        amount: credits,
        direction: 'add',
      });
    return { ...user, key: created.body.secret as string, keyId: created.body.key.id as string };
  }

  const balanceOf = async (key: string) => (await withKey(key, 'GET', '/api/v1/balance')).body;

  async function ledgerSum(userId: string) {
    const { rows } = await db.query(
      `SELECT (SELECT balance FROM credits.balances WHERE user_id = $1) AS balance,
              (SELECT COALESCE(sum(amount), 0) FROM credits.transactions WHERE user_id = $1) AS ledger,
              (SELECT count(*)::int FROM credits.transactions WHERE user_id = $1 AND type = 'credit_spend') AS spends`,
      [userId],
    );
    return { balance: Number(rows[0].balance), ledger: Number(rows[0].ledger), spends: rows[0].spends };
  }

  it('lets exactly 50 of 100 concurrent 1-credit spends through on a 50-credit balance', async () => {
    const alice = await userWithKey('race', 50);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        withKey(alice.key, 'POST', '/api/v1/spends', { amount: 1, description: `call ${i}` }, idem()),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(50);
    expect(statuses.filter((s) => s === 402)).toHaveLength(50);
    const refused = answers.find((a) => a.status === 402)!;
    expect(refused.body).toEqual({
      error: expect.any(String),
      code: 'INSUFFICIENT_CREDITS',
      balance: 0,
      available: 0,
      shortfall: 1,
      pricing_url: '/pricing',
    });
    expect(await balanceOf(alice.key)).toEqual({ balance: 0, held: 0, available: 0 });
    expect(await ledgerSum(alice.userId)).toEqual({ balance: 0, ledger: 0, spends: 50 });
    expect(await kit.request(CreditsSubjects.verifyLedger, { userId: alice.userId })).toMatchObject({
      consistent: true,
    });
  });

  it('debits once for 50 concurrent retries of one Idempotency-Key, and refuses the key for another body', async () => {
    const bob = await userWithKey('retry', 20);
    const headers = idem();
    const body = { amount: 2.5, description: 'Analyse', metadata: { job: 'a1', pages: 3 } };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => withKey(bob.key, 'POST', '/api/v1/spends', body, headers)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(201));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(answers[0].body).toMatchObject({
      user_id: bob.userId,
      amount: 2.5,
      description: 'Analyse',
      metadata: { job: 'a1', pages: 3 },
      key_id: bob.keyId,
      key_name: 'retry',
      reversed: false,
    });
    // The same body with its keys in another order is the same request.
    const reordered = await withKey(
      bob.key,
      'POST',
      '/api/v1/spends',
      { metadata: { pages: 3, job: 'a1' }, description: 'Analyse', amount: 2.5 },
      headers,
    );
    expect(reordered.status).toBe(201);
    expect(reordered.body.id).toBe(answers[0].body.id);
    const reused = await withKey(bob.key, 'POST', '/api/v1/spends', { ...body, amount: 3 }, headers);
    expect(reused).toMatchObject({ status: 422, body: { code: 'IDEMPOTENCY_KEY_REUSED' } });
    expect(await balanceOf(bob.key)).toEqual({ balance: 17.5, held: 0, available: 17.5 });
    expect(await ledgerSum(bob.userId)).toEqual({ balance: 17.5, ledger: 17.5, spends: 1 });

    const missing = await withKey(bob.key, 'POST', '/api/v1/spends', body);
    expect(missing).toMatchObject({ status: 400, body: { code: 'IDEMPOTENCY_KEY_REQUIRED' } });
  });

  it('refuses bad amounts, descriptions and metadata with a 400 and debits nothing', async () => {
    const carol = await userWithKey('bad-input', 10);
    for (const bad of [
      { amount: 0, description: 'x' },
      { amount: -1, description: 'x' },
      { amount: 1.234, description: 'x' },
      { amount: 1_000_001, description: 'x' },
      { amount: '1', description: 'x' },
      { amount: 1, description: '   ' },
      { amount: 1, description: 'x'.repeat(201) },
      { amount: 1, description: 'x', metadata: [1, 2] },
      { amount: 1, description: 'x', metadata: { blob: 'y'.repeat(2100) } },
      { amount: 1, description: 'x', extra: true },
    ]) {
      const res = await withKey(carol.key, 'POST', '/api/v1/spends', bad, idem());
      expect({ bad, status: res.status, code: res.body.code }).toEqual({
        bad,
        status: 400,
        code: 'VALIDATION_FAILED',
      });
    }
    expect(await ledgerSum(carol.userId)).toEqual({ balance: 10, ledger: 10, spends: 0 });
  });

  it('keeps held credits from spends, frees them when the hold expires, and captures or releases once', async () => {
    const dan = await userWithKey('holds', 10);
    const hold = await withKey(dan.key, 'POST', '/api/v1/holds', { amount: 8, expires_in_seconds: 2 });
    expect(hold).toMatchObject({ status: 201, body: { amount: 8, status: 'active', user_id: dan.userId } });
    expect(await balanceOf(dan.key)).toEqual({ balance: 10, held: 8, available: 2 });
    const blocked = await withKey(
      dan.key,
      'POST',
      '/api/v1/spends',
      { amount: 5, description: 'big' },
      idem(),
    );
    expect(blocked).toMatchObject({ status: 402, body: { balance: 10, available: 2, shortfall: 3 } });
    const overHold = await withKey(dan.key, 'POST', '/api/v1/holds', { amount: 3, expires_in_seconds: 60 });
    expect(overHold.status).toBe(402);

    await new Promise((r) => setTimeout(r, 2300));
    expect(await balanceOf(dan.key)).toEqual({ balance: 10, held: 0, available: 10 });
    const spent = await withKey(dan.key, 'POST', '/api/v1/spends', { amount: 5, description: 'big' }, idem());
    expect(spent.status).toBe(201);
    const expired = await withKey(dan.key, 'POST', `/api/v1/holds/${hold.body.id}/capture`, { amount: 1 });
    expect(expired).toMatchObject({ status: 409, body: { code: 'HOLD_NOT_ACTIVE' } });

    // Capture 3 of 4 held: 3 are spent, the last one is free again; the same capture again answers the same.
    const second = await withKey(dan.key, 'POST', '/api/v1/holds', { amount: 4, expires_in_seconds: 600 });
    const tooMuch = await withKey(dan.key, 'POST', `/api/v1/holds/${second.body.id}/capture`, {
      amount: 4.01,
    });
    expect(tooMuch).toMatchObject({ status: 422, body: { code: 'CAPTURE_EXCEEDS_HOLD' } });
    const captures = await Promise.all(
      [1, 2, 3].map(() =>
        withKey(dan.key, 'POST', `/api/v1/holds/${second.body.id}/capture`, {
          amount: 3,
          description: 'job',
        }),
      ),
    );
    expect(captures.map((c) => c.status)).toEqual([200, 200, 200]);
    expect(new Set(captures.map((c) => c.body.spend.id)).size).toBe(1);
    expect(captures[0].body.hold).toMatchObject({ status: 'captured', amount: 4, captured: 3 });
    expect(await balanceOf(dan.key)).toEqual({ balance: 2, held: 0, available: 2 });
    const release = await withKey(dan.key, 'POST', `/api/v1/holds/${second.body.id}/release`);
    expect(release).toMatchObject({ status: 409, body: { code: 'HOLD_CAPTURED' } });

    const third = await withKey(dan.key, 'POST', '/api/v1/holds', { amount: 1, expires_in_seconds: 600 });
    const releases = await Promise.all(
      [1, 2].map(() => withKey(dan.key, 'POST', `/api/v1/holds/${third.body.id}/release`)),
    );
    expect(releases.map((r) => [r.status, r.body.hold.status])).toEqual([
      [200, 'released'],
      [200, 'released'],
    ]);
    const sums = await ledgerSum(dan.userId);
    expect(sums.balance).toBe(sums.ledger);
  });

  it('never lets a personal key read or spend another user’s credits', async () => {
    const [erin, frank] = await Promise.all([userWithKey('erin', 10), userWithKey('frank', 10)]);
    const read = await withKey(erin.key, 'GET', `/api/v1/balance?user_id=${frank.userId}`);
    expect(read).toMatchObject({ status: 403, body: { code: 'INSUFFICIENT_SCOPE' } });
    const spend = await withKey(
      erin.key,
      'POST',
      '/api/v1/spends',
      { amount: 1, description: 'not mine', user_id: frank.userId },
      idem(),
    );
    expect(spend).toMatchObject({ status: 403, body: { code: 'INSUFFICIENT_SCOPE' } });
    const hold = await withKey(erin.key, 'POST', '/api/v1/holds', {
      amount: 1,
      expires_in_seconds: 60,
      user_id: frank.userId,
    });
    expect(hold.status).toBe(403);
    const franksHold = await withKey(frank.key, 'POST', '/api/v1/holds', {
      amount: 2,
      expires_in_seconds: 60,
    });
    const capture = await withKey(erin.key, 'POST', `/api/v1/holds/${franksHold.body.id}/capture`, {
      amount: 1,
    });
    expect(capture).toMatchObject({ status: 404, body: { code: 'HOLD_NOT_FOUND' } });
    const ownRead = await withKey(erin.key, 'GET', `/api/v1/balance?user_id=${erin.userId}`);
    expect(ownRead).toMatchObject({ status: 200, body: { balance: 10 } });
    const franksSpend = await withKey(
      frank.key,
      'POST',
      '/api/v1/spends',
      { amount: 1, description: 'x' },
      idem(),
    );
    const reverse = await withKey(erin.key, 'POST', `/api/v1/spends/${franksSpend.body.id}/reverse`);
    expect(reverse).toMatchObject({ status: 403, body: { code: 'INSUFFICIENT_SCOPE' } });
    expect(await ledgerSum(frank.userId)).toEqual({ balance: 9, ledger: 9, spends: 1 });
  });

  it('answers a capture asked again with the same body, and refuses one with another amount or description', async () => {
    const ivy = await userWithKey('ivy', 10);
    const hold = await withKey(ivy.key, 'POST', '/api/v1/holds', { amount: 5, expires_in_seconds: 600 });
    const path = `/api/v1/holds/${hold.body.id}/capture`;
    const body = { amount: 3, description: 'job', metadata: { pages: 2 } };
    const first = await withKey(ivy.key, 'POST', path, body);
    expect(first).toMatchObject({ status: 200, body: { hold: { status: 'captured', captured: 3 } } });

    for (const other of [
      { ...body, amount: 2 },
      { ...body, amount: 5 },
      { ...body, description: 'other job' },
    ]) {
      const reused = await withKey(ivy.key, 'POST', path, other);
      expect({ other, reused }).toMatchObject({
        other,
        reused: { status: 422, body: { code: 'IDEMPOTENCY_KEY_REUSED' } },
      });
    }
    // The same body (its keys in any order) answers the first capture.
    const again = await fetch(`${kit.stack.baseUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ivy.key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ metadata: { pages: 2 }, description: 'job', amount: 3 }),
    });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(first.body);
    expect(await ledgerSum(ivy.userId)).toEqual({ balance: 7, ledger: 7, spends: 1 });

    // A hold's Idempotency-Key is refused for another amount too.
    const headers = idem();
    const holdWithSameKey = (amount: number) =>
      withKey(ivy.key, 'POST', '/api/v1/holds', { amount, expires_in_seconds: 60 }, headers);
    const held = await holdWithSameKey(1);
    expect(held.status).toBe(201);
    const retried = await holdWithSameKey(1);
    expect(retried).toMatchObject({ status: 201, body: { id: held.body.id } });
    const otherAmount = await holdWithSameKey(2);
    expect(otherAmount).toMatchObject({ status: 422, body: { code: 'IDEMPOTENCY_KEY_REUSED' } });
  });

  it('takes only API keys on /api/v1 (and keys only there), and never logs one', async () => {
    const gina = await userWithKey('gina', 5);
    const asSession = await call(kit, 'GET', '/api/v1/balance', { token: gina.token });
    expect(asSession).toMatchObject({ status: 401, body: { code: 'INVALID_API_KEY' } });
    expect((await call(kit, 'GET', '/api/v1/balance')).status).toBe(401);
    const forged = `osk_${randomBytes(32).toString('base64url')}`;
    expect((await withKey(forged, 'GET', '/api/v1/balance')).body.code).toBe('INVALID_API_KEY');
    expect((await withKey(gina.key, 'GET', '/api/credits/balance')).status).toBe(401);
    const failed = await withKey(
      gina.key,
      'POST',
      '/api/v1/spends',
      { amount: 99, description: 'x' },
      idem(),
    );
    expect(failed.status).toBe(402);
    await new Promise((r) => setTimeout(r, 300));
    expect(kit.stack.logs('gateway')).toContain('/api/v1/spends');
    for (const process of ['gateway', 'auth', 'credits'] as const) {
      expect(kit.stack.logs(process)).not.toContain(gina.key);
      expect(kit.stack.logs(process)).not.toContain(gina.key.slice(12));
    }
  });

  it('stores only the hash of a secret, shows it once, caps live keys at 10 and audits creation and revocation', async () => {
    const hank = await userSession(kit, 'hank');
    const create = (name: string) =>
      call(kit, 'POST', '/api/account/api-keys', { token: hank.token, body: { name } });
    const first = await create('  Analyser  ');
    expect(first.status).toBe(201);
    const { key, secret } = first.body;
    expect(secret).toMatch(/^osk_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({
      name: 'Analyser',
      prefix: secret.slice(0, 12),
      kind: 'personal',
      scopes: ['credits:read', 'credits:spend'],
      lastUsedAt: null,
      expiresAt: null,
      revokedAt: null,
    });
    const { rows } = await db.query(
      `SELECT row_to_json(k)::text AS row, secret_hash FROM auth.api_keys k WHERE id = $1`,
      [key.id],
    );
    expect(rows[0].secret_hash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(rows[0].row).not.toContain(secret.slice(12));
    const list = await call(kit, 'GET', '/api/account/api-keys', { token: hank.token });
    expect(JSON.stringify(list.body)).not.toContain(secret.slice(12));

    expect((await withKey(secret, 'GET', '/api/v1/balance')).status).toBe(200);
    const used = await call(kit, 'GET', '/api/account/api-keys', { token: hank.token });
    expect(used.body.keys[0].lastUsedAt).not.toBeNull();

    const more = await Promise.all(Array.from({ length: 12 }, (_, i) => create(`key ${i}`)));
    expect(more.filter((r) => r.status === 201)).toHaveLength(9);
    expect(more.filter((r) => r.status === 409).map((r) => r.body.code)).toEqual(
      Array(3).fill('API_KEY_LIMIT'),
    );
    expect((await create('')).status).toBe(400);
    expect((await create('x'.repeat(61))).status).toBe(400);

    const revoked = await call(kit, 'DELETE', `/api/account/api-keys/${key.id}`, { token: hank.token });
    expect(revoked).toMatchObject({
      status: 200,
      body: { key: { id: key.id, revokedAt: expect.any(String) } },
    });
    const again = await call(kit, 'DELETE', `/api/account/api-keys/${key.id}`, { token: hank.token });
    expect(again.body.key.revokedAt).toBe(revoked.body.key.revokedAt);
    await waitFor(
      'the revoked key to be refused',
      async () => (await withKey(secret, 'GET', '/api/v1/balance')).status === 401,
      5000,
    );
    expect((await create('after revoke')).status).toBe(201);
    const other = await userSession(kit, 'other-revoker');
    // Which of the twelve were refused depends on their order: revoke one that was made.
    const made = more.find((r) => r.status === 201)!;
    const notTheirs = await call(kit, 'DELETE', `/api/account/api-keys/${made.body.key.id}`, {
      token: other.token,
    });
    expect(notTheirs).toMatchObject({ status: 404, body: { code: 'API_KEY_NOT_FOUND' } });

    const audit = await call(kit, 'GET', '/api/admin/audit-log', { token: admin.token });
    const mine = (audit.body.entries as { action: string; target: string; actor_id: string }[]).filter(
      (e) => e.target === key.id,
    );
    expect(mine.map((e) => e.action).sort()).toEqual([
      'api-keys.created',
      'api-keys.revoked',
      'api-keys.revoked',
    ]);
    expect(mine.every((e) => e.actor_id === hank.userId)).toBe(true);
    expect(JSON.stringify(audit.body)).not.toContain(secret.slice(12));
  });

  it('stops a suspended owner’s keys within 5 seconds', async () => {
    const ivan = await userWithKey('ivan', 5);
    expect((await balanceOf(ivan.key)).balance).toBe(5);
    const suspended = await call(kit, 'PUT', `/api/admin/users/${ivan.userId}`, {
      token: admin.token,
      body: { is_active: false },
    });
    expect(suspended.status).toBe(200);
    const started = Date.now();
    await waitFor(
      'the key to be refused',
      async () => (await withKey(ivan.key, 'GET', '/api/v1/balance')).status === 401,
      5000,
    );
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('asks for the second factor before a 2FA account makes a key', async () => {
    const { email, password, session } = await registeredUser(kit, 'two-factor');
    const setupCode = await codeMailedBy(kit, email, () =>
      call(kit, 'POST', '/api/auth/send-2fa-setup', { token: session.access_token, body: { email } }),
    );
    expect(
      (
        await call(kit, 'POST', '/api/auth/verify-2fa', {
          token: session.access_token,
          body: { code: setupCode },
        })
      ).status,
    ).toBe(200);
    const signIn = await call(kit, 'POST', '/auth/v1/token?grant_type=password', {
      body: { email, password },
    });
    const pending = await call(kit, 'POST', '/api/account/api-keys', {
      token: signIn.body.access_token,
      body: { name: 'pending' },
    });
    expect(pending).toMatchObject({ status: 403, body: { code: 'MFA_REQUIRED' } });
    const { rows } = await db.query(`SELECT count(*)::int AS n FROM auth.api_keys WHERE name = 'pending'`);
    expect(rows[0].n).toBe(0);
  });

  it('lets a service key act for a named user, reverse a spend once, and shows it all to the user and the back office', async () => {
    const jane = await userWithKey('jane', 0);
    await kit.request(CreditsSubjects.adjust, {
      userId: jane.userId,
      adminId: admin.userId,
      amount: 30,
      direction: 'add',
    });
    const made = await call(kit, 'POST', '/api/admin/service-keys', {
      token: admin.token,
      body: {
        name: 'Billing',
        scopes: ['credits:read', 'credits:spend', 'credits:reverse'],
        expiresAt: inAMonth(),
      },
    });
    expect(made).toMatchObject({ status: 201, body: { key: { kind: 'service', createdBy: admin.email } } });
    const service = made.body.secret as string;
    const readOnly = await call(kit, 'POST', '/api/admin/service-keys', {
      token: admin.token,
      body: {
        name: 'Reader',
        scopes: ['credits:read'],
        expiresAt: new Date(Date.now() + 86400000).toISOString(),
      },
    });
    expect(readOnly.body.key.expiresAt).not.toBeNull();
    expect(
      (
        await call(kit, 'POST', '/api/admin/service-keys', {
          token: admin.token,
          body: { name: 'Past', scopes: ['credits:read'], expiresAt: '2001-01-01T00:00:00Z' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call(kit, 'POST', '/api/admin/service-keys', {
          token: jane.token,
          body: { name: 'x', scopes: ['credits:read'] },
        })
      ).status,
    ).toBe(403);

    expect((await withKey(service, 'GET', '/api/v1/balance')).status).toBe(400);
    expect((await withKey(service, 'GET', `/api/v1/balance?user_id=${randomUUID()}`)).status).toBe(404);
    expect(await withKey(service, 'GET', `/api/v1/balance?user_id=${jane.userId}`)).toMatchObject({
      status: 200,
      body: { balance: 30, held: 0, available: 30 },
    });
    const noSpend = await withKey(
      readOnly.body.secret,
      'POST',
      '/api/v1/spends',
      {
        amount: 1,
        description: 'x',
        user_id: jane.userId,
      },
      idem(),
    );
    expect(noSpend).toMatchObject({ status: 403, body: { code: 'INSUFFICIENT_SCOPE' } });

    const spend = await withKey(
      service,
      'POST',
      '/api/v1/spends',
      { amount: 12.25, description: 'Rapport mensuel', metadata: { report: 'r-9' }, user_id: jane.userId },
      idem(),
    );
    expect(spend).toMatchObject({ status: 201, body: { user_id: jane.userId, key_name: 'Billing' } });
    await withKey(
      jane.key,
      'POST',
      '/api/v1/spends',
      { amount: 0.75, description: '=HYPERLINK("x")' },
      idem(),
    );
    const reversals = await Promise.all(
      [1, 2, 3].map(() => withKey(service, 'POST', `/api/v1/spends/${spend.body.id}/reverse`)),
    );
    expect(reversals.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(reversals.map((r) => r.body.reversal.id)).size).toBe(1);
    expect(reversals[0].body.reversal).toMatchObject({ spendId: spend.body.id, amount: 12.25 });
    const byAdmin = await call(kit, 'POST', `/api/v1/spends/${spend.body.id}/reverse`, {
      token: admin.token,
      body: { reason: 'correction' },
    });
    expect(byAdmin.body.reversal.id).toBe(reversals[0].body.reversal.id);
    expect(
      (await call(kit, 'POST', `/api/v1/spends/${spend.body.id}/reverse`, { token: jane.token })).status,
    ).toBe(403);
    expect(await ledgerSum(jane.userId)).toEqual({ balance: 29.25, ledger: 29.25, spends: 2 });

    const history = await call(kit, 'GET', '/api/credits/transactions?limit=100', { token: jane.token });
    expect(history.body.transactions.map((t: { type: string }) => t.type)).toEqual([
      'credit_refund',
      'credit_spend',
      'credit_spend',
      'credit_add',
    ]);
    expect(history.body.transactions[2]).toMatchObject({
      type: 'credit_spend',
      amount: -12.25,
      description: 'Rapport mensuel',
      metadata: { report: 'r-9' },
      api_key_name: 'Billing',
    });
    const onlySpends = await call(kit, 'GET', '/api/credits/transactions?type=credit_spend', {
      token: jane.token,
    });
    expect(onlySpends.body.transactions).toHaveLength(2);
    expect(
      (await call(kit, 'GET', '/api/credits/transactions?type=gift', { token: jane.token })).status,
    ).toBe(400);

    const csv = await fetch(`${kit.stack.baseUrl}/api/credits/transactions.csv`, {
      headers: { authorization: `Bearer ${jane.token}` },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toMatch(
      /attachment; filename="transactions-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('date,type,amount,description,api_key_name');
    expect(lines).toHaveLength(5);
    expect(lines[2]).toMatch(/^[\d-]+T[\d:.]+Z,credit_spend,-0\.75,"'=HYPERLINK\(""x""\)",jane$/);
    expect(lines[3]).toMatch(/,credit_spend,-12\.25,Rapport mensuel,Billing$/);

    const usage = await call(kit, 'GET', `/api/admin/users/${jane.userId}/usage`, { token: admin.token });
    expect(usage.status).toBe(200);
    expect(usage.body.days).toHaveLength(30);
    expect(usage.body.days.slice(0, 29).every((d: { spent: number }) => d.spent === 0)).toBe(true);
    expect(usage.body.days[29].spent).toBe(0.75);
    expect(usage.body.totalSpent).toBe(0.75);
    const spends = await call(kit, 'GET', `/api/admin/users/${jane.userId}/spends?limit=1`, {
      token: admin.token,
    });
    expect(spends.body.total).toBe(2);
    expect(spends.body.spends).toEqual([
      expect.objectContaining({ amount: 0.75, key_name: 'jane', reversed: false }),
    ]);
    const second = await call(kit, 'GET', `/api/admin/users/${jane.userId}/spends?limit=1&offset=1`, {
      token: admin.token,
    });
    expect(second.body.spends[0]).toMatchObject({ id: spend.body.id, reversed: true });
    expect(
      (await call(kit, 'GET', `/api/admin/users/${jane.userId}/usage`, { token: jane.token })).status,
    ).toBe(403);
    const nobody = await call(kit, 'GET', `/api/admin/users/${randomUUID()}/usage`, { token: admin.token });
    expect(nobody).toMatchObject({ status: 404, body: { code: 'USER_NOT_FOUND' } });

    const keys = await call(kit, 'GET', '/api/admin/service-keys', { token: admin.token });
    expect(keys.body.keys.map((k: { name: string }) => k.name)).toEqual(['Reader', 'Billing']);
    const revoke = await call(kit, 'DELETE', `/api/admin/service-keys/${made.body.key.id}`, {
      token: admin.token,
    });
    expect(revoke.body.key.revokedAt).not.toBeNull();
    await waitFor(
      'the service key to be refused',
      async () => (await withKey(service, 'GET', `/api/v1/balance?user_id=${jane.userId}`)).status === 401,
      5000,
    );
    const audit = await call(kit, 'GET', '/api/admin/audit-log', { token: admin.token });
    const actions = (audit.body.entries as { action: string; target: string }[])
      .filter((e) => e.target === made.body.key.id)
      .map((e) => e.action);
    expect(actions.sort()).toEqual([
      'service-keys.created',
      'service-keys.first-used',
      'service-keys.revoked',
    ]);
  });

  it('limits each key to its requests per minute with 429 and Retry-After', async () => {
    const kim = await userWithKey('kim', 1);
    const answers: HttpAnswer[] = [];
    for (let batch = 0; batch < (RATE_LIMIT + 20) / 20; batch++)
      answers.push(
        ...(await Promise.all(Array.from({ length: 20 }, () => withKey(kim.key, 'GET', '/api/v1/balance')))),
      );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(RATE_LIMIT);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(answers.length - RATE_LIMIT);
    const res = await fetch(`${kit.stack.baseUrl}/api/v1/balance`, {
      headers: { authorization: `Bearer ${kim.key}` },
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await res.json()).toMatchObject({ code: 'RATE_LIMITED' });
    // Another key of the same user is counted on its own.
    const other = await call(kit, 'POST', '/api/account/api-keys', {
      token: kim.token,
      body: { name: 'second' },
    });
    expect((await withKey(other.body.secret, 'GET', '/api/v1/balance')).status).toBe(200);
  });

  it('audits a service key’s first use exactly once, however many requests race with it, and never a personal key’s', async () => {
    const lee = await userWithKey('first-use', 5);
    const serviceKey = async (name: string) => {
      const made = await call(kit, 'POST', '/api/admin/service-keys', {
        token: admin.token,
        body: { name, scopes: ['credits:read'], expiresAt: inAMonth() },
      });
      expect(made.status).toBe(201);
      return { id: made.body.key.id as string, secret: made.body.secret as string };
    };
    const firstUses = async (target: string) =>
      (
        await db.query(
          `SELECT actor_id, actor_email, details FROM admin.audit_log
            WHERE action = 'service-keys.first-used' AND target = $1`,
          [target],
        )
      ).rows;
    const balances = (secret: string) =>
      Promise.all(
        Array.from({ length: 20 }, () => withKey(secret, 'GET', `/api/v1/balance?user_id=${lee.userId}`)),
      );

    // Lookups from several gateways at once: while a transaction holds the key's row, each reads
    // it unused and waits at its update; the row released, exactly one of them is the first use.
    const raced = await serviceKey('Raced');
    const hash = createHash('sha256').update(raced.secret).digest('hex');
    const lookups = () =>
      Promise.all(Array.from({ length: 20 }, () => kit.request(ApiKeySubjects.verify, { hash })));
    const holder = new Client({ connectionString: kit.stack.database.url });
    await holder.connect();
    let racing: ReturnType<typeof lookups>;
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT 1 FROM auth.api_keys WHERE id = $1 FOR UPDATE', [raced.id]);
      racing = lookups();
      await waitFor(
        'lookups to wait at the update',
        async () => {
          const { rows } = await db.query(
            `SELECT count(*)::int AS n FROM pg_stat_activity
              WHERE wait_event_type = 'Lock' AND query LIKE '%SET last_used_at = now()%'`,
          );
          return rows[0].n >= 2;
        },
        5000,
      );
    } finally {
      await holder.query('COMMIT');
      await holder.end();
    }
    const firstLookups = await racing;
    expect(firstLookups.every((reply) => reply.key?.keyId === raced.id)).toBe(true);
    expect(firstLookups.filter((reply) => reply.firstUse)).toHaveLength(1);
    expect((await lookups()).filter((reply) => reply.firstUse)).toHaveLength(0);

    expect((await balanceOf(lee.key)).balance).toBe(5);
    const analyser = await serviceKey('Analyser');
    expect((await balances(analyser.secret)).map((a) => a.status)).toEqual(Array(20).fill(200));
    await waitFor('the first use to be audited', async () => (await firstUses(analyser.id)).length > 0, 5000);

    // Revoking another key makes the gateway ask the auth service again on the next request.
    const other = await call(kit, 'POST', '/api/account/api-keys', {
      token: lee.token,
      body: { name: 'other' },
    });
    await call(kit, 'DELETE', `/api/account/api-keys/${other.body.key.id}`, { token: lee.token });
    expect((await balances(analyser.secret)).map((a) => a.status)).toEqual(Array(20).fill(200));
    await new Promise((r) => setTimeout(r, 500));
    expect(await firstUses(analyser.id)).toEqual([
      {
        actor_id: null,
        actor_email: null,
        details: { name: 'Analyser', prefix: analyser.secret.slice(0, 12) },
      },
    ]);
    expect(await firstUses(lee.keyId)).toEqual([]);
    expect(await firstUses(raced.id)).toEqual([]);

    const audit = await call(kit, 'GET', '/api/admin/audit-log', { token: admin.token });
    const entries = (audit.body.entries as { action: string; target: string }[]).filter(
      (e) => e.target === analyser.id,
    );
    expect(entries.map((e) => e.action).sort()).toEqual(['service-keys.created', 'service-keys.first-used']);
    expect(JSON.stringify(audit.body)).not.toContain(analyser.secret.slice(12));
  });

  it('lets only the key that placed a hold, or a service key, capture or release it', async () => {
    const jack = await userWithKey('jack', 20);
    const second = await call(kit, 'POST', '/api/account/api-keys', {
      token: jack.token,
      body: { name: 'jack-second' },
    });
    expect(second.status).toBe(201);
    const otherKey = second.body.secret as string;
    const made = await call(kit, 'POST', '/api/admin/service-keys', {
      token: admin.token,
      body: { name: 'Settler', scopes: ['credits:read', 'credits:spend'], expiresAt: inAMonth() },
    });
    expect(made.status).toBe(201);
    const service = made.body.secret as string;
    const holdOf = async (key: string, body: object = {}) =>
      (await withKey(key, 'POST', '/api/v1/holds', { amount: 2, expires_in_seconds: 600, ...body })).body
        .id as string;
    const [captured, released, byService] = [
      await holdOf(jack.key),
      await holdOf(jack.key),
      await holdOf(service, { user_id: jack.userId }),
    ];

    // Another personal key of the same owner finds none of them, as if they did not exist.
    for (const id of [captured, released, byService]) {
      const capture = await withKey(otherKey, 'POST', `/api/v1/holds/${id}/capture`, { amount: 1 });
      expect(capture).toMatchObject({ status: 404, body: { code: 'HOLD_NOT_FOUND' } });
      const release = await withKey(otherKey, 'POST', `/api/v1/holds/${id}/release`);
      expect(release).toMatchObject({ status: 404, body: { code: 'HOLD_NOT_FOUND' } });
    }
    // Nor does the owner's key find the one the service key placed.
    const ownersCapture = await withKey(jack.key, 'POST', `/api/v1/holds/${byService}/capture`, {
      amount: 1,
    });
    expect(ownersCapture).toMatchObject({ status: 404, body: { code: 'HOLD_NOT_FOUND' } });
    expect(await balanceOf(jack.key)).toEqual({ balance: 20, held: 6, available: 14 });

    // The placing key and a service key with credits:spend may.
    const own = await withKey(jack.key, 'POST', `/api/v1/holds/${captured}/capture`, { amount: 1 });
    expect(own).toMatchObject({ status: 200, body: { spend: { amount: 1 } } });
    const serviceRelease = await withKey(service, 'POST', `/api/v1/holds/${released}/release`);
    expect(serviceRelease).toMatchObject({ status: 200, body: { hold: { status: 'released' } } });
    const serviceCapture = await withKey(service, 'POST', `/api/v1/holds/${byService}/capture`, {
      amount: 2,
    });
    expect(serviceCapture).toMatchObject({ status: 200, body: { spend: { amount: 2 } } });
    expect(await ledgerSum(jack.userId)).toEqual({ balance: 17, ledger: 17, spends: 2 });
  });
});
