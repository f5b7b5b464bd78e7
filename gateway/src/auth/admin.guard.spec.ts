import type { ExecutionContext } from '@nestjs/common';
import type { MessageBus } from '@storefront/platform';
import { ADMIN_CHECK_TTL_MS, AdminGuard } from './admin.guard';
import type { AuthUser } from './auth-user';

describe('admin guard', () => {
  let admins: Set<string>;
  let asked: number;
  let guard: AdminGuard;

  beforeEach(() => {
    admins = new Set(['u1']);
    asked = 0;
    const bus = {
      request: async (_subject: string, { userId }: { userId: string }) => {
        asked++;
        return { isAdmin: admins.has(userId) };
      },
    };
    guard = new AdminGuard(bus as unknown as MessageBus);
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
  const context = (user?: AuthUser) =>
    ({ switchToHttp: () => ({ getRequest: () => ({ user }) }) }) as unknown as ExecutionContext;
  const refusal = (user?: AuthUser) =>
    guard.canActivate(context(user)).then(
      () => null,
      (err: { status: number }) => err.status,
    );

  it('asks the auth service once per session for a few seconds, then again', async () => {
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now);
    const user = caller('u1', 's1');
    expect(await guard.canActivate(context(user))).toBe(true);
    expect(user.isAdmin).toBe(true);
    await guard.canActivate(context(caller('u1', 's1')));
    expect(asked).toBe(1);

    // Another session of the same admin is asked about on its own.
    await guard.canActivate(context(caller('u1', 's2')));
    expect(asked).toBe(2);

    clock.mockReturnValue(now + ADMIN_CHECK_TTL_MS);
    admins.delete('u1');
    expect(await refusal(caller('u1', 's1'))).toBe(403);
    expect(asked).toBe(3);
  });

  it('never remembers a no: a user made admin is let in on the next request', async () => {
    expect(await refusal(caller('u2', 's1'))).toBe(403);
    admins.add('u2');
    expect(await guard.canActivate(context(caller('u2', 's1')))).toBe(true);
    expect(asked).toBe(2);
  });

  it('refuses without a signed-in caller', async () => {
    expect(await refusal(undefined)).toBe(401);
    expect(asked).toBe(0);
  });
});
