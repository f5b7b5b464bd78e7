import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { AdminRole } from '@storefront/contracts';
import type { MessageBus } from '@storefront/platform';
import { ADMIN_CHECK_TTL_MS, AdminAccess } from './admin-access';
import { ADMIN_ROLES_KEY, AdminGuard } from './admin.guard';
import type { AuthUser } from './auth-user';

describe('admin check', () => {
  let roles: Map<string, AdminRole>;
  let asked: number;
  let access: AdminAccess;

  beforeEach(() => {
    roles = new Map([['u1', 'owner']]);
    asked = 0;
    const bus = {
      request: async (_subject: string, { userId }: { userId: string }) => {
        asked++;
        const role = roles.get(userId) ?? null;
        return { isAdmin: role !== null, role };
      },
    };
    access = new AdminAccess(bus as unknown as MessageBus);
  });
  afterEach(() => jest.restoreAllMocks());

  const caller = (id: string, sessionId: string): AuthUser => ({
    id,
    email: `${id}@example.com`,
    isAdmin: false,
    sessionId,
    aal: 'aal1',
    twoFactorEnabled: false,
  });
  /** The guard on a route admitting `admits` (every role when empty). */
  const guardFor = (admits: AdminRole[]) => {
    const reflector = new Reflector();
    const handler = () => undefined;
    Reflect.defineMetadata(ADMIN_ROLES_KEY, admits, handler);
    const guard = new AdminGuard(access, reflector);
    return (user?: AuthUser) =>
      guard
        .canActivate({
          switchToHttp: () => ({ getRequest: () => ({ user }) }),
          getHandler: () => handler,
          getClass: () => class {},
        } as unknown as ExecutionContext)
        .then(
          () => null,
          (err: { status: number; code?: string }) => err.status,
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
    expect(await guardFor([])(caller('u1', 's1'))).toBe(403);
    expect(asked).toBe(3);
  });

  it('never remembers a no: a user made admin is let in on the next request', async () => {
    const check = guardFor([]);
    expect(await check(caller('u2', 's1'))).toBe(403);
    roles.set('u2', 'support');
    expect(await check(caller('u2', 's1'))).toBeNull();
    expect(asked).toBe(2);
  });

  it("admits only the route's roles: support may not move money, finance may not ban", async () => {
    roles.set('f', 'finance');
    roles.set('s', 'support');
    const money = guardFor(['owner', 'finance']);
    const bans = guardFor(['owner', 'support']);
    expect(await money(caller('u1', 'a'))).toBeNull();
    expect(await money(caller('f', 'a'))).toBeNull();
    expect(await money(caller('s', 'a'))).toBe(403);
    expect(await bans(caller('s', 'a'))).toBeNull();
    expect(await bans(caller('f', 'a'))).toBe(403);
    expect(await guardFor([])(caller('s', 'a'))).toBeNull();
  });

  it('refuses without a signed-in caller', async () => {
    expect(await guardFor([])(undefined)).toBe(401);
    expect(asked).toBe(0);
  });
});
