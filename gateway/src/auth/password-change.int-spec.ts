import { waitFor } from '../../../tests/support/stack';
import {
  AuthKit,
  authClient,
  call,
  codeMailedBy,
  listMail,
  PASSWORD_CHANGED_SUBJECT,
  registeredUser,
  startAuthKit,
  STRONG_PASSWORD,
  uniqueIp,
} from '../../../tests/support/auth-kit';
import { enrolledUser, totpCode } from './mfa/__tests__/authenticator-app';

jest.setTimeout(60000);

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const NEW_PASSWORD = 'Changed-Pass-42!';

describe('changing the password', () => {
  let kit: AuthKit;

  beforeAll(async () => {
    kit = await startAuthKit();
  }, 120000);

  afterAll(() => kit?.close());

  /** The account's "password changed" mail, once it is delivered. */
  const passwordChangedMail = (email: string) =>
    waitFor(
      `the password changed mail to ${email}`,
      async () => (await listMail(kit, email)).find((m) => PASSWORD_CHANGED_SUBJECT.test(m.subject)),
      20000,
      150,
    );

  const disownToken = (text: string) => /\/account\/disown\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];

  it('is refused without the current password or an emailed nonce (403 reauthentication_needed)', async () => {
    const { email, session } = await registeredUser(kit, 'no-proof');
    const bare = await call(kit, 'PUT', '/auth/v1/user', {
      token: session.access_token,
      body: { password: NEW_PASSWORD },
    });
    expect(bare.status).toBe(403);
    expect(bare.body).toMatchObject({ error_code: 'reauthentication_needed' });
    expect((await authClient(kit).signInWithPassword({ email, password: STRONG_PASSWORD })).error).toBeNull();
  });

  it('with an authenticator app, needs an aal2 session even with the current password (403 insufficient_aal)', async () => {
    const { email, factor, secret } = await enrolledUser(kit, 'aal1-change');
    const pending = authClient(kit);
    await pending.signInWithPassword({ email, password: STRONG_PASSWORD });

    const refused = await pending.updateUser({ password: NEW_PASSWORD, current_password: STRONG_PASSWORD });
    expect(refused.error).toMatchObject({ status: 403, code: 'insufficient_aal' });
    expect((await authClient(kit).signInWithPassword({ email, password: NEW_PASSWORD })).error).toMatchObject(
      {
        code: 'invalid_credentials',
      },
    );

    // The enrolment used this step's code; the next step's is accepted.
    expect(
      (await pending.mfa.challengeAndVerify({ factorId: factor.id, code: totpCode(secret, 1) })).error,
    ).toBeNull();
    const changed = await pending.updateUser({ password: NEW_PASSWORD, current_password: STRONG_PASSWORD });
    expect(changed.error).toBeNull();
    expect((await authClient(kit).signInWithPassword({ email, password: NEW_PASSWORD })).error).toBeNull();
  });

  it('mails "password changed" with when, where and the device; its "This wasn\'t me" link ends every session', async () => {
    const { email, session } = await registeredUser(kit, 'alerted');
    const elsewhere = (await authClient(kit).signInWithPassword({ email, password: STRONG_PASSWORD })).data
      .session!;
    const ip = uniqueIp();

    const changed = await call(kit, 'PUT', '/auth/v1/user', {
      token: session.access_token,
      ip,
      headers: { 'user-agent': FIREFOX_LINUX },
      body: { password: NEW_PASSWORD, current_password: STRONG_PASSWORD },
    });
    expect(changed.status).toBe(200);

    const mail = await passwordChangedMail(email);
    expect(mail.subject).toBe('Your Oddsmith password was changed');
    expect(mail.text).toContain('was just changed from a signed-in session');
    expect(mail.text).toMatch(/When: .+ UTC/);
    expect(mail.text).toContain('Device: Firefox on Linux (computer)');
    expect(mail.text).toContain(`Address: ${ip}`);
    const token = disownToken(mail.text);
    expect(token).toBeDefined();
    // The change ended the other session already; the one that changed it lives on.
    expect((await call(kit, 'GET', '/auth/v1/user', { token: elsewhere.access_token })).status).toBe(403);
    expect((await call(kit, 'GET', '/auth/v1/user', { token: session.access_token })).status).toBe(200);

    // "This wasn't me": the changing session ends too, and a code to choose a new password is mailed.
    const recoveryCode = await codeMailedBy(kit, email, async () => {
      const disowned = await call(kit, 'POST', '/api/account/sessions/disown', { body: { token } });
      expect(disowned).toMatchObject({ status: 200, body: { success: true, email } });
    });
    expect((await call(kit, 'GET', '/auth/v1/user', { token: session.access_token })).body).toMatchObject({
      error_code: 'session_not_found',
    });
    const again = await call(kit, 'POST', '/api/account/sessions/disown', { body: { token } });
    expect(again.body).toMatchObject({ code: 'DISOWN_LINK_INVALID' });

    const reset = await call(kit, 'POST', '/api/reset-password', {
      body: { email, code: recoveryCode, newPassword: 'Owner-Again-7!' },
    });
    expect(reset.status).toBe(200);
    expect(
      (await authClient(kit).signInWithPassword({ email, password: 'Owner-Again-7!' })).error,
    ).toBeNull();
  });

  it('mails a reset with an emailed code too, with its own link', async () => {
    const { email } = await registeredUser(kit, 'reset');
    const code = await codeMailedBy(kit, email, () => authClient(kit).resetPasswordForEmail(email));
    const reset = await call(kit, 'POST', '/api/reset-password', {
      headers: { 'user-agent': FIREFOX_LINUX },
      body: { email, code, newPassword: NEW_PASSWORD },
    });
    expect(reset.status).toBe(200);
    const mail = await passwordChangedMail(email);
    expect(mail.text).toContain('was just reset with a code sent to this address');
    expect(mail.text).toContain('Device: Firefox on Linux (computer)');
    expect(disownToken(mail.text)).toBeDefined();
  });
});
