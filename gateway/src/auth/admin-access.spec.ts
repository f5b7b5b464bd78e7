import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { MfaErrorCode, MFA_MESSAGES, MfaSubjects, type Aal, type AdminRole } from '@storefront/contracts';
import { ServiceError, type MessageBus } from '@storefront/platform';
import { ADMIN_CHECK_TTL_MS, AdminAccess } from './admin-access';
import { ADMIN_ROLES_KEY, AdminGuard } from './admin.guard';
import type { AuthUser } from './auth-user';
import { RecentAuthentication, RecentAuthenticationCheck } from './recent-authentication';

describe('admin check', () => {
  let roles: Map<string, AdminRole>;
  /** Accounts with a second factor. */
  let factors: Set<string>;
  let asked: number;
  /** Sessions that proved the password lately. */
  let recentSessions: Set<string>;
  let recentAsked: number;
  let access: AdminAccess;
  let recent: RecentAuthenticationCheck;

  beforeEach(() => {
    roles = new Map([['u1', 'owner']]);
    factors = new Set(['u1']);
    asked = 0;
    recentSessions = new Set();
    recentAsked = 0;
    const bus = {
      request: async (subject: string, payload: { userId: string; caller: { sessionId: string } }) => {
        if (subject === MfaSubjects.requireRecent) {
          recentAsked++;
          if (!recentSessions.has(payload.caller.sessionId))
            throw ServiceError.forbidden(
              MFA_MESSAGES.reauthenticationNeeded,
              MfaErrorCode.ReauthenticationNeeded,
            );
          return {};
        }
        asked++;
        const role = roles.get(payload.userId) ?? null;
        return { isAdmin: role !== null, role, secondFactor: factors.has(payload.userId) };
      },
    };
    access = new AdminAccess(bus as unknown as MessageBus);
    recent = new RecentAuthenticationCheck(bus as unknown as MessageBus);
  });
  afterEach(() => jest.restoreAllMocks());

  /** A session at aal2 for an account with a second factor, at aal1 otherwise. */
  const caller = (id: string, sessionId: string, aal: Aal = factors.has(id) ? 'aal2' : 'aal1'): AuthUser => ({
    id,
    email: `${id}@example.com`,
    isAdmin: false,
    sessionId,
    aal,
    twoFactorEnabled: factors.has(id),
  });
  /** The guard on a route admitting `admits` (every role when empty), `@RecentAuthentication(when)` if given. */
  const guardFor = (admits: AdminRole[], when?: (body: unknown) => boolean) => {
    const reflector = new Reflector();
    const handler = () => undefined;
    Reflect.defineMetadata(ADMIN_ROLES_KEY, admits, handler);
    if (when) RecentAuthentication(when)(handler, 'handler', { value: handler });
    const guard = new AdminGuard(access, recent, reflector);
    return (user?: AuthUser, body?: unknown) =>
      guard
        .canActivate({
          switchToHttp: () => ({ getRequest: () => ({ user, body }) }),
          getHandler: () => handler,
          getClass: () => class {},
        } as unknown as ExecutionContext)
        .then(
          () => null,
          (err: { status: number; code?: string }) => err.code ?? String(err.status),
        );
  };

  it('asks the auth service once per session for a few seconds, then again', async () => {
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now);
    const user = caller('u1', 's1');
    expect(await access.require(user)).toBe('owner');
    expect(user).toMatchObject({ isAdmin: true, adminRole: 'owner' });
    await access.require(caller('u1', 's1'));
    expect(asked).toBe(1);

    // Another session of the same admin is asked about on its own.
    await access.require(caller('u1', 's2'));
    expect(asked).toBe(2);

    clock.mockReturnValue(now + ADMIN_CHECK_TTL_MS);
    roles.delete('u1');
    expect(await guardFor([])(caller('u1', 's1'))).toBe('NOT_ADMIN');
    expect(asked).toBe(3);
  });

  it('never remembers a no: a user made admin is let in on the next request', async () => {
    const check = guardFor([]);
    expect(await check(caller('u2', 's1'))).toBe('NOT_ADMIN');
    roles.set('u2', 'support');
    expect(await check(caller('u2', 's1'))).toBeNull();
    expect(asked).toBe(2);
  });

  it("admits only the route's roles: support may not move money, finance may not ban", async () => {
    roles.set('f', 'finance');
    roles.set('s', 'support');
    factors.add('f');
    const money = guardFor(['owner', 'finance']);
    const bans = guardFor(['owner', 'support']);
    expect(await money(caller('u1', 'a'))).toBeNull();
    expect(await money(caller('f', 'a'))).toBeNull();
    expect(await money(caller('s', 'a'))).toBe('ROLE_NOT_ALLOWED');
    expect(await bans(caller('s', 'a'))).toBeNull();
    expect(await bans(caller('f', 'a'))).toBe('ROLE_NOT_ALLOWED');
    expect(await guardFor([])(caller('s', 'a'))).toBeNull();
  });

  it('refuses without a signed-in caller', async () => {
    expect(await guardFor([])(undefined)).toBe('NO_AUTHORIZATION');
    expect(asked).toBe(0);
  });

  it('refuses owners and finance without a second factor on every route, support not', async () => {
    roles.set('f', 'finance');
    roles.set('s', 'support');
    factors.delete('u1');
    for (const id of ['u1', 'f']) {
      expect(await guardFor([])(caller(id, 'a'))).toBe('STAFF_SECOND_FACTOR_REQUIRED');
      expect(await guardFor(['owner', 'finance'])(caller(id, 'a'))).toBe('STAFF_SECOND_FACTOR_REQUIRED');
    }
    expect(await guardFor([])(caller('s', 'a'))).toBeNull();
    expect(await access.standingOf(caller('f', 'a'))).toEqual({ role: 'finance', secondFactor: false });
  });

  it('lets the next request in once a second factor is set up, and wants the session at aal2', async () => {
    roles.set('f', 'finance');
    const check = guardFor([]);
    expect(await check(caller('f', 'a'))).toBe('STAFF_SECOND_FACTOR_REQUIRED');
    factors.add('f');
    // The token was signed before the factor: the session has not passed it yet.
    expect(await check(caller('f', 'a', 'aal1'))).toBe('MFA_REQUIRED');
    expect(await check(caller('f', 'a', 'aal2'))).toBeNull();
  });

  it('asks for a recent re-authentication only where the route says, after the role check', async () => {
    roles.set('s', 'support');
    const always = guardFor(['owner'], () => true);
    expect(await always(caller('s', 'a'))).toBe('ROLE_NOT_ALLOWED');
    expect(recentAsked).toBe(0);
    expect(await always(caller('u1', 'a'))).toBe('REAUTHENTICATION_NEEDED');
    recentSessions.add('a');
    expect(await always(caller('u1', 'a'))).toBeNull();

    const credits = guardFor([], (body) => (body as { credits?: number }).credits !== undefined);
    expect(await credits(caller('u1', 'b'), { email: 'a@example.com' })).toBeNull();
    expect(await credits(caller('u1', 'b'), { credits: 5 })).toBe('REAUTHENTICATION_NEEDED');
    expect(await guardFor([])(caller('u1', 'b'))).toBeNull();
    expect(recentAsked).toBe(3);
  });
});
