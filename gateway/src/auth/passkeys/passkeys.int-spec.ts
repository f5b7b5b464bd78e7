import { AuthClient } from '@supabase/auth-js';
import jwt from 'jsonwebtoken';
import { Client } from 'pg';
import {
  AuthKit,
  authClient,
  call,
  codeMailedBy,
  DEV_ADMIN,
  listMail,
  registeredUser,
  startKit,
  STRONG_PASSWORD,
  uniqueIp,
} from '../../../../tests/support/auth-kit';
import { waitFor } from '../../../../tests/support/stack';
import { SoftwareAuthenticator } from './__tests__/software-authenticator';

jest.setTimeout(60000);

/** Browsers refuse an IP address as a relying party: the page is on localhost, at the stack's port. */
const RATE_LIMIT_PER_IP = 20;
const CHROME_ON_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const claims = (token: string) =>
  jwt.decode(token) as { aal: string; amr: { method: string }[]; session_id: string };

describe('passkeys: registration, sign-in with a passkey alone, and as a second factor', () => {
  let kit: AuthKit;
  let db: Client;
  let origin: string;

  beforeAll(async () => {
    // The admin service writes the audit log's entries of removed passkeys.
    kit = await startKit({
      services: ['auth', 'notifications', 'admin'],
      env: { RATE_LIMIT_PER_IP: String(RATE_LIMIT_PER_IP), RATE_LIMIT_PER_EMAIL: '8' },
    });
    origin = `http://localhost:${new URL(kit.stack.baseUrl).port}`;
    db = new Client({ connectionString: kit.stack.database.url });
    await db.connect();
  }, 180000);

  afterAll(async () => {
    await db?.end();
    await kit?.close();
  });

  /** A JSON call as the page at `origin` makes it (the browser adds Origin). */
  const page = (method: string, path: string, options: Parameters<typeof call>[3] = {}) =>
    call(kit, method, path, {
      ...options,
      headers: { origin, 'user-agent': CHROME_ON_LINUX, ...options.headers },
    });

  /** Registers a passkey on `device` for the session of `token`. */
  async function register(token: string, device: SoftwareAuthenticator) {
    const options = await page('POST', '/auth/v1/passkeys/registration/options', { token, body: {} });
    expect(options.status).toBe(200);
    const credential = device.register(options.body.options);
    const verified = await page('POST', '/auth/v1/passkeys/registration/verify', {
      token,
      body: { challenge_id: options.body.challenge_id, credential },
    });
    expect(verified.status).toBe(200);
    return { options: options.body, passkey: verified.body, credential };
  }

  /** A new account with one passkey on a device of its own. */
  async function userWithPasskey(label: string) {
    const user = await registeredUser(kit, label);
    const device = new SoftwareAuthenticator(origin);
    const registered = await register(user.session.access_token, device);
    return { ...user, device, ...registered };
  }

  async function signInWithPasskey(device: SoftwareAuthenticator, ip = uniqueIp()) {
    const options = await page('POST', '/auth/v1/passkeys/authentication/options', { body: {}, ip });
    expect(options.status).toBe(200);
    const credential = device.assert(options.body.options);
    return page('POST', '/auth/v1/passkeys/authentication/verify', {
      body: { challenge_id: options.body.challenge_id, credential },
      ip,
    });
  }

  it('registers a discoverable passkey with a random user handle, its public key and counter stored; the first one turns two-factor on', async () => {
    const { options, passkey, credential, user, session } = await userWithPasskey('pk-register');
    expect(options.options).toMatchObject({
      rp: { id: 'localhost', name: 'Oddsmith' },
      user: { name: user.email, displayName: 'Ada Lovelace' },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    expect(options.expires_at).toBeGreaterThan(Date.now() / 1000);
    expect(passkey).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      friendly_name: 'Chrome · Linux',
      created_at: expect.any(String),
      last_used_at: null,
      recovery_codes: expect.arrayContaining([expect.any(String)]),
    });
    expect(passkey.recovery_codes).toHaveLength(10);

    const handle = options.options.user.id as string;
    expect(Buffer.from(handle, 'base64url')).toHaveLength(32);
    expect(handle).not.toContain(user.email);
    expect(Buffer.from(handle, 'base64url').toString('utf8')).not.toContain(user.id);
    const stored = await db.query(
      `SELECT p.credential_id, p.public_key, p.sign_count, p.rp_id, h.handle
         FROM auth.passkeys p JOIN auth.passkey_user_handles h USING (user_id) WHERE p.id = $1`,
      [passkey.id],
    );
    expect(stored.rows[0]).toMatchObject({
      credential_id: credential.id,
      sign_count: '0',
      rp_id: 'localhost',
      handle,
    });
    expect(stored.rows[0].public_key.length).toBeGreaterThan(64);

    // Listed with GoTrue's fields; the session, which just proved the passkey, is raised.
    const token = session.access_token;
    const listed = await page('GET', '/auth/v1/passkeys', { token });
    expect(listed.body).toEqual([
      { id: passkey.id, friendly_name: 'Chrome · Linux', created_at: passkey.created_at, last_used_at: null },
    ]);
    const refreshed = await authClient(kit).refreshSession({ refresh_token: session.refresh_token });
    expect(claims(refreshed.data.session!.access_token)).toMatchObject({ aal: 'aal2' });
    expect(refreshed.data.user!.app_metadata.two_factor_enabled).toBe(true);
  });

  it('signs in with the passkey alone: a session at aal2, as good as a password sign-in with its second factor', async () => {
    const { device, passkey, user } = await userWithPasskey('pk-sign-in');
    const signedIn = await signInWithPasskey(device);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({
      token_type: 'bearer',
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      user: { id: user.id, email: user.email },
    });
    expect(claims(signedIn.body.access_token)).toMatchObject({ aal: 'aal2', amr: [{ method: 'webauthn' }] });
    const token = signedIn.body.access_token;
    expect((await call(kit, 'GET', '/api/user/admin-status', { token })).status).toBe(200);
    const sessions = await call(kit, 'GET', '/api/account/sessions', { token });
    expect(sessions.body.sessions).toContainEqual(expect.objectContaining({ current: true }));

    const listed = await page('GET', '/auth/v1/passkeys', { token });
    expect(listed.body[0]).toMatchObject({ id: passkey.id, last_used_at: expect.any(String) });
    const counter = await db.query(`SELECT sign_count FROM auth.passkeys WHERE id = $1`, [passkey.id]);
    expect(counter.rows[0].sign_count).toBe('1');
  });

  it('works through @supabase/auth-js unchanged: auth.passkey registers, signs in and stores the session', async () => {
    const user = await registeredUser(kit, 'pk-auth-js');
    // auth-js in Node sends no Origin: the relying party is PUBLIC_URL's.
    const device = new SoftwareAuthenticator(kit.stack.baseUrl);
    const memory = new Map<string, string>();
    const auth = new AuthClient({
      url: `${kit.stack.baseUrl}/auth/v1`,
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storage: {
        getItem: (key) => memory.get(key) ?? null,
        setItem: (key, value) => void memory.set(key, value),
        removeItem: (key) => void memory.delete(key),
      },
      headers: { 'x-forwarded-for': uniqueIp() },
      experimental: { passkey: true },
    });
    await auth.setSession({
      access_token: user.session.access_token,
      refresh_token: user.session.refresh_token,
    });
    const started = await auth.passkey.startRegistration();
    expect(started.error).toBeNull();
    const made = await auth.passkey.verifyRegistration({
      challengeId: started.data!.challenge_id,
      credential: device.register(started.data!.options as never) as never,
    });
    expect(made.error).toBeNull();
    expect(made.data).toMatchObject({ id: expect.any(String) });

    await auth.signOut({ scope: 'local' });
    const options = await auth.passkey.startAuthentication();
    expect(options.error).toBeNull();
    const signedIn = await auth.passkey.verifyAuthentication({
      challengeId: options.data!.challenge_id,
      credential: device.assert(options.data!.options as never) as never,
    });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data!.session).toMatchObject({ user: { id: user.user.id } });
    const { data } = await auth.getSession();
    expect(data.session?.user.id).toBe(user.user.id);
    expect((await auth.passkey.list()).data).toEqual([expect.objectContaining({ id: made.data!.id })]);
  });

  it('refuses a replayed challenge: each is answered once, right or wrong', async () => {
    const { device } = await userWithPasskey('pk-replay');
    const ip = uniqueIp();
    const options = await page('POST', '/auth/v1/passkeys/authentication/options', { body: {}, ip });
    const answer = {
      challenge_id: options.body.challenge_id,
      credential: device.assert(options.body.options),
    };
    expect((await page('POST', '/auth/v1/passkeys/authentication/verify', { body: answer, ip })).status).toBe(
      200,
    );

    const replayed = await page('POST', '/auth/v1/passkeys/authentication/verify', { body: answer, ip });
    expect(replayed).toEqual({
      status: 422,
      body: {
        code: 422,
        error_code: 'passkey_challenge_expired',
        msg: 'The passkey request has expired. Please try again',
      },
    });
    // A fresh signature over the used challenge is no better.
    const again = await page('POST', '/auth/v1/passkeys/authentication/verify', {
      body: { challenge_id: options.body.challenge_id, credential: device.assert(options.body.options) },
      ip,
    });
    expect(again.body.error_code).toBe('passkey_challenge_expired');
    // A challenge nobody issued.
    const made = await page('POST', '/auth/v1/passkeys/authentication/verify', {
      body: { ...answer, challenge_id: '00000000-0000-4000-8000-000000000000' },
      ip,
    });
    expect(made.body.error_code).toBe('passkey_challenge_expired');
  });

  it('refuses a wrong signature, another origin, an unverified user and a counter going back', async () => {
    const { device } = await userWithPasskey('pk-wrong');
    const attempt = async (tamper: Parameters<SoftwareAuthenticator['assert']>[1]) => {
      const ip = uniqueIp();
      const options = await page('POST', '/auth/v1/passkeys/authentication/options', { body: {}, ip });
      return page('POST', '/auth/v1/passkeys/authentication/verify', {
        body: {
          challenge_id: options.body.challenge_id,
          credential: device.assert(options.body.options, tamper),
        },
        ip,
      });
    };
    const refused = {
      status: 422,
      body: { code: 422, error_code: 'passkey_verification_failed', msg: 'We could not verify your passkey' },
    };
    expect(await attempt({ wrongKey: true })).toEqual(refused);
    expect(await attempt({ origin: 'http://evil.localhost:4000' })).toEqual(refused);
    expect(await attempt({ noUserVerification: true })).toEqual(refused);
    expect((await attempt({})).status).toBe(200);
    expect(await attempt({ counter: 1 })).toEqual(refused);
  });

  it('tells a passkey the account no longer has, and refuses an origin that is not allowed', async () => {
    const stranger = new SoftwareAuthenticator(origin);
    // Registered for another site entirely: this server never saw it.
    const other = await page('POST', '/auth/v1/passkeys/authentication/options', { body: {} });
    stranger.register({
      rp: { id: 'localhost', name: 'x' },
      user: { id: 'AAAA', name: 'x', displayName: 'x' },
      challenge: 'AAAA',
      pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
    });
    const unknown = await page('POST', '/auth/v1/passkeys/authentication/verify', {
      body: { challenge_id: other.body.challenge_id, credential: stranger.assert(other.body.options) },
    });
    expect(unknown.body).toMatchObject({ code: 422, error_code: 'passkey_not_registered' });

    const evil = await call(kit, 'POST', '/auth/v1/passkeys/authentication/options', {
      body: {},
      headers: { origin: 'https://evil.example' },
    });
    expect(evil.body).toEqual({
      code: 400,
      error_code: 'passkey_origin_not_allowed',
      msg: 'Passkeys are not available at this address',
    });
  });

  it('rate-limits passkey sign-in per address like password sign-in', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < RATE_LIMIT_PER_IP; i += 1)
      expect((await page('POST', '/auth/v1/passkeys/authentication/options', { body: {}, ip })).status).toBe(
        200,
      );
    const refused = await page('POST', '/auth/v1/passkeys/authentication/options', { body: {}, ip });
    expect(refused.status).toBe(429);
    expect(refused.body.error_code).toBe('over_request_rate_limit');
    // Password sign-ins from that address share the count.
    const password = await call(kit, 'POST', '/auth/v1/token?grant_type=password', {
      body: { email: 'someone@example.test', password: 'Whatever-1' },
      ip,
    });
    expect(password.status).toBe(429);
  });

  it('raises a password sign-in’s aal1 session to aal2 as its second factor', async () => {
    const { device, email } = await userWithPasskey('pk-second');
    const signedIn = await authClient(kit).signInWithPassword({ email, password: STRONG_PASSWORD });
    const pending = signedIn.data.session!.access_token;
    expect(claims(pending).aal).toBe('aal1');
    expect((await call(kit, 'GET', '/api/user/admin-status', { token: pending })).body.code).toBe(
      'MFA_REQUIRED',
    );

    const options = await page('POST', '/api/auth/passkeys/second-factor/options', {
      token: pending,
      body: {},
    });
    expect(options.status).toBe(200);
    expect(options.body.options.allowCredentials).toHaveLength(1);
    const raised = await page('POST', '/api/auth/passkeys/second-factor/verify', {
      token: pending,
      body: { challenge_id: options.body.challenge_id, credential: device.assert(options.body.options) },
    });
    expect(raised.status).toBe(200);
    expect(claims(raised.body.access_token)).toMatchObject({
      aal: 'aal2',
      amr: [{ method: 'webauthn' }, { method: 'password' }],
      session_id: claims(pending).session_id,
    });
    expect(
      (await call(kit, 'GET', '/api/user/admin-status', { token: raised.body.access_token })).status,
    ).toBe(200);

    // A challenge belongs to the session that asked for it.
    const other = await authClient(kit).signInWithPassword({ email, password: STRONG_PASSWORD });
    const mine = await page('POST', '/api/auth/passkeys/second-factor/options', { token: pending, body: {} });
    const stolen = await page('POST', '/api/auth/passkeys/second-factor/verify', {
      token: other.data.session!.access_token,
      body: { challenge_id: mine.body.challenge_id, credential: device.assert(mine.body.options) },
    });
    expect(stolen.body).toMatchObject({ code: 'PASSKEY_CHALLENGE_EXPIRED' });
  });

  it('needs a re-authentication to remove a passkey, which a passkey itself gives; the last one turns two-factor off', async () => {
    const { device, passkey, user } = await userWithPasskey('pk-remove');
    const signedIn = await signInWithPasskey(device);
    const token = signedIn.body.access_token;
    // The sign-in is minutes old: its proof no longer counts.
    await db.query(
      `UPDATE auth.sessions
          SET amr = (SELECT jsonb_agg(jsonb_set(e, '{timestamp}', to_jsonb((e->>'timestamp')::bigint - 3600)))
                       FROM jsonb_array_elements(amr) e)
        WHERE id = $1`,
      [claims(token).session_id],
    );

    const refused = await page('DELETE', `/auth/v1/passkeys/${passkey.id}`, { token });
    expect(refused).toEqual({
      status: 403,
      body: {
        code: 403,
        error_code: 'reauthentication_needed',
        msg: 'Please confirm your password to continue',
      },
    });
    // Renaming changes nothing that matters: no re-authentication.
    const renamed = await page('PATCH', `/auth/v1/passkeys/${passkey.id}`, {
      token,
      body: { friendly_name: 'Work laptop' },
    });
    expect(renamed.body).toMatchObject({ id: passkey.id, friendly_name: 'Work laptop' });

    const options = await page('POST', '/api/auth/passkeys/reauthentication/options', { token, body: {} });
    const confirmed = await page('POST', '/api/auth/passkeys/reauthentication/verify', {
      token,
      body: { challenge_id: options.body.challenge_id, credential: device.assert(options.body.options) },
    });
    expect(confirmed.status).toBe(200);
    expect(Date.parse(confirmed.body.reauthenticated_until)).toBeGreaterThan(Date.now());

    const removed = await page('DELETE', `/auth/v1/passkeys/${passkey.id}`, { token });
    expect(removed.status).toBe(204);
    expect((await page('GET', '/auth/v1/passkeys', { token })).body).toEqual([]);
    const account = await db.query(
      `SELECT two_factor_enabled, (SELECT count(*) FROM auth.recovery_codes r WHERE r.user_id = u.id) AS codes
         FROM auth.users u WHERE u.id = $1`,
      [user.id],
    );
    expect(account.rows[0]).toEqual({ two_factor_enabled: false, codes: '0' });
    // Gone for signing in too.
    expect((await signInWithPasskey(device)).body.error_code).toBe('passkey_not_registered');
    expect((await page('DELETE', `/auth/v1/passkeys/${passkey.id}`, { token })).status).toBe(404);
  });

  it('lets staff use a passkey as their second factor for the back office', async () => {
    const admin = authClient(kit);
    const first = await admin.signInWithPassword(DEV_ADMIN);
    const device = new SoftwareAuthenticator(origin);
    await register(first.data.session!.access_token, device);

    const signedIn = await authClient(kit).signInWithPassword(DEV_ADMIN);
    const pending = signedIn.data.session!.access_token;
    expect((await call(kit, 'GET', '/api/admin/service-keys', { token: pending })).status).toBe(403);
    const options = await page('POST', '/api/auth/passkeys/second-factor/options', {
      token: pending,
      body: {},
    });
    const raised = await page('POST', '/api/auth/passkeys/second-factor/verify', {
      token: pending,
      body: { challenge_id: options.body.challenge_id, credential: device.assert(options.body.options) },
    });
    expect(
      (await call(kit, 'GET', '/api/admin/service-keys', { token: raised.body.access_token })).status,
    ).toBe(200);
    // Or the passkey alone.
    const alone = await signInWithPasskey(device);
    expect(
      (await call(kit, 'GET', '/api/admin/service-keys', { token: alone.body.access_token })).status,
    ).toBe(200);
  });

  it('a password reset removes the account’s passkeys, so one a thief added signs nobody in; the mail and the audit log name it', async () => {
    const { device, passkey, email } = await userWithPasskey('pk-reset');
    const code = await codeMailedBy(kit, email, () =>
      call(kit, 'POST', '/auth/v1/recover', { body: { email } }),
    );
    const reset = await call(kit, 'POST', '/api/reset-password', {
      body: { email, code, newPassword: 'Another-Horse-10' },
    });
    expect(reset.status).toBe(200);

    expect((await signInWithPasskey(device)).status).toBeGreaterThanOrEqual(400);
    const left = await db.query(`SELECT count(*)::int AS n FROM auth.passkeys WHERE id = $1`, [passkey.id]);
    expect(left.rows[0].n).toBe(0);
    const mail = await waitFor(
      'the mail naming the passkey',
      async () => (await listMail(kit, email)).find((m) => m.subject.startsWith('Passkeys removed')),
      20000,
      200,
    );
    expect(mail.text).toContain(`This passkey was removed: “${passkey.friendly_name}”.`);
    const entry = await waitFor(
      'the audit entry',
      async () =>
        (
          await db.query(
            `SELECT details FROM admin.audit_log WHERE action = 'passkeys.removed' AND target = $1`,
            [passkey.id],
          )
        ).rows[0] as { details: Record<string, string> } | undefined,
      20000,
      200,
    );
    expect(entry.details).toEqual({ name: passkey.friendly_name, cause: 'password_reset' });
  });
});
