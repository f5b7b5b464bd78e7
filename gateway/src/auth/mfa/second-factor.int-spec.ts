import jwt from 'jsonwebtoken';
import { Client } from 'pg';
import {
  AuthKit,
  authClient,
  call,
  codeMailedBy,
  registeredUser,
  startAuthKit,
  STRONG_PASSWORD,
} from '../../../../tests/support/auth-kit';
import { enrolledUser as enrolledAppUser, totpCode } from './__tests__/authenticator-app';

jest.setTimeout(60000);

const claims = (token: string) => jwt.decode(token) as { aal: string; amr: { method: string }[] };

describe('authenticator apps, recovery codes and re-authentication through @supabase/auth-js', () => {
  let kit: AuthKit;
  let db: Client;

  beforeAll(async () => {
    kit = await startAuthKit();
    db = new Client({ connectionString: kit.stack.database.url });
    await db.connect();
  }, 180000);

  afterAll(async () => {
    await db?.end();
    await kit?.close();
  });

  const enrolledUser = (label: string) => enrolledAppUser(kit, label);

  it('enrols an app (QR code, secret, URI), whose first code confirms it and raises the session to aal2', async () => {
    const { factor, verified, recoveryCodes, user, secret } = await enrolledUser('totp-enrol');
    expect(factor).toMatchObject({
      type: 'totp',
      friendly_name: 'Phone',
      totp: {
        qr_code: expect.stringMatching(/^data:image\/svg\+xml;utf-8,<svg/),
        secret: expect.stringMatching(/^[A-Z2-7]{32}$/),
        uri: expect.stringContaining(`otpauth://totp/Oddsmith:${encodeURIComponent(user.email)}?`),
      },
    });
    expect(claims(verified.access_token)).toMatchObject({
      aal: 'aal2',
      amr: [{ method: 'totp' }, { method: 'otp' }],
    });
    expect(verified.user.app_metadata.two_factor_enabled).toBe(true);
    expect(recoveryCodes).toHaveLength(10);

    // The secret is stored encrypted, never as the base32 the app was shown.
    const stored = await db.query(`SELECT secret_sealed FROM auth.mfa_factors WHERE id = $1`, [factor.id]);
    expect(stored.rows[0].secret_sealed).not.toContain(secret);
    expect(stored.rows[0].secret_sealed).toMatch(/^v1\./);

    // auth-js reads the factor back from GET /user.
    const fresh = authClient(kit);
    await fresh.signInWithPassword({ email: user.email, password: STRONG_PASSWORD });
    const listed = await fresh.mfa.listFactors();
    expect(listed.data!.totp).toEqual([
      expect.objectContaining({
        id: factor.id,
        factor_type: 'totp',
        status: 'verified',
        friendly_name: 'Phone',
      }),
    ]);
    const level = await fresh.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
  });

  it('signs in with a code from the app once: the same code is refused the second time', async () => {
    const { email, factor, secret } = await enrolledUser('totp-once');
    // The enrolment used this step's code; the next step's is within the ±1 step allowed.
    const code = totpCode(secret, 1);

    const first = authClient(kit);
    const signedIn = await first.signInWithPassword({ email, password: STRONG_PASSWORD });
    expect(claims(signedIn.data.session!.access_token).aal).toBe('aal1');
    // With two-factor on, an aal1 session reaches nothing else.
    const pending = await call(kit, 'GET', '/api/user/admin-status', {
      token: signedIn.data.session!.access_token,
    });
    expect(pending.body).toMatchObject({ code: 'MFA_REQUIRED' });
    const raised = await first.mfa.challengeAndVerify({ factorId: factor.id, code });
    expect(raised.error).toBeNull();
    expect(claims(raised.data!.access_token)).toMatchObject({
      aal: 'aal2',
      amr: [{ method: 'totp' }, { method: 'password' }],
    });
    expect((await first.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe('aal2');

    // Every session handed out lists the user's factors, as GoTrue does: the password grant's, the
    // raised one's, and a refreshed one's (auth-js reads the next level from them).
    const listed = [
      expect.objectContaining({
        id: factor.id,
        factor_type: 'totp',
        status: 'verified',
        friendly_name: 'Phone',
      }),
    ];
    expect(signedIn.data.user!.factors).toEqual(listed);
    expect(raised.data!.user.factors).toEqual(listed);
    const refreshed = await first.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session!.user.factors).toEqual(listed);
    expect(claims(refreshed.data.session!.access_token).aal).toBe('aal2');
    expect((await first.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal2',
      nextLevel: 'aal2',
    });
    expect((await first.mfa.listFactors()).data!.totp.map((f) => f.id)).toEqual([factor.id]);

    const second = authClient(kit);
    await second.signInWithPassword({ email, password: STRONG_PASSWORD });
    const replay = await second.mfa.challengeAndVerify({ factorId: factor.id, code });
    expect(replay.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    // An older code than the last one used is refused too, and a code two steps away never works.
    expect(
      (await second.mfa.challengeAndVerify({ factorId: factor.id, code: totpCode(secret, 0) })).error,
    ).toMatchObject({ code: 'mfa_verification_failed' });
    expect(
      (await second.mfa.challengeAndVerify({ factorId: factor.id, code: totpCode(secret, 3) })).error,
    ).toMatchObject({ code: 'mfa_verification_failed' });
  });

  it('signs in at aal2 with a recovery code once, says how many remain, and a new set kills the old one', async () => {
    const { email, recoveryCodes, factor } = await enrolledUser('totp-recovery');
    const [code, spare] = recoveryCodes;

    const first = authClient(kit);
    const pending = await first.signInWithPassword({ email, password: STRONG_PASSWORD });
    const used = await call(kit, 'POST', '/auth/v1/factors/recovery/verify', {
      token: pending.data.session!.access_token,
      body: { challenge_id: 'recovery', code: code.toUpperCase() },
    });
    expect(used.status).toBe(200);
    expect(used.body.recovery_codes_remaining).toBe(9);
    expect(claims(used.body.access_token)).toMatchObject({
      aal: 'aal2',
      amr: [{ method: 'recovery_code' }, { method: 'password' }],
    });

    const second = authClient(kit);
    await second.signInWithPassword({ email, password: STRONG_PASSWORD });
    const again = await second.mfa.challengeAndVerify({ factorId: 'recovery', code });
    expect(again.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });

    // Through auth-js, a spare code gives the session auth-js then holds.
    const viaAuthJs = await second.mfa.challengeAndVerify({ factorId: 'recovery', code: spare });
    expect(viaAuthJs.error).toBeNull();
    expect((viaAuthJs.data as unknown as { recovery_codes_remaining: number }).recovery_codes_remaining).toBe(
      8,
    );
    const token = viaAuthJs.data!.access_token;
    expect(await call(kit, 'GET', '/api/auth/recovery-codes', { token })).toEqual({
      status: 200,
      body: { remaining: 8 },
    });

    // A new set needs the password confirmed again (this session signed in with it moments ago).
    const regenerated = await call(kit, 'POST', '/api/auth/recovery-codes', { token });
    expect(regenerated.status).toBe(200);
    expect(regenerated.body.recovery_codes).toHaveLength(10);
    const third = authClient(kit);
    await third.signInWithPassword({ email, password: STRONG_PASSWORD });
    expect(
      (await third.mfa.challengeAndVerify({ factorId: 'recovery', code: recoveryCodes[2] })).error,
    ).toMatchObject({ code: 'mfa_verification_failed' });
    expect(
      (await third.mfa.challengeAndVerify({ factorId: 'recovery', code: regenerated.body.recovery_codes[0] }))
        .error,
    ).toBeNull();

    // Removing the only app turns two-factor off, and the recovery codes die with it.
    const removed = await third.mfa.unenroll({ factorId: factor.id });
    expect(removed.error).toBeNull();
    const fourth = authClient(kit);
    const plain = await fourth.signInWithPassword({ email, password: STRONG_PASSWORD });
    expect(plain.data.user?.app_metadata.two_factor_enabled).toBe(false);
    const noCodes = await call(kit, 'POST', '/auth/v1/factors/recovery/verify', {
      token: plain.data.session!.access_token,
      body: { challenge_id: 'recovery', code: regenerated.body.recovery_codes[1] },
    });
    expect(noCodes.status).toBe(404);
  });

  it('refuses an aal1 session the factor changes: enrolling, removing, new recovery codes', async () => {
    const { email, factor } = await enrolledUser('totp-aal1');
    const pending = authClient(kit);
    const { data } = await pending.signInWithPassword({ email, password: STRONG_PASSWORD });
    const token = data.session!.access_token;
    for (const [method, path] of [
      ['POST', '/auth/v1/factors'],
      ['DELETE', `/auth/v1/factors/${factor.id}`],
      ['POST', '/api/auth/recovery-codes'],
    ] as const) {
      const answer = await call(kit, method, path, { token, body: { factor_type: 'totp' } });
      expect([path, answer.status]).toEqual([path, 403]);
    }
  });

  it('refuses a password change without re-authentication; the current password or the emailed nonce allow it', async () => {
    const { email, session } = await registeredUser(kit, 'reauth');
    const token = session.access_token;

    const bare = await call(kit, 'PUT', '/auth/v1/user', { token, body: { password: 'Stolen-Token-1' } });
    expect(bare.status).toBe(403);
    expect(bare.body).toMatchObject({ error_code: 'reauthentication_needed' });
    expect((await authClient(kit).signInWithPassword({ email, password: STRONG_PASSWORD })).error).toBeNull();

    const wrongNonce = await call(kit, 'PUT', '/auth/v1/user', {
      token,
      body: { password: 'Stolen-Token-1', nonce: '000000' },
    });
    expect(wrongNonce.body).toMatchObject({ error_code: 'reauthentication_not_valid' });

    const auth = authClient(kit);
    await auth.setSession({ access_token: token, refresh_token: session.refresh_token });
    // auth-js as a stolen token would use it: the new password alone is refused.
    const alone = await auth.updateUser({ password: 'Stolen-Token-1' });
    expect(alone.error).toMatchObject({ status: 403, code: 'reauthentication_needed' });
    const nonce = await codeMailedBy(kit, email, async () => {
      expect((await auth.reauthenticate()).error).toBeNull();
    });
    const changed = await auth.updateUser({ password: 'Nonce-Changed-2', nonce });
    expect(changed.error).toBeNull();
    expect(
      (await authClient(kit).signInWithPassword({ email, password: 'Nonce-Changed-2' })).error,
    ).toBeNull();

    // The nonce works once.
    const replay = await auth.updateUser({ password: 'Nonce-Changed-3', nonce });
    expect(replay.error).toMatchObject({ code: 'reauthentication_not_valid' });

    const withPassword = await auth.updateUser({
      password: 'Password-Changed-4',
      current_password: 'Nonce-Changed-2',
    });
    expect(withPassword.error).toBeNull();
  });

  it('confirms the password for later sensitive changes, and refuses a wrong one', async () => {
    const { session } = await registeredUser(kit, 'reauth-api');
    const token = session.access_token;
    const wrong = await call(kit, 'POST', '/api/auth/reauthenticate', {
      token,
      body: { password: 'Nope-1234!' },
    });
    expect(wrong).toEqual({
      status: 400,
      body: { error: 'The password or code you entered is incorrect', code: 'REAUTHENTICATION_NOT_VALID' },
    });
    const right = await call(kit, 'POST', '/api/auth/reauthenticate', {
      token,
      body: { password: STRONG_PASSWORD },
    });
    expect(right.status).toBe(200);
    expect(Date.parse(right.body.reauthenticated_until)).toBeGreaterThan(Date.now() + 200_000);
  });
});
