/**
 * Owners and finance act in the back office only with a second factor, signed in with it, and
 * prove their password again before the actions a thief would want most, against a whole stack.
 */
import { randomUUID } from 'node:crypto';
import { admissionOf } from '../../../tests/support/socket-test-kit';
import { addAuthenticatorApp, passwordSignIn } from '../../../tests/support/authenticator-app';
import {
  adminSession,
  ageSignIns,
  AuthKit,
  call,
  reauthenticate,
  registeredUser,
  roleSession,
  startKit,
  TestSession,
  uniqueIp,
  userSession,
} from '../../../tests/support/auth-kit';

/** The shortest window the auth service allows. */
const WINDOW_SECONDS = 60;

jest.setTimeout(240000);

describe('staff second factor and recent re-authentication', () => {
  let kit: AuthKit;
  let customer: TestSession;

  const api = (method: string, path: string, token: string, body?: unknown) =>
    call(kit, method, path, { token, body });
  const adjustment = () => ({ userId: customer.userId, amount: 5, direction: 'add', reason: 'goodwill' });

  /** A new user given `role` by a freshly signed-in owner, signed in with the password alone. */
  async function withoutFactor(role: 'owner' | 'finance' | 'support', label: string) {
    const [user, owner] = await Promise.all([registeredUser(kit, label), adminSession(kit)]);
    const granted = await api('PUT', `/api/admin/users/${user.user.id}`, owner.token, { role });
    expect(granted.status).toBe(200);
    const session = await passwordSignIn(kit.stack.baseUrl, user.email, user.password);
    return { ...user, token: session.access_token };
  }

  beforeAll(async () => {
    kit = await startKit({
      services: ['auth', 'notifications', 'credits', 'admin', 'presence'],
      env: { RATE_LIMIT_PER_IP: '500', REAUTHENTICATION_WINDOW_SECONDS: String(WINDOW_SECONDS) },
    });
    customer = await userSession(kit, 'customer');
  }, 180000);

  afterAll(() => kit?.close());

  it('refuses owners and finance without a second factor every back-office action until one is set up', async () => {
    const finance = await withoutFactor('finance', 'finance-no-factor');
    expect((await api('GET', '/api/user/admin-status', finance.token)).body).toEqual({
      is_admin: true,
      role: 'finance',
      second_factor_required: true,
    });
    const refused = {
      status: 403,
      body: {
        error: 'Votre rôle exige la double authentification : activez-la dans vos paramètres pour continuer',
        code: 'STAFF_SECOND_FACTOR_REQUIRED',
      },
    };
    expect(await api('POST', '/api/admin/credits/adjust', finance.token, adjustment())).toEqual(refused);
    expect(await api('GET', '/api/admin/users', finance.token)).toEqual(refused);
    expect(await api('GET', '/api/admin/approvals', finance.token)).toEqual(refused);
    expect(await admissionOf(kit.stack.baseUrl, '/admin', { token: finance.token, ip: uniqueIp() })).toBe(
      'STAFF_SECOND_FACTOR_REQUIRED',
    );
    const owner = await withoutFactor('owner', 'owner-no-factor');
    expect(await api('GET', '/api/admin/users', owner.token)).toEqual(refused);
    expect(await api('GET', '/api/admin/maintenance', owner.token)).toEqual(refused);

    // What setting one up needs stays open; the first code raises the session, which goes on.
    const { session } = await addAuthenticatorApp(kit.stack.baseUrl, finance.token);
    expect((await api('GET', '/api/user/admin-status', session.access_token)).body).toEqual({
      is_admin: true,
      role: 'finance',
    });
    const adjusted = await api('POST', '/api/admin/credits/adjust', session.access_token, adjustment());
    expect(adjusted.status).toBe(200);
    expect(adjusted.body).toMatchObject({ success: true, message: 'Crédits ajoutés avec succès' });
    expect(
      await admissionOf(kit.stack.baseUrl, '/admin', { token: session.access_token, ip: uniqueIp() }),
    ).toBe('connected');
    // The password alone no longer opens the back office: a session must pass the app.
    const passwordOnly = await passwordSignIn(kit.stack.baseUrl, finance.email, finance.password);
    expect((await api('GET', '/api/admin/users', passwordOnly.access_token)).body.code).toBe('MFA_REQUIRED');
  });

  it('leaves support without a second factor as it was', async () => {
    const support = await withoutFactor('support', 'support-no-factor');
    expect((await api('GET', '/api/user/admin-status', support.token)).body).toEqual({
      is_admin: true,
      role: 'support',
    });
    expect((await api('GET', '/api/admin/users', support.token)).status).toBe(200);
    expect(await admissionOf(kit.stack.baseUrl, '/admin', { token: support.token, ip: uniqueIp() })).toBe(
      'connected',
    );
  });

  it('asks for the password again before money moves or rights change once the sign-in is old', async () => {
    const owner = await adminSession(kit);
    const [finance, other] = await Promise.all([
      roleSession(kit, owner, 'finance', 'finance-window'),
      userSession(kit, 'other'),
    ]);
    // The sign-in itself proved the password: allowed at once.
    expect((await api('POST', '/api/admin/credits/adjust', finance.token, adjustment())).status).toBe(200);
    // Both sign-ins made older than the window (reauthentication-window.int-spec.ts outwaits it).
    await Promise.all([
      ageSignIns(kit, finance.email, WINDOW_SECONDS + 1),
      ageSignIns(kit, owner.email, WINDOW_SECONDS + 1),
    ]);

    const needed = {
      status: 403,
      body: { error: 'Please confirm your password to continue', code: 'REAUTHENTICATION_NEEDED' },
    };
    expect(await api('POST', '/api/admin/credits/adjust', finance.token, adjustment())).toEqual(needed);
    const id = randomUUID();
    const paymentId = '5077125051';
    const financeActions: [string, string, unknown?][] = [
      ['POST', `/api/admin/approvals/${id}/approve`],
      ['POST', `/api/admin/approve-transaction/${paymentId}`],
      ['POST', `/api/admin/transactions/${paymentId}/reverse-credits`],
      ['POST', `/api/v1/spends/${id}/reverse`, { reason: 'correction' }],
      ['PUT', `/api/admin/users/${other.userId}`, { credits: 12, reason: 'correction' }],
    ];
    for (const [method, path, body] of financeActions)
      expect([path, await api(method, path, finance.token, body)]).toEqual([path, needed]);
    const ownerActions: [string, string, unknown][] = [
      ['PUT', `/api/admin/users/${other.userId}`, { role: 'support' }],
      ['PUT', `/api/admin/users/${other.userId}`, { is_admin: true }],
      ['PUT', `/api/admin/users/${other.userId}/password`, { password: 'Another-Pass-2025!' }],
      ['POST', '/api/admin/service-keys', { name: 'Billing', scopes: ['credits:read'] }],
    ];
    for (const [method, path, body] of ownerActions)
      expect([path, await api(method, path, owner.token, body)]).toEqual([path, needed]);
    // Nothing moved meanwhile, and what needs no proof goes on.
    const users = await api('GET', `/api/admin/users?search=${encodeURIComponent(other.email)}`, owner.token);
    expect(users.body.users).toEqual([expect.objectContaining({ role: null, credits: 0 })]);
    expect(
      (await api('PUT', `/api/admin/users/${other.userId}`, owner.token, { status: 'banned' })).status,
    ).toBe(200);
    expect((await api('GET', '/api/admin/approvals', finance.token)).status).toBe(200);

    await reauthenticate(kit, finance);
    const adjusted = await api('POST', '/api/admin/credits/adjust', finance.token, adjustment());
    expect(adjusted.status).toBe(200);
    expect(adjusted.body).toMatchObject({ success: true });
    await reauthenticate(kit, owner);
    expect(
      (await api('PUT', `/api/admin/users/${other.userId}`, owner.token, { role: 'support' })).status,
    ).toBe(200);
  });
});
