/**
 * An account thief keeps nothing, on a stack of two gateways: a personal key made with a stolen
 * password dies with a password change, a reset, an administrator's new password or "This wasn't
 * me", refused by both gateways at once, and the owner is mailed which keys went; a service key
 * must expire within 365 days, stops working once its creator is no longer an owner, and every
 * owner hears, once, that it expires within a week.
 */
import { Client } from 'pg';
import {
  adminSession,
  AuthKit,
  call,
  codeMailedBy,
  DEV_ADMIN,
  listMail,
  NEW_SIGN_IN_SUBJECT,
  registeredUser,
  roleSession,
  startKit,
  TestSession,
  uniqueIp,
  userSession,
} from '../../../tests/support/auth-kit';
import { SAFARI_IPHONE, sleep } from '../../../tests/support/socket-test-kit';
import { waitFor } from '../../../tests/support/stack';

const REFUSED_WITHIN_MS = 5000;
const DAY_MS = 86_400_000;
const NEW_PASSWORD = 'Other-Horse-10!';

interface KeyView {
  id: string;
  name: string;
  prefix: string;
}

const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

describe('API keys outlive neither the password nor the owner who made them', () => {
  let kit: AuthKit;
  let db: Client;
  let rootSession: Promise<TestSession> | undefined;
  /**
   * The seeded owner, signed in once for the tests that need it: its authenticator app's codes
   * are taken once per 30 s time-step, and the re-authentication window below spans the file.
   */
  const signedInRoot = () => (rootSession ??= adminSession(kit));

  beforeAll(async () => {
    kit = await startKit({
      services: ['auth', 'notifications', 'credits', 'admin'],
      replicas: 2,
      env: {
        RATE_LIMIT_PER_IP: '500',
        API_KEY_REQUESTS_PER_MINUTE: '5000',
        REAUTHENTICATION_WINDOW_SECONDS: '3600',
        SERVICE_KEY_REMINDER_SWEEP_SECONDS: '1',
      },
    });
    db = new Client({ connectionString: kit.stack.database.url });
    await db.connect();
  }, 240000);

  afterAll(async () => {
    await db?.end();
    await kit?.close();
  });

  const at = (gateway: string, path: string, secret: string) =>
    fetch(`${gateway}${path}`, {
      headers: { authorization: `Bearer ${secret}`, 'x-forwarded-for': uniqueIp() },
    });

  /** Works on both gateways, so each keeps the auth service's answer about the key. */
  async function usableEverywhere(path: string, secret: string) {
    for (const gateway of kit.stack.gateways) expect((await at(gateway, path, secret)).status).toBe(200);
  }

  /** Refused as an invalid key by every gateway within REFUSED_WITHIN_MS of `since`, and for good. */
  async function refusedEverywhere(path: string, secret: string, since: number) {
    for (const gateway of kit.stack.gateways) {
      for (;;) {
        const res = await at(gateway, path, secret);
        if (res.status === 401) {
          expect(await res.json()).toMatchObject({ code: 'INVALID_API_KEY' });
          break;
        }
        expect(res.status).toBe(200);
        expect(Date.now() - since).toBeLessThan(REFUSED_WITHIN_MS);
        await sleep(100);
      }
    }
    for (const gateway of kit.stack.gateways) expect((await at(gateway, path, secret)).status).toBe(401);
  }

  /**
   * An account, and a personal key made by someone who signed in with its password on another
   * device: both gateways have just let the key in.
   */
  async function stolenKey(label: string) {
    const owner = await registeredUser(kit, label);
    const thief = await call(kit, 'POST', '/auth/v1/token?grant_type=password', {
      body: { email: owner.email, password: owner.password },
      headers: { 'user-agent': SAFARI_IPHONE },
    });
    expect(thief.status).toBe(200);
    const made = await call(kit, 'POST', '/api/account/api-keys', {
      token: thief.body.access_token,
      body: { name: `${label} scraper` },
    });
    expect(made.status).toBe(201);
    const secret = made.body.secret as string;
    await usableEverywhere('/api/v1/balance', secret);
    return { owner, key: made.body.key as KeyView, secret };
  }

  /** The mail naming the revoked key. */
  const mailNaming = (email: string, key: KeyView) =>
    waitFor(
      `the mail naming ${key.prefix}`,
      async () =>
        (await listMail(kit, email)).find((m) => m.text.includes(key.prefix) && m.text.includes(key.name)),
      20000,
      200,
    );

  /** The audit log's entry for the key's revocation. */
  const revocationEntry = (key: KeyView) =>
    waitFor(
      'the audit entry',
      async () =>
        (
          await db.query(
            `SELECT actor_id, details FROM admin.audit_log WHERE action = 'api-keys.revoked' AND target = $1`,
            [key.id],
          )
        ).rows[0] as { actor_id: string; details: Record<string, string> } | undefined,
      20000,
      200,
    );

  it('a password change revokes every personal key, refused by both gateways at once, and the mail names it', async () => {
    const { owner, key, secret } = await stolenKey('changed');
    const changed = await call(kit, 'PUT', '/auth/v1/user', {
      token: owner.session.access_token,
      body: { password: NEW_PASSWORD, current_password: owner.password },
    });
    expect(changed.status).toBe(200);
    await refusedEverywhere('/api/v1/balance', secret, Date.now());

    const mail = await mailNaming(owner.email, key);
    expect(mail.subject).toBe('API keys revoked on your Oddsmith account');
    expect(mail.text).toContain('The password of your Oddsmith account was changed');
    expect(mail.text).toContain(`This API key was revoked: “${key.name}” (${key.prefix}…).`);
    expect(mail.text).toContain('/settings?tab=api-keys');
    const listed = await call(kit, 'GET', '/api/account/api-keys', { token: owner.session.access_token });
    expect(listed.body.keys).toEqual([]);
    expect(await revocationEntry(key)).toMatchObject({
      actor_id: owner.user.id,
      details: { name: key.name, prefix: key.prefix, cause: 'password_changed' },
    });
  });

  it('a reset with an emailed code revokes them too, and the mail speaks the account’s language', async () => {
    const { owner, key, secret } = await stolenKey('reset');
    const french = await call(kit, 'PUT', '/auth/v1/user', {
      token: owner.session.access_token,
      body: { data: { language: 'fr' } },
    });
    expect(french.status).toBe(200);
    const code = await codeMailedBy(kit, owner.email, () =>
      call(kit, 'POST', '/auth/v1/recover', { body: { email: owner.email } }),
    );
    const reset = await call(kit, 'POST', '/api/reset-password', {
      body: { email: owner.email, code, newPassword: NEW_PASSWORD },
    });
    expect(reset.status).toBe(200);
    await refusedEverywhere('/api/v1/balance', secret, Date.now());

    const mail = await mailNaming(owner.email, key);
    expect(mail.subject).toBe('Clés API révoquées sur votre compte Oddsmith');
    expect(mail.text).toContain('Le mot de passe de votre compte Oddsmith a été réinitialisé');
    expect(mail.text).toContain(`Cette clé API a été révoquée : « ${key.name} » (${key.prefix}…).`);
    expect((await revocationEntry(key)).details.cause).toBe('password_reset');
  });

  it("'This wasn't me' revokes them as the link is used, and the mail names them", async () => {
    const { owner, key, secret } = await stolenKey('disowned');
    const alert = await waitFor(
      'the new sign-in alert',
      async () => (await listMail(kit, owner.email)).find((m) => NEW_SIGN_IN_SUBJECT.test(m.subject)),
      20000,
      200,
    );
    const token = /\/account\/disown\?token=([A-Za-z0-9_-]{43})/.exec(alert.text)![1];
    const disowned = await call(kit, 'POST', '/api/account/sessions/disown', { body: { token } });
    expect(disowned.status).toBe(200);
    await refusedEverywhere('/api/v1/balance', secret, Date.now());

    const mail = await mailNaming(owner.email, key);
    expect(mail.text).toContain("You told us a sign-in to your Oddsmith account wasn't you");
    expect(mail.text).toContain(`This API key was revoked: “${key.name}” (${key.prefix}…).`);
    expect(await revocationEntry(key)).toMatchObject({
      actor_id: owner.user.id,
      details: { cause: 'disowned' },
    });
  });

  it('an administrator’s new password for the account revokes them too, in the administrator’s name', async () => {
    const { owner, key, secret } = await stolenKey('helped');
    const root = await signedInRoot();
    const set = await call(kit, 'PUT', `/api/admin/users/${owner.user.id}/password`, {
      token: root.token,
      body: { password: NEW_PASSWORD },
    });
    expect(set.status).toBe(200);
    await refusedEverywhere('/api/v1/balance', secret, Date.now());
    expect((await mailNaming(owner.email, key)).text).toContain(
      'An administrator set a new password for your Oddsmith account',
    );
    expect(await revocationEntry(key)).toMatchObject({
      actor_id: root.userId,
      details: { cause: 'password_set_by_admin' },
    });
  });

  /** A service key made by `owner`, with the key's view and secret. */
  async function serviceKey(owner: TestSession, name: string, expiresAt: string) {
    const made = await call(kit, 'POST', '/api/admin/service-keys', {
      token: owner.token,
      body: { name, scopes: ['credits:read'], expiresAt },
    });
    expect(made.status).toBe(201);
    return { key: made.body.key as KeyView & { expiresAt: string }, secret: made.body.secret as string };
  }

  it('refuses a service key without an expiry, or expiring more than 365 days ahead', async () => {
    const root = await signedInRoot();
    const make = (body: Record<string, unknown>) =>
      call(kit, 'POST', '/api/admin/service-keys', {
        token: root.token,
        body: { name: 'Billing', scopes: ['credits:read'], ...body },
      });
    expect(await make({})).toEqual({
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        error: 'expiresAt is required: a service key expires within 365 days',
      },
    });
    expect(await make({ expiresAt: inDays(400) })).toEqual({
      status: 400,
      body: { code: 'VALIDATION_FAILED', error: 'expiresAt must be at most 365 days ahead' },
    });
    expect((await make({ expiresAt: inDays(-1) })).body.error).toBe('expiresAt must be a date in the future');
    const { key } = await serviceKey(root, 'Within a year', inDays(364));
    expect(Date.parse(key.expiresAt)).toBeGreaterThan(Date.now() + 363 * DAY_MS);
    const { rows } = await db.query(`SELECT count(*)::int AS n FROM auth.api_keys WHERE name = 'Billing'`);
    expect(rows[0].n).toBe(0);
  });

  it('refuses on both gateways a service key whose owner was demoted', async () => {
    const root = await signedInRoot();
    const second = await roleSession(kit, root, 'owner', 'second-owner');
    const { secret } = await serviceKey(second, 'Made by a future finance', inDays(30));
    const customer = await userSession(kit, 'served');
    const path = `/api/v1/balance?user_id=${customer.userId}`;
    await usableEverywhere(path, secret);

    const demoted = await call(kit, 'PUT', `/api/admin/users/${second.userId}`, {
      token: root.token,
      body: { role: 'finance' },
    });
    expect(demoted.status).toBe(200);
    await refusedEverywhere(path, secret, Date.now());
  });

  it('mails every owner once, each in their language, of a service key expiring within 7 days', async () => {
    const root = await signedInRoot();
    const french = await roleSession(kit, root, 'owner', 'owner-fr');
    expect(
      (await call(kit, 'PUT', '/auth/v1/user', { token: french.token, body: { data: { language: 'fr' } } }))
        .status,
    ).toBe(200);
    const soon = await serviceKey(root, 'Soon gone', inDays(3));
    const later = await serviceKey(root, 'Far off', inDays(30));
    const reminders = async (to: string, key: KeyView) =>
      (await listMail(kit, to)).filter((m) => m.text.includes(key.prefix));

    const english = await waitFor(
      'the English reminder',
      async () => (await reminders(DEV_ADMIN.email, soon.key))[0],
      20000,
      200,
    );
    expect(english.subject).toBe('Service key “Soon gone” expires soon');
    expect(english.text).toContain(`The service key “Soon gone” (${soon.key.prefix}…) expires on `);
    expect(english.text).toContain('/admin?tab=service-keys');
    const inFrench = await waitFor(
      'the French reminder',
      async () => (await reminders(french.email, soon.key))[0],
      20000,
      200,
    );
    expect(inFrench.subject).toBe('La clé de service « Soon gone » expire bientôt');
    expect(inFrench.text).toContain(`La clé de service « Soon gone » (${soon.key.prefix}…) expire le `);

    // Sweeps go on every second on both auth replicas: still one mail each, none for a month away.
    await sleep(4000);
    expect(await reminders(DEV_ADMIN.email, soon.key)).toHaveLength(1);
    expect(await reminders(french.email, soon.key)).toHaveLength(1);
    expect(await reminders(DEV_ADMIN.email, later.key)).toHaveLength(0);
  });
});
