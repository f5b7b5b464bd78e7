import {
  adminSession,
  AuthKit,
  call,
  DEV_ADMIN,
  registeredUser,
  startAuthKit,
  STRONG_PASSWORD,
} from '../../../../tests/support/auth-kit';

/** The shortest window the configuration allows, so the test can outwait it. */
const WINDOW_SECONDS = 60;

jest.setTimeout(150000);

describe('sensitive changes after the re-authentication window', () => {
  let kit: AuthKit;

  beforeAll(async () => {
    kit = await startAuthKit({ REAUTHENTICATION_WINDOW_SECONDS: String(WINDOW_SECONDS) });
  }, 120000);

  afterAll(() => kit?.close());

  it('refuses an old session’s token an API key, a service key, an authenticator app and 2FA until the password is confirmed again', async () => {
    const { session } = await registeredUser(kit, 'window');
    const token = session.access_token;
    const admin = await adminSession(kit);
    const serviceKey = {
      name: 'Billing',
      scopes: ['credits:read'],
      expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    };
    // Allowed at once: the sign-in itself proved the password (here, the emailed sign-up code).
    expect((await call(kit, 'GET', '/api/account/api-keys', { token })).status).toBe(200);
    expect(
      (await call(kit, 'POST', '/api/admin/service-keys', { token: admin.token, body: serviceKey })).status,
    ).toBe(201);

    await new Promise((resolve) => setTimeout(resolve, (WINDOW_SECONDS + 1) * 1000));

    const key = await call(kit, 'POST', '/api/account/api-keys', { token, body: { name: 'Stolen' } });
    expect(key).toEqual({
      status: 403,
      body: { error: 'Please confirm your password to continue', code: 'REAUTHENTICATION_NEEDED' },
    });
    const app = await call(kit, 'POST', '/auth/v1/factors', { token, body: { factor_type: 'totp' } });
    expect(app.status).toBe(403);
    expect(app.body).toMatchObject({ error_code: 'reauthentication_needed' });
    const twoFactor = await call(kit, 'POST', '/api/auth/send-2fa-setup', { token, body: {} });
    expect(twoFactor.body).toMatchObject({ code: 'REAUTHENTICATION_NEEDED' });
    const service = await call(kit, 'POST', '/api/admin/service-keys', {
      token: admin.token,
      body: { ...serviceKey, name: 'Stolen' },
    });
    expect(service).toEqual({
      status: 403,
      body: { error: 'Please confirm your password to continue', code: 'REAUTHENTICATION_NEEDED' },
    });
    // Nothing was made meanwhile.
    expect((await call(kit, 'GET', '/api/account/api-keys', { token })).body.keys).toEqual([]);
    const serviceKeys = await call(kit, 'GET', '/api/admin/service-keys', { token: admin.token });
    expect(serviceKeys.body.keys.map((k: { name: string }) => k.name)).toEqual(['Billing']);
    // A wrong password confirms nothing.
    expect(
      (
        await call(kit, 'POST', '/api/auth/reauthenticate', {
          token: admin.token,
          body: { password: 'Not-The-Password-1' },
        })
      ).body,
    ).toMatchObject({ code: 'REAUTHENTICATION_NOT_VALID' });
    expect(
      (await call(kit, 'POST', '/api/admin/service-keys', { token: admin.token, body: serviceKey })).status,
    ).toBe(403);
    expect(
      (
        await call(kit, 'POST', '/api/auth/reauthenticate', {
          token: admin.token,
          body: { password: DEV_ADMIN.password },
        })
      ).status,
    ).toBe(200);
    expect(
      (await call(kit, 'POST', '/api/admin/service-keys', { token: admin.token, body: serviceKey })).status,
    ).toBe(201);

    const confirmed = await call(kit, 'POST', '/api/auth/reauthenticate', {
      token,
      body: { password: STRONG_PASSWORD },
    });
    expect(confirmed.status).toBe(200);
    expect((await call(kit, 'POST', '/api/account/api-keys', { token, body: { name: 'Mine' } })).status).toBe(
      201,
    );
    expect(
      (await call(kit, 'POST', '/auth/v1/factors', { token, body: { factor_type: 'totp' } })).status,
    ).toBe(200);
  });
});
