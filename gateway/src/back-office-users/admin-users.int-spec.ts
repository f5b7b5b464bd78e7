import { CreditsSubjects, type AdminUserRow } from '@storefront/contracts';
import { randomUUID } from 'node:crypto';
import {
  AuthKit,
  authClient,
  call,
  DEV_ADMIN,
  STRONG_PASSWORD,
  startKit,
  adminSession,
  TestSession,
  userSession,
} from '../../../tests/support/auth-kit';

type Session = TestSession;

describe('the back office’s user management', () => {
  let kit: AuthKit;
  let alice: Session;
  let bob: Session;
  let admin: Session;

  beforeAll(async () => {
    kit = await startKit({
      services: ['auth', 'notifications', 'credits', 'admin', 'payments', 'presence'],
      env: { RATE_LIMIT_PER_IP: '500' },
    });
    [alice, bob, admin] = await Promise.all([
      userSession(kit, 'alice'),
      userSession(kit, 'bob'),
      adminSession(kit),
    ]);
  }, 120000);

  afterAll(() => kit?.close());

  const api = (method: string, path: string, who?: Session, body?: unknown) =>
    call(kit, method, path, { token: who?.token, body });
  const row = async (who: Session): Promise<AdminUserRow> => {
    const res = await api('GET', `/api/admin/users?search=${encodeURIComponent(who.email)}`, admin);
    expect(res.status).toBe(200);
    return res.body.users.find((u: AdminUserRow) => u.id === who.userId);
  };

  it('is refused to anonymous callers and to users who are not administrators', async () => {
    expect((await api('GET', '/api/admin/users')).status).toBe(401);
    expect((await api('GET', '/api/admin/users', alice)).status).toBe(403);
    expect((await api('PUT', `/api/admin/users/${bob.userId}`, alice, { status: 'banned' })).status).toBe(
      403,
    );
    expect((await api('DELETE', `/api/admin/users/${bob.userId}`, alice)).status).toBe(403);
    expect((await row(bob)).status).toBe('active');
  });

  it('lists users newest first with the spec’s fields, credits included, paged', async () => {
    const res = await api('GET', '/api/admin/users?pageSize=2&page=1', admin);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, total: 3, page: 1, pageSize: 2 });
    expect(res.body.users).toHaveLength(2);
    expect(Object.keys(res.body.users[0]).sort()).toEqual(
      [
        'id',
        'email',
        'first_name',
        'last_name',
        'created_at',
        'last_sign_in_at',
        'email_confirmed_at',
        'is_admin',
        'role',
        'is_active',
        'status',
        'credits',
        'two_factor_enabled',
      ].sort(),
    );
    const second = await api('GET', '/api/admin/users?pageSize=2&page=2', admin);
    expect(second.body.users).toHaveLength(1);
    expect(await row(alice)).toMatchObject({ credits: 0, is_admin: false, status: 'active' });
  });

  it('says "Aucune modification détectée" when an edit changes nothing', async () => {
    const res = await api('PUT', `/api/admin/users/${alice.userId}`, admin, {
      email: alice.email,
      credits: 0,
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Aucune modification détectée', code: 'NO_CHANGE' });
  });

  it('sets credits exactly, writing the difference to the ledger', async () => {
    const res = await api('PUT', `/api/admin/users/${alice.userId}`, admin, {
      credits: 42.5,
      reason: 'correction',
    });
    expect(res.status).toBe(200);
    expect(res.body.user.credits).toBe(42.5);
    const lower = await api('PUT', `/api/admin/users/${alice.userId}`, admin, {
      credits: 40,
      reason: 'correction',
    });
    expect(lower.body.user.credits).toBe(40);
    const own = await api('GET', '/api/credits/balance', alice);
    expect(own.body.balance).toBe(40);
    const bad = await api('PUT', `/api/admin/users/${alice.userId}`, admin, {
      credits: -5,
      reason: 'correction',
    });
    expect(bad.status).toBe(400);
    expect((await row(alice)).credits).toBe(40);
  });

  describe('an edit of the credits sent with the balance it started from (expected_credits)', () => {
    const ledgerOf = async (who: Session) =>
      (await kit.request(CreditsSubjects.listTransactions, { userId: who.userId, limit: 100 })).transactions;
    const newestAudit = async () => (await api('GET', '/api/admin/audit-log', admin)).body.entries[0];
    const buy = (who: Session, credits: number) =>
      kit.request(CreditsSubjects.grantForPayment, { paymentId: randomUUID(), userId: who.userId, credits });

    it('is refused with 409 CREDITS_CHANGED when a purchase landed meanwhile, and changes nothing', async () => {
      // The admin opened the form at 40 and typed 60 while alice bought 50 credits.
      const shown = (await row(alice)).credits;
      await buy(alice, 50);
      const ledger = await ledgerOf(alice);
      const audit = await newestAudit();

      const res = await api('PUT', `/api/admin/users/${alice.userId}`, admin, {
        credits: 60,
        expected_credits: shown,
        reason: 'correction',
        status: 'banned',
      });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        error: 'Le solde a changé entre-temps : rechargez et réessayez.',
        code: 'CREDITS_CHANGED',
      });
      expect(await row(alice)).toMatchObject({ credits: shown + 50, status: 'active' });
      expect(await ledgerOf(alice)).toEqual(ledger);
      expect(await newestAudit()).toEqual(audit);
    });

    it('sets the balance when it still has the value the edit started from; a malformed one is a 400', async () => {
      const shown = (await row(alice)).credits;
      const ledger = await ledgerOf(alice);
      const res = await api('PUT', `/api/admin/users/${alice.userId}`, admin, {
        credits: 100,
        expected_credits: shown + 0.001,
        reason: 'correction',
      });
      expect(res.status).toBe(400);
      const ok = await api('PUT', `/api/admin/users/${alice.userId}`, admin, {
        credits: 100,
        expected_credits: shown,
        reason: 'correction',
      });
      expect(ok.status).toBe(200);
      expect(ok.body.user.credits).toBe(100);
      expect(await ledgerOf(alice)).toHaveLength(ledger.length + 1);
      expect((await newestAudit()).details).toMatchObject({ credits: { from: shown, to: 100 } });
    });

    it('takes the credits back out when the account refuses the rest of the edit', async () => {
      const res = await api('PUT', `/api/admin/users/${alice.userId}`, admin, {
        email: DEV_ADMIN.email,
        credits: 130,
        expected_credits: 100,
        reason: 'correction',
      });
      expect(res.status).toBe(409);
      expect(await row(alice)).toMatchObject({ credits: 100, email: alice.email });
      expect(await kit.request(CreditsSubjects.verifyLedger, { userId: alice.userId })).toMatchObject({
        consistent: true,
      });
      // Back where it was, for the tests below.
      await api('PUT', `/api/admin/users/${alice.userId}`, admin, {
        credits: 40,
        expected_credits: 100,
        reason: 'correction',
      });
    });
  });

  it('applies a credit change resubmitted with its Idempotency-Key once, and refuses a malformed key', async () => {
    const before = (await api('GET', '/api/credits/balance', bob)).body.balance;
    const adjust = (key: string) =>
      call(kit, 'POST', '/api/admin/credits/adjust', {
        token: admin.token,
        body: { userId: bob.userId, amount: 7, direction: 'add', reason: 'correction' },
        headers: { 'idempotency-key': key },
      });
    const [first, again] = await Promise.all([adjust('bob-add-7-once'), adjust('bob-add-7-once')]);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.body.transaction.id).toBe(first.body.transaction.id);
    const malformed = await adjust('bad key!');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await api('GET', '/api/credits/balance', bob)).body.balance).toBe(before + 7);
  });
  it('bans a user, which ends their session at once, and unbans them', async () => {
    const ban = await api('PUT', `/api/admin/users/${bob.userId}`, admin, { status: 'banned' });
    expect(ban.status).toBe(200);
    expect(ban.body.message).toBe('Utilisateur banni avec succès');
    expect((await api('GET', '/api/credits/balance', bob)).status).toBe(401);
    const signIn = await authClient(kit).signInWithPassword({ email: bob.email, password: STRONG_PASSWORD });
    expect(signIn.error?.status).toBe(403);

    const unban = await api('PUT', `/api/admin/users/${bob.userId}`, admin, { status: 'active' });
    expect(unban.body.message).toBe('Utilisateur débanni avec succès');
    const again = await authClient(kit).signInWithPassword({ email: bob.email, password: STRONG_PASSWORD });
    expect(again.error).toBeNull();
    bob.token = again.data.session!.access_token;
  });

  it('changes a password under the policy and refuses a weak one', async () => {
    const weak = await api('PUT', `/api/admin/users/${bob.userId}/password`, admin, { password: 'short' });
    // The password policy's answer, as at sign-up (GoTrue's weak_password status).
    expect(weak.status).toBe(422);
    expect(weak.body.error).toMatch(/Password/);
    const res = await api('PUT', `/api/admin/users/${bob.userId}/password`, admin, {
      password: 'New-Pass-2025!',
    });
    expect(res.status).toBe(200);
    expect((await api('GET', '/api/credits/balance', bob)).status).toBe(401);
    const signIn = await authClient(kit).signInWithPassword({ email: bob.email, password: 'New-Pass-2025!' });
    expect(signIn.error).toBeNull();
  });

  it('refuses to remove the last administrator’s rights', async () => {
    const res = await api('PUT', `/api/admin/users/${admin.userId}`, admin, { is_admin: false });
    expect(res.status).toBe(409);
    expect((await api('GET', '/api/admin/users', admin)).status).toBe(200);
  });

  it('deletes a user, and answers 404 for an unknown or malformed id', async () => {
    expect((await api('DELETE', '/api/admin/users/not-a-uuid', admin)).status).toBe(404);
    const res = await api('DELETE', `/api/admin/users/${bob.userId}`, admin);
    expect(res).toEqual({
      status: 200,
      body: { success: true, message: 'Utilisateur supprimé avec succès' },
    });
    expect((await api('DELETE', `/api/admin/users/${bob.userId}`, admin)).status).toBe(404);
    const list = await api('GET', '/api/admin/users', admin);
    expect(list.body.users.map((u: AdminUserRow) => u.id)).not.toContain(bob.userId);
  });

  it('gives the overview charts full axes from real data, to administrators only', async () => {
    expect((await api('GET', '/api/admin/overview', alice)).status).toBe(403);
    expect((await api('GET', '/api/admin/overview?days=0', admin)).status).toBe(400);
    const res = await api('GET', '/api/admin/overview?days=7', admin);
    expect(res.status).toBe(200);
    expect(res.body.signupsByDay).toHaveLength(7);
    // Today: the first administrator and alice (bob was deleted above).
    expect(res.body.signupsByDay[6].count).toBe(2);
    expect(res.body.signupsByDay.slice(0, 6).every((d: { count: number }) => d.count === 0)).toBe(true);
    expect(res.body.visitorsByHour).toHaveLength(24);
    expect(res.body.revenueByDay).toEqual([]);
  });

  it('keeps an audit trail of every administrator action: who, what, on whom, with which input', async () => {
    const adjust = await api('POST', '/api/admin/credits/adjust', admin, {
      userId: alice.userId,
      amount: 3,
      direction: 'add',
      reason: 'correction',
    });
    expect(adjust.status).toBe(200);
    expect((await api('GET', '/api/admin/audit-log', alice)).status).toBe(403);
    const res = await api('GET', '/api/admin/audit-log', admin);
    expect(res.status).toBe(200);
    const entries: {
      action: string;
      actor_email: string;
      target: string;
      details: Record<string, unknown>;
    }[] = res.body.entries;
    const credits = entries.find((e) => e.action === 'credits.adjusted');
    // The user touched is named by their email, not only their id.
    expect(credits).toMatchObject({
      actor_email: DEV_ADMIN.email,
      target: alice.userId,
      target_email: alice.email,
    });
    expect(credits?.details).toMatchObject({ amount: 3, direction: 'add' });
    expect(entries.filter((e) => e.action === 'users.updated').length).toBeGreaterThanOrEqual(4);
    const password = entries.find((e) => e.action === 'users.password-changed');
    expect(password).toBeDefined();
    expect(JSON.stringify(password)).not.toContain('New-Pass-2025!');
    expect(entries.some((e) => e.action === 'users.deleted' && e.target === bob.userId)).toBe(true);
  });
});
