import { AuthApiError, AuthWeakPasswordError } from '@supabase/auth-js';
import { createPublicKey } from 'node:crypto';
import jwt from 'jsonwebtoken';
import {
  AuthKit,
  authClient,
  call,
  codeMailedBy,
  DEV_ADMIN,
  registeredUser,
  startAuthKit,
  STRONG_PASSWORD,
  uniqueEmail,
} from '../../../tests/support/auth-kit';

jest.setTimeout(30000);

describe('@supabase/auth-js against /auth/v1', () => {
  let kit: AuthKit;

  beforeAll(async () => {
    kit = await startAuthKit();
  }, 90000);

  afterAll(() => kit?.close());

  it('runs the whole cycle: sign up, verify, sign in, refresh, change password, sign out, recover', async () => {
    const email = uniqueEmail('cycle');
    const auth = authClient(kit);

    // Sign-up answers the user without a session: the email must be confirmed first.
    let signUpUser: Awaited<ReturnType<typeof auth.signUp>>['data']['user'] = null;
    const signupCode = await codeMailedBy(kit, email, async () => {
      const { data, error } = await auth.signUp({
        email,
        password: STRONG_PASSWORD,
        options: { data: { first_name: 'Grace', last_name: 'Hopper' } },
      });
      expect(error).toBeNull();
      expect(data.session).toBeNull();
      signUpUser = data.user;
    });
    expect(signUpUser).toMatchObject({
      email,
      aud: 'authenticated',
      role: 'authenticated',
      email_confirmed_at: null,
      app_metadata: { provider: 'email', providers: ['email'], is_admin: false },
      user_metadata: { first_name: 'Grace', last_name: 'Hopper' },
    });

    // An unconfirmed account cannot sign in yet.
    const early = await auth.signInWithPassword({ email, password: STRONG_PASSWORD });
    expect(early.error).toBeInstanceOf(AuthApiError);
    expect(early.error).toMatchObject({ status: 400, code: 'email_not_confirmed' });

    const verified = await auth.verifyOtp({ email, token: signupCode, type: 'email' });
    expect(verified.error).toBeNull();
    expect(verified.data.session).toMatchObject({ token_type: 'bearer', expires_in: 900 });
    expect(verified.data.user?.email_confirmed_at).toEqual(expect.any(String));

    const signedIn = await auth.signInWithPassword({ email, password: STRONG_PASSWORD });
    expect(signedIn.error).toBeNull();
    const session = signedIn.data.session!;
    expect(session.expires_at).toBeGreaterThan(Date.now() / 1000);
    const claims = jwt.decode(session.access_token) as Record<string, any>;
    expect(claims).toMatchObject({
      sub: signedIn.data.user.id,
      email,
      role: 'authenticated',
      aud: 'authenticated',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: expect.any(Number) }],
      session_id: expect.any(String),
      app_metadata: { is_admin: false },
      user_metadata: { first_name: 'Grace', last_name: 'Hopper' },
    });

    const me = await auth.getUser(session.access_token);
    expect(me.data.user?.id).toBe(signedIn.data.user.id);

    const refreshed = await auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(session.refresh_token);

    await auth.setSession({
      access_token: refreshed.data.session!.access_token,
      refresh_token: refreshed.data.session!.refresh_token,
    });
    const newPassword = 'Another-Secret-7';
    const updated = await auth.updateUser({ password: newPassword, current_password: STRONG_PASSWORD });
    expect(updated.error).toBeNull();

    const oldPassword = await authClient(kit).signInWithPassword({ email, password: STRONG_PASSWORD });
    expect(oldPassword.error).toMatchObject({
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid email or password',
    });
    const withNew = await authClient(kit).signInWithPassword({ email, password: newPassword });
    expect(withNew.error).toBeNull();

    const accessBeforeSignOut = refreshed.data.session!.access_token;
    expect((await auth.signOut()).error).toBeNull();
    // The token is still unexpired, yet its session ended: refused at once.
    const after = await call(kit, 'GET', '/auth/v1/user', { token: accessBeforeSignOut });
    expect(after.status).toBe(403);
    expect(after.body).toMatchObject({ code: 403, error_code: 'session_not_found' });

    const recovery = authClient(kit);
    const recoveryCode = await codeMailedBy(kit, email, async () => {
      const { error } = await recovery.resetPasswordForEmail(email);
      expect(error).toBeNull();
    });
    const recovered = await recovery.verifyOtp({ email, token: recoveryCode, type: 'recovery' });
    expect(recovered.error).toBeNull();
    expect(
      (jwt.decode(recovered.data.session!.access_token) as { amr: { method: string }[] }).amr[0].method,
    ).toBe('recovery');
    const finalPassword = 'Recovered-Pass-3';
    expect((await recovery.updateUser({ password: finalPassword })).error).toBeNull();
    expect((await authClient(kit).signInWithPassword({ email, password: finalPassword })).error).toBeNull();
  });

  it('accepts current_password with a new password and refuses a wrong one', async () => {
    const { email, password, session } = await registeredUser(kit, 'current');
    const auth = authClient(kit);
    await auth.setSession({ access_token: session.access_token, refresh_token: session.refresh_token });

    const wrong = await auth.updateUser({ password: 'Next-Secret-8', current_password: 'Not-Mine-123!' });
    expect(wrong.error).toMatchObject({
      status: 400,
      code: 'current_password_invalid',
      message: 'Current password is incorrect',
    });
    expect((await authClient(kit).signInWithPassword({ email, password })).error).toBeNull();

    const right = await auth.updateUser({ password: 'Next-Secret-8', current_password: password });
    expect(right.error).toBeNull();
    expect((await authClient(kit).signInWithPassword({ email, password: 'Next-Secret-8' })).error).toBeNull();
  });

  it('signs access tokens with the key published at .well-known/jwks.json', async () => {
    const { session } = await registeredUser(kit, 'jwks');
    const res = await call(kit, 'GET', '/auth/v1/.well-known/jwks.json');
    expect(res.status).toBe(200);
    const [key] = res.body.keys;
    expect(key).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig', kid: expect.any(String) });
    expect(JSON.stringify(res.body)).not.toMatch(/"d"/);
    const verified = jwt.verify(session.access_token, createPublicKey({ key, format: 'jwk' }), {
      algorithms: ['ES256'],
    });
    expect(verified).toMatchObject({ sub: expect.any(String) });
  });

  it('answers GoTrue-shaped errors that auth-js turns into typed errors with the spec messages', async () => {
    const auth = authClient(kit);
    const weak = await auth.signUp({
      email: uniqueEmail('weak'),
      password: 'short',
      options: { data: { first_name: 'A', last_name: 'B' } },
    });
    expect(weak.error).toBeInstanceOf(AuthWeakPasswordError);
    expect(weak.error).toMatchObject({ status: 422, message: 'Password must be at least 8 characters long' });

    const noSymbol = await auth.signUp({
      email: uniqueEmail('weak'),
      password: 'Abcdefgh1',
      options: { data: { first_name: 'A', last_name: 'B' } },
    });
    expect(noSymbol.error?.message).toBe('Password is too weak. Please use a stronger password');

    const { email } = await registeredUser(kit, 'taken');
    const again = await authClient(kit).signUp({
      email: email.toUpperCase(),
      password: STRONG_PASSWORD,
      options: { data: { first_name: 'A', last_name: 'B' } },
    });
    // A confirmed address is answered as an unconfirmed one would be (here, within the resend
    // cool-down of its own sign-up: 429); its owner is mailed instead. No enumeration by status:
    // account-sessions.int-spec.ts compares the answers after the cool-down.
    expect(again.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });

    const unknown = await authClient(kit).signInWithPassword({
      email: uniqueEmail('nobody'),
      password: STRONG_PASSWORD,
    });
    const wrong = await authClient(kit).signInWithPassword({ email, password: 'Wrong-Password-1' });
    expect(unknown.error).toMatchObject({
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid email or password',
    });
    expect(wrong.error).toMatchObject({
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid email or password',
    });

    const badCode = await authClient(kit).verifyOtp({ email, token: '000000', type: 'recovery' });
    expect(badCode.error).toMatchObject({
      status: 403,
      code: 'otp_expired',
      message: 'Invalid verification code',
    });

    const raw = await call(kit, 'POST', '/auth/v1/token?grant_type=password', {
      body: { email, password: 'Wrong-Password-1' },
    });
    expect(raw.body).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid email or password',
      error: 'invalid_grant',
      error_description: 'Invalid email or password',
    });

    // The body parser refuses before any route runs; the answer still comes in GoTrue's shape.
    const malformed = await call(kit, 'POST', '/auth/v1/signup', { raw: '{"email": "half@example.test", ' });
    expect(malformed).toEqual({
      status: 400,
      body: { code: 400, error_code: 'bad_json', msg: 'The request body is not valid JSON' },
    });
    const malformedToken = await call(kit, 'POST', '/auth/v1/token?grant_type=password', {
      raw: '{"email":',
    });
    expect(malformedToken.body).toMatchObject({ code: 400, error_code: 'bad_json', error: 'invalid_grant' });

    // So does a path the router refuses: an overlong id, and a broken escape.
    for (const path of [`/auth/v1/factors/${'a'.repeat(2000)}`, '/auth/v1/factors/%E0%A4%A']) {
      const refused = await call(kit, 'DELETE', path);
      expect({ path, ...refused }).toEqual({
        path,
        status: 400,
        body: { code: 400, error_code: 'malformed_path', msg: 'The request path is not valid' },
      });
    }
  });

  it('answers recover, resend and otp the same for unknown and known emails', async () => {
    const { email } = await registeredUser(kit, 'known');
    for (const path of ['recover', 'otp']) {
      const known = await call(kit, 'POST', `/auth/v1/${path}`, { body: { email } });
      const unknown = await call(kit, 'POST', `/auth/v1/${path}`, { body: { email: uniqueEmail('ghost') } });
      expect([known.status, known.body]).toEqual([200, {}]);
      expect([unknown.status, unknown.body]).toEqual([200, {}]);
    }
    // The start-up administrator exists and has had no mail yet: it must look like a stranger.
    const resendKnown = await call(kit, 'POST', '/auth/v1/resend', {
      body: { email: DEV_ADMIN.email, type: 'signup' },
    });
    const ghost = uniqueEmail('ghost');
    const resendUnknown = await call(kit, 'POST', '/auth/v1/resend', {
      body: { email: ghost, type: 'signup' },
    });
    expect([resendKnown.status, resendKnown.body]).toEqual([200, {}]);
    expect([resendUnknown.status, resendUnknown.body]).toEqual([200, {}]);
    // The 60 s cool-down applies to every address, so it reveals nothing either.
    const knownAgain = await call(kit, 'POST', '/auth/v1/resend', {
      body: { email: DEV_ADMIN.email, type: 'signup' },
    });
    const unknownAgain = await call(kit, 'POST', '/auth/v1/resend', {
      body: { email: ghost, type: 'signup' },
    });
    expect(knownAgain.status).toBe(429);
    expect(unknownAgain).toEqual(knownAgain);
  });

  it('signs in with an emailed code from POST /otp', async () => {
    const { email } = await registeredUser(kit, 'otp');
    const auth = authClient(kit);
    const code = await codeMailedBy(kit, email, async () => {
      expect((await auth.signInWithOtp({ email, options: { shouldCreateUser: false } })).error).toBeNull();
    });
    const { data, error } = await auth.verifyOtp({ email, token: code, type: 'email' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
  });

  it('signs out other sessions only with scope=others', async () => {
    const { email, password, session } = await registeredUser(kit, 'scopes');
    const second = (await authClient(kit).signInWithPassword({ email, password })).data.session!;
    const out = await call(kit, 'POST', '/auth/v1/logout?scope=others', { token: second.access_token });
    expect(out.status).toBe(204);
    expect((await call(kit, 'GET', '/auth/v1/user', { token: second.access_token })).status).toBe(200);
    expect((await call(kit, 'GET', '/auth/v1/user', { token: session.access_token })).status).toBe(403);
  });
});
