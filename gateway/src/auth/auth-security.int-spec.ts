import { AuthEvents, EmailSubjects } from '@storefront/contracts';
import jwt from 'jsonwebtoken';
import { createHash } from 'node:crypto';
import { connect, JSONCodec } from 'nats';
import { Client } from 'pg';
import {
  AuthKit,
  authClient,
  call,
  codeMailedBy,
  DEV_ADMIN,
  NATS_URL,
  registeredUser,
  startAuthKit,
  STRONG_PASSWORD,
  uniqueEmail,
  uniqueIp,
} from '../../../tests/support/auth-kit';
import { testNatsCredentials } from '../../../tests/support/local-servers';

jest.setTimeout(30000);

/** The stack allows this many failures per email per window (see startAuthKit). */
const PER_EMAIL_LIMIT = 8;

const signUpBody = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  password: STRONG_PASSWORD,
  data: { first_name: 'Ada', last_name: 'Lovelace' },
  ...extra,
});

describe('auth rules enforced on the server', () => {
  let kit: AuthKit;
  let db: Client;

  beforeAll(async () => {
    kit = await startAuthKit();
    db = new Client({ connectionString: kit.stack.database.url });
    await db.connect();
  }, 90000);

  afterAll(async () => {
    await db?.end();
    await kit?.close();
  });

  /** Moves the account's codes past the 60 s resend cool-down instead of waiting it out. */
  async function endCooldown(email: string) {
    await db.query(
      `UPDATE auth.one_time_codes SET last_sent_at = last_sent_at - interval '61 seconds'
        WHERE user_id = (SELECT id FROM auth.users WHERE email = $1)`,
      [email],
    );
  }

  /** A user with two-factor on: their first session (aal2) and a password-only one (aal1). */
  async function twoFactorUser(label: string) {
    const { email, password, session } = await registeredUser(kit, label);
    const setupCode = await codeMailedBy(kit, email, () =>
      call(kit, 'POST', '/api/auth/send-2fa-setup', { token: session.access_token, body: { email } }),
    );
    const enabled = await call(kit, 'POST', '/api/auth/verify-2fa', {
      token: session.access_token,
      body: { code: setupCode },
    });
    expect(enabled.status).toBe(200);
    let pending!: string;
    const signInCode = await codeMailedBy(kit, email, async () => {
      const res = await call(kit, 'POST', '/auth/v1/token?grant_type=password', {
        body: { email, password },
      });
      pending = res.body.access_token;
    });
    return { email, full: session.access_token, pending, signInCode };
  }

  async function events<T>(subject: string) {
    const connection = await connect({ servers: [NATS_URL], ...testNatsCredentials() });
    const received: T[] = [];
    connection.subscribe(`${kit.stack.env.NATS_SUBJECT_PREFIX}${subject}`, {
      callback: (err, msg) => !err && received.push(JSONCodec<{ data: T }>().decode(msg.data).data),
    });
    await connection.flush();
    return { received, close: () => connection.close() };
  }

  it('ends the whole session when a rotated refresh token is presented again after the reuse interval', async () => {
    const { session } = await registeredUser(kit, 'reuse');
    const first = await call(kit, 'POST', '/auth/v1/token?grant_type=refresh_token', {
      body: { refresh_token: session.refresh_token },
    });
    expect(first.status).toBe(200);
    // Past the 10 s during which a retry of the same token is still answered.
    await db.query(
      `UPDATE auth.refresh_tokens SET rotated_at = rotated_at - interval '11 seconds' WHERE token_hash = $1`,
      [createHash('sha256').update(session.refresh_token).digest('hex')],
    );

    const replay = await call(kit, 'POST', '/auth/v1/token?grant_type=refresh_token', {
      body: { refresh_token: session.refresh_token },
    });
    expect(replay.status).toBe(400);
    expect(replay.body).toMatchObject({ error_code: 'refresh_token_already_used' });

    // The legitimate newest token and access token died with the session.
    const newest = await call(kit, 'POST', '/auth/v1/token?grant_type=refresh_token', {
      body: { refresh_token: first.body.refresh_token },
    });
    expect(newest.status).toBe(400);
    const api = await call(kit, 'GET', '/api/user/admin-status', { token: first.body.access_token });
    expect(api.status).toBe(401);
    expect(api.body).toEqual({ error: expect.any(String), code: 'SESSION_NOT_FOUND' });
  });

  it('kills a code after five wrong tries, even for the right code afterwards', async () => {
    const { email } = await registeredUser(kit, 'tries');
    const code = await codeMailedBy(kit, email, () =>
      call(kit, 'POST', '/auth/v1/recover', { body: { email } }),
    );
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i++) {
      const res = await call(kit, 'POST', '/api/reset-password/verify-code', {
        body: { email, code: wrong },
      });
      expect(res).toEqual({ status: 403, body: { error: 'Invalid verification code', code: 'OTP_EXPIRED' } });
    }
    const right = await call(kit, 'POST', '/api/reset-password', {
      body: { email, code, newPassword: 'Brand-New-Pass-1' },
    });
    expect(right.status).toBe(403);
    expect(
      (await authClient(kit).signInWithPassword({ email, password: 'Brand-New-Pass-1' })).error,
    ).not.toBeNull();
  });

  it('resets a password with the emailed code through POST /api/reset-password and ends every session', async () => {
    const { email, session } = await registeredUser(kit, 'reset');
    const code = await codeMailedBy(kit, email, () =>
      call(kit, 'POST', '/auth/v1/recover', { body: { email } }),
    );
    expect(
      (await call(kit, 'POST', '/api/reset-password/verify-code', { body: { email, code } })).body,
    ).toEqual({ valid: true });

    const weak = await call(kit, 'POST', '/api/reset-password', {
      body: { email, code, newPassword: 'weakpass' },
    });
    expect(weak).toEqual({
      status: 422,
      body: { error: 'Password is too weak. Please use a stronger password', code: 'WEAK_PASSWORD' },
    });

    const done = await call(kit, 'POST', '/api/reset-password', {
      body: { email, code, newPassword: 'Fresh-Start-42' },
    });
    expect(done).toEqual({
      status: 200,
      body: { message: 'Password updated successfully! You can now log in with your new password.' },
    });
    expect(
      (
        await call(kit, 'POST', '/api/reset-password', {
          body: { email, code, newPassword: 'Fresh-Start-43' },
        })
      ).status,
    ).toBe(403);
    expect((await call(kit, 'GET', '/api/user/admin-status', { token: session.access_token })).status).toBe(
      401,
    );
    expect(
      (await authClient(kit).signInWithPassword({ email, password: 'Fresh-Start-42' })).error,
    ).toBeNull();
  });

  it('refuses a second sign-up code within 60 seconds of the first', async () => {
    const email = uniqueEmail('cooldown');
    await codeMailedBy(kit, email, () => call(kit, 'POST', '/auth/v1/signup', { body: signUpBody(email) }));
    const resend = await call(kit, 'POST', '/auth/v1/resend', { body: { email, type: 'signup' } });
    expect(resend.status).toBe(429);
    expect(resend.body).toMatchObject({
      error_code: 'over_email_send_rate_limit',
      msg: 'Too many requests. Please wait before trying again',
    });
  });

  it('rate-limits sign-in per email after repeated failures, even with the right password', async () => {
    const { email, password } = await registeredUser(kit, 'limited');
    for (let i = 0; i < PER_EMAIL_LIMIT; i++) {
      const res = await call(kit, 'POST', '/auth/v1/token?grant_type=password', {
        body: { email, password: 'Wrong-Pass-1!' },
        ip: uniqueIp(),
      });
      expect(res.status).toBe(400);
    }
    const blocked = await call(kit, 'POST', '/auth/v1/token?grant_type=password', {
      body: { email, password },
      ip: uniqueIp(),
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({
      error_code: 'over_request_rate_limit',
      msg: 'Too many requests. Please wait before trying again',
    });
  });

  it('rate-limits one client IP across many addresses, trusting X-Forwarded-For only from loopback', async () => {
    const ip = uniqueIp();
    let status = 200;
    for (let i = 0; i < 201 && status === 200; i++) {
      status = (await call(kit, 'POST', '/auth/v1/recover', { body: { email: uniqueEmail(`ip${i}`) }, ip }))
        .status;
    }
    expect(status).toBe(429);
    expect(
      (await call(kit, 'POST', '/auth/v1/recover', { body: { email: uniqueEmail('other') }, ip: uniqueIp() }))
        .status,
    ).toBe(200);
  });

  it('refuses a suspended user at sign-in and ends their live sessions at once', async () => {
    const { email, password, user, session } = await registeredUser(kit, 'suspended');
    const statusEvents = await events<{ userId: string; reason: string }>(AuthEvents.userStatusChanged);
    try {
      // Used once before, so the gateway remembers the token's signature as checked.
      const before = await call(kit, 'GET', '/api/user/admin-status', { token: session.access_token });
      expect(before.status).toBe(200);
      await kit.request('auth.user.update', { userId: user.id, isActive: false });
      const live = await call(kit, 'GET', '/api/user/admin-status', { token: session.access_token });
      expect(live.status).toBe(401);
      const signIn = await authClient(kit).signInWithPassword({ email, password });
      expect(signIn.error).toMatchObject({
        status: 403,
        code: 'user_banned',
        message: 'Your account has been suspended. Please contact support',
      });
      // A wrong password says nothing about suspension.
      expect(
        (await authClient(kit).signInWithPassword({ email, password: 'Wrong-Pass-2!' })).error?.message,
      ).toBe('Invalid email or password');
      await new Promise((r) => setTimeout(r, 200));
      expect(statusEvents.received).toContainEqual({ userId: user.id, reason: 'suspended' });
    } finally {
      await statusEvents.close();
    }
  });

  it('keeps a password-only session out of the product API once two-factor is on, until the email code', async () => {
    const { email, password, session } = await registeredUser(kit, 'twofactor');
    const setupCode = await codeMailedBy(kit, email, async () => {
      const sent = await call(kit, 'POST', '/api/auth/send-2fa-setup', {
        token: session.access_token,
        body: { email },
      });
      expect(sent).toEqual({
        status: 200,
        body: { success: true, message: 'Verification code sent to your email!' },
      });
    });
    const enabled = await call(kit, 'POST', '/api/auth/verify-2fa', {
      token: session.access_token,
      body: { code: setupCode },
    });
    // The account's first second factor brings its ten recovery codes, shown this once.
    expect(enabled).toEqual({
      status: 200,
      body: {
        success: true,
        message: '2FA enabled successfully!',
        recovery_codes: expect.arrayContaining([expect.stringMatching(/^[a-z2-9]{5}-[a-z2-9]{5}$/)]),
      },
    });
    expect(enabled.body.recovery_codes).toHaveLength(10);

    const auth = authClient(kit);
    let pending!: string;
    const signInCode = await codeMailedBy(kit, email, async () => {
      const { data, error } = await auth.signInWithPassword({ email, password });
      expect(error).toBeNull();
      pending = data.session!.access_token;
    });
    expect(jwt.decode(pending)).toMatchObject({ aal: 'aal1', app_metadata: { two_factor_enabled: true } });
    const refused = await call(kit, 'GET', '/api/user/admin-status', { token: pending });
    expect(refused).toEqual({ status: 403, body: { error: expect.any(String), code: 'MFA_REQUIRED' } });
    expect(
      (await call(kit, 'PUT', '/auth/v1/user', { token: pending, body: { password: 'Sneaky-Change-1' } }))
        .body,
    ).toMatchObject({
      error_code: 'insufficient_aal',
    });

    // Right after sign-in the challenge is the code already sent, so no second mail is needed.
    const challenge = await auth.mfa.challenge({ factorId: 'email' });
    expect(challenge.error).toBeNull();
    const wrong = await auth.mfa.verify({
      factorId: 'email',
      challengeId: challenge.data!.id,
      code: signInCode === '000000' ? '000001' : '000000',
    });
    expect(wrong.error).toMatchObject({ status: 403, code: 'otp_expired' });
    const verified = await auth.mfa.verify({
      factorId: 'email',
      challengeId: challenge.data!.id,
      code: signInCode,
    });
    expect(verified.error).toBeNull();
    expect(jwt.decode(verified.data!.access_token)).toMatchObject({
      aal: 'aal2',
      amr: [{ method: 'mfa/email' }, { method: 'password' }],
    });
    const allowed = await call(kit, 'GET', '/api/user/admin-status', { token: verified.data!.access_token });
    expect(allowed).toEqual({ status: 200, body: { is_admin: false, role: null } });
  });

  it('lets 2FA calls act only on the caller, whatever email the body names', async () => {
    const alice = await registeredUser(kit, 'alice');
    const bob = await registeredUser(kit, 'bob');
    const before = (await kit.request(EmailSubjects.listMailbox, { to: bob.email, limit: 50 })).messages
      .length;

    const send = await call(kit, 'POST', '/api/auth/send-2fa-setup', {
      token: alice.session.access_token,
      body: { email: bob.email },
    });
    expect(send.status).toBe(403);
    const verify = await call(kit, 'POST', '/api/auth/verify-2fa', {
      token: alice.session.access_token,
      body: { email: bob.email, code: '123456' },
    });
    expect(verify.status).toBe(403);
    const anonymous = await call(kit, 'POST', '/api/auth/send-2fa-setup', { body: { email: bob.email } });
    expect(anonymous).toEqual({ status: 401, body: { error: expect.any(String), code: 'NO_AUTHORIZATION' } });

    await new Promise((r) => setTimeout(r, 300));
    expect((await kit.request(EmailSubjects.listMailbox, { to: bob.email, limit: 50 })).messages.length).toBe(
      before,
    );
    const [bobNow] = (await kit.request('auth.user.get-many', { ids: [bob.user.id] })).users;
    expect(bobNow.twoFactorEnabled).toBe(false);
  });

  it('gives a pending email the password of its latest sign-up, and kills the codes of earlier ones', async () => {
    const email = uniqueEmail('prehijack');
    const attackerPassword = 'Attacker-Pass-1!';
    const victimPassword = 'Victim-Pass-2!';
    const attackerBody = signUpBody(email, {
      password: attackerPassword,
      data: { first_name: 'Mallory', last_name: 'Early' },
    });
    const attackerCode = await codeMailedBy(kit, email, () =>
      call(kit, 'POST', '/auth/v1/signup', { body: attackerBody }),
    );

    // Within the cool-down a second sign-up changes nothing, like a resend.
    const victimBody = signUpBody(email, { password: victimPassword });
    const victimIp = uniqueIp();
    const tooSoon = await call(kit, 'POST', '/auth/v1/signup', { body: victimBody });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body).toMatchObject({ error_code: 'over_email_send_rate_limit' });

    await endCooldown(email);
    let victimSignUp!: { status: number; body: any };
    const victimCode = await codeMailedBy(kit, email, async () => {
      victimSignUp = await call(kit, 'POST', '/auth/v1/signup', { body: victimBody, ip: victimIp });
    });
    expect(victimSignUp.status).toBe(200);
    expect(victimSignUp.body).toMatchObject({
      email,
      email_confirmed_at: null,
      user_metadata: { first_name: 'Ada', last_name: 'Lovelace' },
    });
    expect(JSON.stringify(victimSignUp.body)).not.toContain('Mallory');

    // The first sign-up's code died with its password (a 1-in-a-million repeat would prove nothing).
    if (attackerCode !== victimCode) {
      const stale = await authClient(kit).verifyOtp({ email, token: attackerCode, type: 'email' });
      expect(stale.error).toMatchObject({ status: 403, code: 'otp_expired' });
    }
    // Confirmed where the victim signed up: their password is kept.
    const verified = await authClient(kit, victimIp).verifyOtp({ email, token: victimCode, type: 'email' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.user_metadata).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      language: 'en',
    });

    const withAttackerPassword = await authClient(kit).signInWithPassword({
      email,
      password: attackerPassword,
    });
    expect(withAttackerPassword.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
    expect((await authClient(kit).signInWithPassword({ email, password: victimPassword })).error).toBeNull();

    // Once confirmed, a sign-up is answered as a pending address's would be (within the resend
    // cool-down of the last one: 429) and changes nothing.
    const late = await call(kit, 'POST', '/auth/v1/signup', { body: attackerBody });
    expect(late).toMatchObject({ status: 429, body: { error_code: 'over_email_send_rate_limit' } });
    expect(
      (await authClient(kit).signInWithPassword({ email, password: attackerPassword })).error,
    ).toMatchObject({ status: 400, code: 'invalid_credentials' });
  });

  it('caps wrong two-factor codes per account across codes and addresses, then refuses even the right one', async () => {
    const { email, pending, signInCode } = await twoFactorUser('guess');
    const verify = (code: string) =>
      call(kit, 'POST', '/auth/v1/factors/email/verify', { token: pending, body: { code }, ip: uniqueIp() });
    const wrongFor = (code: string) => (code === '000000' ? '000001' : '000000');

    // The first code dies after five wrong tries; a new one may be asked for a minute later.
    for (let i = 0; i < 5; i++) expect((await verify(wrongFor(signInCode))).status).toBe(403);
    await endCooldown(email);
    const nextCode = await codeMailedBy(kit, email, async () => {
      const challenge = await call(kit, 'POST', '/auth/v1/factors/email/challenge', {
        token: pending,
        body: {},
      });
      expect(challenge.status).toBe(200);
    });
    for (let i = 5; i < PER_EMAIL_LIMIT; i++) {
      expect(await verify(wrongFor(nextCode))).toMatchObject({
        status: 403,
        body: { error_code: 'otp_expired' },
      });
    }

    const res = await fetch(`${kit.stack.baseUrl}/auth/v1/factors/email/verify`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${pending}`,
        'content-type': 'application/json',
        'x-forwarded-for': uniqueIp(),
      },
      body: JSON.stringify({ code: nextCode }),
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await res.json()).toEqual({
      code: 429,
      error_code: 'over_request_rate_limit',
      msg: 'Too many requests. Please wait before trying again',
    });
  });

  it('lets a password-only session of a two-factor account sign out only itself', async () => {
    const { email, full, pending } = await twoFactorUser('logout');
    const insufficient = {
      status: 403,
      body: { code: 403, error_code: 'insufficient_aal', msg: expect.any(String) },
    };

    expect(await call(kit, 'POST', '/auth/v1/logout?scope=others', { token: pending })).toEqual(insufficient);
    expect((await call(kit, 'GET', '/auth/v1/user', { token: pending })).status).toBe(200);
    // Global is refused beyond the caller, which still ends (auth-js drops its tokens on a 403 anyway).
    expect(await call(kit, 'POST', '/auth/v1/logout', { token: pending })).toEqual(insufficient);
    expect((await call(kit, 'GET', '/auth/v1/user', { token: pending })).status).toBe(403);
    expect((await call(kit, 'GET', '/auth/v1/user', { token: full })).status).toBe(200);

    const another = await call(kit, 'POST', '/auth/v1/token?grant_type=password', {
      body: { email, password: STRONG_PASSWORD },
    });
    const local = await call(kit, 'POST', '/auth/v1/logout?scope=local', {
      token: another.body.access_token,
    });
    expect(local.status).toBe(204);
    expect((await call(kit, 'GET', '/auth/v1/user', { token: full })).status).toBe(200);

    // The session that passed two-factor may still end the others.
    const others = await call(kit, 'POST', '/auth/v1/logout?scope=others', { token: full });
    expect(others.status).toBe(204);
  });

  it('never makes a new user an administrator, whatever the sign-up asks', async () => {
    const email = uniqueEmail('wannabe');
    const topLevel = await call(kit, 'POST', '/auth/v1/signup', {
      body: signUpBody(email, { is_admin: true }),
    });
    expect(topLevel.status).toBe(400);

    const body = signUpBody(email, {
      data: { first_name: 'Eve', last_name: 'Admin', is_admin: true, role: 'admin' },
    });
    let signUp!: { status: number; body: any };
    const code = await codeMailedBy(kit, email, async () => {
      signUp = await call(kit, 'POST', '/auth/v1/signup', { body });
    });
    expect(signUp.status).toBe(200);
    expect(signUp.body.app_metadata.is_admin).toBe(false);
    expect(signUp.body.user_metadata).toEqual({ first_name: 'Eve', last_name: 'Admin', language: 'en' });
    const { data } = await authClient(kit).verifyOtp({ email, token: code, type: 'email' });
    const status = await call(kit, 'GET', '/api/user/admin-status', { token: data.session!.access_token });
    expect(status).toEqual({ status: 200, body: { is_admin: false, role: null } });
    expect(await kit.request('auth.user.is-admin', { userId: data.user!.id })).toEqual({
      isAdmin: false,
      role: null,
      secondFactor: false,
    });
  });

  it('knows the start-up administrator, and drops admin rights with the sessions', async () => {
    const admin = await authClient(kit).signInWithPassword(DEV_ADMIN);
    expect(admin.error).toBeNull();
    const status = await call(kit, 'GET', '/api/user/admin-status', {
      token: admin.data.session!.access_token,
    });
    // An owner, who must add a second factor before the back office lets them act.
    expect(status).toEqual({
      status: 200,
      body: { is_admin: true, role: 'owner', second_factor_required: true },
    });

    const { user, session } = await registeredUser(kit, 'promoted');
    await kit.request('auth.user.update', { userId: user.id, isAdmin: true });
    expect((await call(kit, 'GET', '/api/user/admin-status', { token: session.access_token })).body).toEqual({
      is_admin: true,
      role: 'owner',
      second_factor_required: true,
    });
    await kit.request('auth.user.update', { userId: user.id, isAdmin: false });
    expect((await call(kit, 'GET', '/api/user/admin-status', { token: session.access_token })).status).toBe(
      401,
    );

    const lastAdmin = kit.request('auth.user.update', { userId: admin.data.user.id, isAdmin: false });
    await expect(lastAdmin).rejects.toMatchObject({ status: 409, code: 'LAST_ADMIN' });
  });

  it('deletes the account after the password confirms it', async () => {
    const { email, password, session, user } = await registeredUser(kit, 'delete');
    const deleted = await events<{ userId: string }>(AuthEvents.userDeleted);
    try {
      const wrong = await call(kit, 'DELETE', '/api/account', {
        token: session.access_token,
        body: { password: 'Not-It-123!' },
      });
      expect(wrong).toEqual({
        status: 400,
        body: { error: 'Incorrect password', code: 'INVALID_CREDENTIALS' },
      });
      const ok = await call(kit, 'DELETE', '/api/account', {
        token: session.access_token,
        body: { password },
      });
      expect(ok.status).toBe(200);
      expect((await call(kit, 'GET', '/auth/v1/user', { token: session.access_token })).status).toBe(403);
      expect((await authClient(kit).signInWithPassword({ email, password })).error?.message).toBe(
        'Invalid email or password',
      );
      await new Promise((r) => setTimeout(r, 200));
      expect(deleted.received).toEqual([{ userId: user.id }]);
    } finally {
      await deleted.close();
    }
  });

  describe('bad input gets a 4xx with a message, never a 500', () => {
    const cases: [string, string, { body?: unknown; raw?: string }][] = [
      ['POST', '/auth/v1/signup', { raw: '{"email": ' }],
      ['POST', '/auth/v1/signup', { body: {} }],
      [
        'POST',
        '/auth/v1/signup',
        {
          body: {
            email: 'not-an-email',
            password: STRONG_PASSWORD,
            data: { first_name: 'A', last_name: 'B' },
          },
        },
      ],
      ['POST', '/auth/v1/signup', { body: { email: 42, password: ['x'], data: 'nope' } }],
      [
        'POST',
        '/auth/v1/signup',
        {
          body: {
            email: `${'a'.repeat(300)}@example.test`,
            password: STRONG_PASSWORD,
            data: { first_name: 'A', last_name: 'B' },
          },
        },
      ],
      [
        'POST',
        '/auth/v1/signup',
        {
          body: {
            email: 'x@example.test',
            password: STRONG_PASSWORD,
            data: { first_name: 'A'.repeat(500), last_name: 'B' },
          },
        },
      ],
      [
        'POST',
        '/auth/v1/signup',
        {
          body: {
            email: 'x@example.test',
            password: STRONG_PASSWORD,
            data: { first_name: '', last_name: 'B' },
          },
        },
      ],
      [
        'POST',
        '/auth/v1/signup',
        { raw: JSON.stringify({ email: 'x@example.test', password: 'A'.repeat(100_000) }) },
      ],
      ['POST', '/auth/v1/verify', { body: { type: 'signup', email: 'x@example.test', token: '12ab56' } }],
      ['POST', '/auth/v1/verify', { body: { type: 'sms', email: 'x@example.test', token: '123456' } }],
      ['POST', '/auth/v1/resend', { body: { type: 'recovery', email: 'x@example.test' } }],
      ['POST', '/auth/v1/recover', { body: { email: null } }],
      ['POST', '/auth/v1/token?grant_type=magic', { body: {} }],
      ['POST', '/auth/v1/token?grant_type=password', { body: { email: 'x@example.test' } }],
      ['POST', '/auth/v1/token?grant_type=refresh_token', { body: { refresh_token: 'does-not-exist' } }],
      ['POST', '/auth/v1/token?grant_type=refresh_token', { body: { refresh_token: { $ne: '' } } }],
      ['GET', '/auth/v1/user', {}],
      ['POST', '/api/reset-password', { body: { email: 'x@example.test', code: '123456' } }],
      [
        'POST',
        '/api/reset-password',
        { body: { email: 'x@example.test', code: '123456', newPassword: STRONG_PASSWORD, extra: 1 } },
      ],
      ['POST', '/api/auth/verify-2fa', { body: { code: '123456' } }],
      ['DELETE', '/api/account', { body: {} }],
    ];

    it.each(cases)('%s %s %#', async (method, path, options) => {
      const res = await call(kit, method, path, options);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      // Body failures are answered before the route runs: GoTrue's shape on /auth/v1, `{ error, code }` elsewhere.
      const message = path.startsWith('/auth/v1') ? (res.body.msg ?? res.body.error) : res.body.error;
      expect(message).toEqual(expect.any(String));
    });

    it('refuses a forged token and one signed by another key', async () => {
      const forged = jwt.sign({ sub: 'x', aud: 'authenticated', session_id: 'y' }, 'secret');
      expect((await call(kit, 'GET', '/api/user/admin-status', { token: forged })).status).toBe(401);
      expect((await call(kit, 'GET', '/api/user/admin-status', { token: 'garbage' })).status).toBe(401);
      expect((await call(kit, 'GET', '/auth/v1/user', { token: forged })).body).toMatchObject({
        code: 403,
        error_code: 'bad_jwt',
      });
    });
  });
});
