/**
 * A back office for a team, against a whole stack: roles enforced on routes and the admin socket,
 * four-eyes approval of credit changes above FOUR_EYES_CREDITS (default 500), reasons on every
 * manual change, and the customer page's timeline and notes.
 */
import { CreditsSubjects } from '@storefront/contracts';
import { Client } from 'pg';
import { connectSocket, hello, nextEvent } from '../../../tests/support/socket-test-kit';
import {
  adminSession,
  AuthKit,
  call,
  reauthenticate,
  registeredUser,
  staffSession,
  startKit,
  TestSession,
  uniqueIp,
  userSession,
} from '../../../tests/support/auth-kit';

describe('a back office for a team', () => {
  let kit: AuthKit;
  let db: Client;
  let owner: TestSession;
  let finance: TestSession;
  let finance2: TestSession;
  let support: TestSession;
  let customer: TestSession;

  const api = (method: string, path: string, who?: TestSession, body?: unknown) =>
    call(kit, method, path, { token: who?.token, body });
  const balance = async (who: TestSession) =>
    (await kit.request(CreditsSubjects.getBalance, { userId: who.userId })).balance;
  const ledgerRows = async (userId: string) =>
    (await kit.request(CreditsSubjects.listUserLedger, { userId, limit: 100 })).rows;

  /**
   * A new administrator with `role`, signed in once the role is theirs, with the authenticator app
   * staff need. Granting a role needs the owner's password proved lately, however long ago the
   * owner signed in.
   */
  async function withRole(role: 'finance' | 'support', label: string): Promise<TestSession> {
    const user = await registeredUser(kit, label);
    await reauthenticate(kit, owner);
    const granted = await api('PUT', `/api/admin/users/${user.user.id}`, owner, { role });
    expect(granted.status).toBe(200);
    expect(granted.body.user).toMatchObject({ role, is_admin: true });
    return staffSession(kit, user);
  }

  beforeAll(async () => {
    kit = await startKit({
      services: ['auth', 'notifications', 'credits', 'admin', 'payments', 'presence'],
      // Only an administrator's approval credits a paid payment left uncredited here.
      env: { RATE_LIMIT_PER_IP: '500', RECONCILE_INTERVAL_MS: '3600000' },
    });
    db = new Client({ connectionString: kit.stack.database.url });
    await db.connect();
    owner = await adminSession(kit);
    [finance, finance2, support, customer] = await Promise.all([
      withRole('finance', 'finance'),
      withRole('finance', 'finance-two'),
      withRole('support', 'support'),
      userSession(kit, 'customer'),
    ]);
  }, 180000);

  afterAll(async () => {
    await db?.end();
    await kit?.close();
  });

  it('makes the first administrator an owner and tells each caller their role', async () => {
    expect((await api('GET', '/api/user/admin-status', owner)).body).toEqual({
      is_admin: true,
      role: 'owner',
    });
    expect((await api('GET', '/api/user/admin-status', support)).body).toEqual({
      is_admin: true,
      role: 'support',
    });
    expect((await api('GET', '/api/user/admin-status', customer)).body).toEqual({
      is_admin: false,
      role: null,
    });
  });

  it('lets support read and ban but move no money and edit no email or password', async () => {
    expect((await api('GET', '/api/admin/users', support)).status).toBe(200);
    expect((await api('GET', '/api/admin/transactions', support)).status).toBe(200);
    const adjust = await api('POST', '/api/admin/credits/adjust', support, {
      userId: customer.userId,
      amount: 5,
      direction: 'add',
      reason: 'goodwill',
    });
    expect(adjust.status).toBe(403);
    expect(adjust.body.code).toBe('ROLE_NOT_ALLOWED');
    const edits = [
      { credits: 50, reason: 'correction' },
      { email: 'someone-else@example.test' },
      { role: 'owner' },
    ];
    for (const body of edits)
      expect((await api('PUT', `/api/admin/users/${customer.userId}`, support, body)).status).toBe(403);
    expect(
      (
        await api('PUT', `/api/admin/users/${customer.userId}/password`, support, {
          password: 'Another-Pass-2025!',
        })
      ).status,
    ).toBe(403);
    expect((await api('POST', '/api/admin/maintenance', support, { enabled: false })).status).toBe(403);

    const bystander = await userSession(kit, 'bystander');
    const ban = (who: TestSession, status: string) =>
      api('PUT', `/api/admin/users/${bystander.userId}`, who, { status });
    // Finance moves money but does not ban.
    expect((await ban(finance, 'banned')).status).toBe(403);
    expect((await ban(support, 'banned')).body.user.status).toBe('banned');
    expect((await ban(support, 'active')).body.user.status).toBe('active');
    expect(await balance(customer)).toBe(0);
  });

  it("gives a support user's /admin socket the visitor feed, while the money routes refuse it", async () => {
    let feed!: Promise<unknown>;
    const socket = await connectSocket(kit.stack.baseUrl, '/admin', {
      ip: uniqueIp(),
      token: support.token,
      before: (s) => {
        feed = nextEvent(s, 'visitors:update');
      },
    });
    try {
      expect(await feed).toMatchObject({ page: 1, stats: expect.any(Object) });
      const count = nextEvent(socket, 'approvals:count', () => true, 1500).then(
        () => 'heard',
        () => 'not heard',
      );
      const asked = await api('POST', '/api/admin/credits/adjust', finance, {
        userId: customer.userId,
        amount: 900,
        direction: 'add',
        reason: 'goodwill',
      });
      expect(asked.status).toBe(202);
      expect(await count).toBe('not heard');
      expect(
        (await api('POST', `/api/admin/approvals/${asked.body.approval.id}/approve`, support)).status,
      ).toBe(403);
      expect((await api('GET', '/api/admin/approvals', support)).status).toBe(403);
      expect(
        (await api('POST', `/api/admin/approvals/${asked.body.approval.id}/cancel`, finance)).status,
      ).toBe(200);
    } finally {
      socket.close();
    }
  });

  it('requires a reason for every manual credit change', async () => {
    const adjust = (body: object) =>
      api('POST', '/api/admin/credits/adjust', finance, {
        userId: customer.userId,
        amount: 5,
        direction: 'add',
        ...body,
      });
    expect((await adjust({})).status).toBe(400);
    expect((await adjust({ reason: 'because' })).status).toBe(400);
    const other = await adjust({ reason: 'other' });
    expect(other.status).toBe(400);
    expect(other.body.error).toBe('Précisez le motif « autre »');
    expect((await api('PUT', `/api/admin/users/${customer.userId}`, finance, { credits: 12 })).status).toBe(
      400,
    );
    expect(await balance(customer)).toBe(0);

    // Below the threshold a change applies at once, its reason on the ledger row and in the history.
    const small = await adjust({ reason: 'other', reason_note: 'Remboursement du support' });
    expect(small.status).toBe(200);
    expect(await balance(customer)).toBe(5);
    const history = await api('GET', '/api/admin/credit-history', support);
    expect(history.body.history[0]).toMatchObject({
      user_id: customer.userId,
      admin_email: finance.email,
      reason: { code: 'other', note: 'Remboursement du support' },
    });
  });

  it('holds a 600-credit adjustment until someone else approves it, never its requester', async () => {
    const before = await balance(customer);
    const asked = await api('POST', '/api/admin/credits/adjust', finance, {
      userId: customer.userId,
      amount: 600,
      direction: 'add',
      reason: 'off_platform_payment',
      reason_note: 'Virement reçu le 3',
    });
    expect(asked.status).toBe(202);
    expect(asked.body).toMatchObject({
      pending: true,
      approval: { status: 'pending', amount: 600, requested_by: finance.userId, user_email: customer.email },
    });
    const id = asked.body.approval.id;
    expect(await balance(customer)).toBe(before);
    const list = await api('GET', '/api/admin/approvals', finance2);
    expect(list.body.pending).toBeGreaterThanOrEqual(1);
    expect(list.body.approvals.map((a: { id: string }) => a.id)).toContain(id);

    const own = await api('POST', `/api/admin/approvals/${id}/approve`, finance);
    expect(own.status).toBe(403);
    expect(own.body.code).toBe('FOUR_EYES_OWN_REQUEST');
    expect((await api('POST', `/api/admin/approvals/${id}/cancel`, finance2)).status).toBe(403);
    expect(await balance(customer)).toBe(before);

    const approved = await api('POST', `/api/admin/approvals/${id}/approve`, finance2);
    expect(approved.status).toBe(200);
    expect(approved.body.approval).toMatchObject({ status: 'approved', decided_by: finance2.userId });
    expect(await balance(customer)).toBe(before + 600);
    const rows = (await ledgerRows(customer.userId)).filter((r) => r.approval_id === id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      amount: 600,
      admin_id: finance.userId,
      reason: { code: 'off_platform_payment', note: 'Virement reçu le 3' },
    });
    // Decided: approving or cancelling it again changes nothing.
    expect((await api('POST', `/api/admin/approvals/${id}/approve`, owner)).status).toBe(409);
    expect((await api('POST', `/api/admin/approvals/${id}/cancel`, finance)).status).toBe(409);
    expect(await balance(customer)).toBe(before + 600);
  });

  it('answers a request sent again with the same Idempotency-Key with the first one', async () => {
    const send = (amount: number) =>
      call(kit, 'POST', '/api/admin/credits/adjust', {
        token: finance.token,
        body: { userId: customer.userId, amount, direction: 'add', reason: 'goodwill' },
        headers: { 'idempotency-key': 'four-eyes-retry-1' },
      });
    const first = await send(800);
    const again = await send(800);
    expect([first.status, again.status]).toEqual([202, 202]);
    expect(again.body.approval.id).toBe(first.body.approval.id);
    const other = await send(801);
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await api('POST', `/api/admin/approvals/${first.body.approval.id}/cancel`, finance)).status).toBe(
      200,
    );
  });

  it('applies a request once when two approvers race', async () => {
    const before = await balance(customer);
    const asked = await api('POST', '/api/admin/credits/adjust', finance, {
      userId: customer.userId,
      amount: 750,
      direction: 'add',
      reason: 'correction',
    });
    const id = asked.body.approval.id;
    const answers = await Promise.all(
      [owner, finance2, owner, finance2].map((who) => api('POST', `/api/admin/approvals/${id}/approve`, who)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    expect(await balance(customer)).toBe(before + 750);
    expect((await ledgerRows(customer.userId)).filter((r) => r.approval_id === id)).toHaveLength(1);
    expect((await kit.request(CreditsSubjects.verifyLedger, { userId: customer.userId })).consistent).toBe(
      true,
    );
  });

  it('lets the requester cancel, and lets a request lapse after 72 hours', async () => {
    const before = await balance(customer);
    const ask = async () =>
      (
        await api('POST', '/api/admin/credits/adjust', finance, {
          userId: customer.userId,
          amount: 501,
          direction: 'remove',
          reason: 'fraud',
        })
      ).body.approval.id as string;
    const cancelled = await ask();
    expect((await api('POST', `/api/admin/approvals/${cancelled}/cancel`, finance)).status).toBe(200);
    expect((await api('POST', `/api/admin/approvals/${cancelled}/approve`, owner)).status).toBe(409);

    const lapsed = await ask();
    await db.query(
      `UPDATE admin.credit_approvals SET expires_at = now() - interval '1 second' WHERE id = $1`,
      [lapsed],
    );
    const late = await api('POST', `/api/admin/approvals/${lapsed}/approve`, owner);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('APPROVAL_EXPIRED');
    const pending = (await api('GET', '/api/admin/approvals', owner)).body.approvals.map(
      (a: { id: string }) => a.id,
    );
    expect(pending).not.toContain(lapsed);
    const expired = (await api('GET', '/api/admin/approvals?status=expired', owner)).body.approvals;
    expect(expired.map((a: { id: string }) => a.id)).toContain(lapsed);
    expect(await balance(customer)).toBe(before);
  });

  it('holds the manual approval of a paid 600-credit payment until someone else approves it, then credits it once', async () => {
    const created = await api('POST', '/api/create-payment', customer, {
      amount: 20,
      crypto: 'eth',
      currency: 'eur',
    });
    expect(created.status).toBe(201);
    const paymentId = created.body.payment_id as string;
    // Paid, its credits never added (the anomaly an administrator approves), worth 600 credits.
    await db.query(
      `UPDATE payments.payments SET status = 'paid', paid_at = now(), credits = 600 WHERE payment_id = $1`,
      [paymentId],
    );
    const before = await balance(customer);
    expect((await api('POST', `/api/admin/approve-transaction/${paymentId}`, support)).status).toBe(403);
    const asked = await api('POST', `/api/admin/approve-transaction/${paymentId}`, finance);
    expect(asked.status).toBe(202);
    expect(asked.body.approval).toMatchObject({
      kind: 'payment_approval',
      payment_id: paymentId,
      amount: 600,
    });
    // Asking again answers the same request.
    const again = await api('POST', `/api/admin/approve-transaction/${paymentId}`, owner);
    expect(again.status).toBe(202);
    expect(again.body.approval.id).toBe(asked.body.approval.id);
    expect(await balance(customer)).toBe(before);

    expect(
      (await api('POST', `/api/admin/approvals/${asked.body.approval.id}/approve`, finance)).status,
    ).toBe(403);
    const approved = await api('POST', `/api/admin/approvals/${asked.body.approval.id}/approve`, owner);
    expect(approved.status).toBe(200);
    expect(await balance(customer)).toBe(before + 600);
    const later = await api('POST', `/api/admin/approve-transaction/${paymentId}`, finance);
    expect(later.status).toBe(200);
    expect(later.body.alreadyCredited).toBe(true);
    expect(await balance(customer)).toBe(before + 600);
  });

  it("turns an edit's credits above the threshold into a request, saving the rest of the edit", async () => {
    const before = await balance(customer);
    const edit = await api('PUT', `/api/admin/users/${customer.userId}`, owner, {
      credits: before + 1000,
      first_name: 'Grace',
      reason: 'goodwill',
    });
    expect(edit.status).toBe(200);
    expect(edit.body.approval).toMatchObject({ status: 'pending', amount: 1000, direction: 'add' });
    expect(edit.body.user).toMatchObject({ first_name: 'Grace', credits: before });
    expect(await balance(customer)).toBe(before);
    expect((await api('POST', `/api/admin/approvals/${edit.body.approval.id}/approve`, finance)).status).toBe(
      200,
    );
    expect(await balance(customer)).toBe(before + 1000);
  });

  it("shows one customer's page: profile, a merged timeline newest first, paged, and internal notes", async () => {
    const profile = await api('GET', `/api/admin/users/${customer.userId}`, support);
    expect(profile.status).toBe(200);
    expect(profile.body.user).toMatchObject({
      id: customer.userId,
      email: customer.email,
      role: null,
      two_factor_enabled: false,
      credits: await balance(customer),
    });
    // A visit of the customer's, signed in: it is in the connection history.
    const visit = await connectSocket(kit.stack.baseUrl, '/', { ip: uniqueIp(), token: customer.token });
    await hello(visit, { accessToken: customer.token });
    visit.close();
    // A payment the customer started and left: it is on the timeline, though never credited.
    const payment = await api('POST', '/api/create-payment', customer, {
      amount: 20,
      crypto: 'eth',
      currency: 'eur',
      userEmail: customer.email,
    });
    expect(payment).toMatchObject({ status: 201 });

    const ban = await api('POST', '/api/admin/banned-ips', support, {
      ip: '203.0.113.77',
      reason: 'Abus du support',
      duration: '1h',
      user_email: customer.email,
    });
    expect(ban.status).toBe(201);
    const note = await api('POST', `/api/admin/users/${customer.userId}/notes`, support, {
      body: 'A appelé le support au sujet du virement',
    });
    expect(note.status).toBe(201);
    expect(
      (await api('POST', `/api/admin/users/${customer.userId}/notes`, support, { body: '  ' })).status,
    ).toBe(400);

    const first = await api('GET', `/api/admin/users/${customer.userId}/timeline?limit=5`, finance);
    expect(first.status).toBe(200);
    const entries: { kind: string; at: string; body?: string; reason?: unknown }[] = first.body.entries;
    expect(entries).toHaveLength(5);
    expect(entries[0]).toMatchObject({ kind: 'note', body: 'A appelé le support au sujet du virement' });
    const times = entries.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);

    // Every page, older each time, until the first thing that happened.
    const all = [...entries];
    let before: string | null = first.body.next_before;
    while (before) {
      const page = await api(
        'GET',
        `/api/admin/users/${customer.userId}/timeline?limit=5&before=${encodeURIComponent(before)}`,
        finance,
      );
      expect(page.body.entries.every((e: { at: string }) => e.at < before!)).toBe(true);
      all.push(...page.body.entries);
      before = page.body.next_before;
    }
    expect(new Set(all.map((e) => JSON.stringify(e))).size).toBe(all.length);
    const kinds = new Set(all.map((e) => e.kind));
    for (const kind of [
      'adjustment',
      'approval',
      'note',
      'notification',
      'audit',
      'ban',
      'connection',
      'payment',
      'session',
    ])
      expect(kinds).toContain(kind);
    expect(all).toContainEqual(
      expect.objectContaining({
        kind: 'payment',
        payment_id: payment.body.payment_id,
        amount: 20,
        display_status: 'pending',
      }),
    );
    // The customer's own sign-in, still live.
    expect(all).toContainEqual(expect.objectContaining({ kind: 'session', ended_at: null }));
    expect(all).toContainEqual(
      expect.objectContaining({
        kind: 'adjustment',
        amount: 600,
        admin_email: finance.email,
        reason: { code: 'off_platform_payment', note: 'Virement reçu le 3' },
      }),
    );
    // The customer never sees the note, nor a reason.
    const own = JSON.stringify((await api('GET', '/api/credits/transactions?limit=100', customer)).body);
    expect(own).not.toContain('Virement reçu le 3');
    expect(own).not.toContain('A appelé le support');
    expect((await api('GET', `/api/admin/users/${customer.userId}/timeline`, customer)).status).toBe(403);
  });

  it('writes each change to the audit log with the user’s email and the balance before and after', async () => {
    type Entry = { action: string; target: string; target_email: string | null; details: any };
    const start = await balance(customer);
    const asked = await api('POST', '/api/admin/credits/adjust', finance, {
      userId: customer.userId,
      amount: 700,
      direction: 'add',
      reason: 'goodwill',
    });
    expect(asked.status).toBe(202);
    expect(
      (await api('POST', `/api/admin/approvals/${asked.body.approval.id}/approve`, finance2)).status,
    ).toBe(200);
    const direct = await api('POST', '/api/admin/credits/adjust', finance, {
      userId: customer.userId,
      amount: 2.5,
      direction: 'remove',
      reason: 'correction',
    });
    expect(direct.status).toBe(200);
    const note = await api('POST', `/api/admin/users/${customer.userId}/notes`, support, {
      body: 'Rappeler demain',
    });
    expect(note.status).toBe(201);
    const key = await api('POST', '/api/admin/service-keys', owner, {
      name: 'Audit reader',
      scopes: ['credits:read'],
      expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    });
    expect(key.status).toBe(201);
    expect((await api('DELETE', `/api/admin/service-keys/${key.body.key.id}`, owner)).status).toBe(200);
    const staff = await registeredUser(kit, 'audited-staff');
    expect((await api('PUT', `/api/admin/users/${staff.user.id}`, owner, { role: 'support' })).status).toBe(
      200,
    );
    expect((await api('PUT', `/api/admin/users/${staff.user.id}`, owner, { status: 'banned' })).status).toBe(
      200,
    );

    const entries: Entry[] = (await api('GET', '/api/admin/audit-log', owner)).body.entries;
    const find = (action: string, target: string) =>
      entries.find((e) => e.action === action && e.target === target);
    expect(find('approvals.requested', customer.userId)).toMatchObject({
      target_email: customer.email,
      details: { kind: 'credit_adjustment', amount: 700, direction: 'add' },
    });
    expect(find('approvals.approved', customer.userId)).toMatchObject({
      target_email: customer.email,
      details: { amount: 700, status: 'approved', balance: { from: start, to: start + 700 } },
    });
    expect(find('credits.adjusted', customer.userId)).toMatchObject({
      details: { amount: 2.5, direction: 'remove', balance: { from: start + 700, to: start + 697.5 } },
    });
    expect(find('users.note-added', customer.userId)).toMatchObject({
      target_email: customer.email,
      details: { note: 'Rappeler demain' },
    });
    expect(find('service-keys.created', key.body.key.id)?.details).toMatchObject({ name: 'Audit reader' });
    expect(find('service-keys.revoked', key.body.key.id)?.details).toMatchObject({ name: 'Audit reader' });
    const staffChanges = entries
      .filter((e) => e.action === 'users.updated' && e.target === staff.user.id)
      .map((e) => e.details);
    expect(staffChanges).toEqual(
      expect.arrayContaining([
        { role: { from: null, to: 'support' } },
        { isActive: { from: true, to: false } },
      ]),
    );
  });
  describe('nobody moves money alone', () => {
    const adjust = (who: TestSession, userId: string, amount: number, direction = 'add') =>
      api('POST', '/api/admin/credits/adjust', who, { userId, amount, direction, reason: 'goodwill' });
    const audit = async () =>
      (await api('GET', '/api/admin/audit-log', owner)).body.entries as {
        action: string;
        target: string | null;
        actor_id: string | null;
        details: Record<string, unknown>;
      }[];

    it('holds the adjustments that take a day of one requester and one account past the threshold, in full', async () => {
      const requester = await withRole('finance', 'splitter');
      const target = await userSession(kit, 'split-target');
      // 20 × 500 at once: 500 is not above the threshold, but from the second on the day's total is.
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => adjust(requester, target.userId, 500)),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      const held = answers.filter((a) => a.status === 202);
      expect(held).toHaveLength(19);
      expect(held[0].body).toMatchObject({
        pending: true,
        threshold: 500,
        approval: { status: 'pending', amount: 500 },
      });
      expect(held.map((a) => a.body.approval.held_because)).toEqual(
        Array(19).fill(expect.stringMatching(/^(requester|beneficiary)_total$/)),
      );
      expect(await balance(target)).toBe(500);

      // The requester's day is full for any account, and the account's day for any requester.
      const elsewhere = await userSession(kit, 'split-elsewhere');
      const other = await adjust(requester, elsewhere.userId, 1);
      expect(other).toMatchObject({ status: 202, body: { approval: { held_because: 'requester_total' } } });
      const colleague = await adjust(finance2, target.userId, 1);
      expect(colleague).toMatchObject({
        status: 202,
        body: { approval: { held_because: 'beneficiary_total' } },
      });
      // Removals count too, and an edit of the balance is the same change.
      const edit = await api('PUT', `/api/admin/users/${target.userId}`, requester, {
        credits: 499,
        reason: 'correction',
      });
      expect(edit.body).toMatchObject({ approval: { direction: 'remove', amount: 1 }, threshold: 500 });
      expect(await balance(target)).toBe(500);
      expect(await balance(elsewhere)).toBe(0);

      // A second person still approves them one by one.
      const approved = await api('POST', `/api/admin/approvals/${held[0].body.approval.id}/approve`, owner);
      expect(approved.status).toBe(200);
      expect(await balance(target)).toBe(1000);
      for (const a of [...held.slice(1), other, colleague])
        expect(
          (
            await api(
              'POST',
              `/api/admin/approvals/${a.body.approval.id}/cancel`,
              a === colleague ? finance2 : requester,
            )
          ).status,
        ).toBe(200);
    });

    it("refuses anyone's change of their own balance, by adjustment or by edit", async () => {
      const before = await balance(finance);
      const own = await adjust(finance, finance.userId, 10);
      expect(own.status).toBe(403);
      expect(own.body).toMatchObject({
        code: 'OWN_BALANCE',
        error: 'Vous ne pouvez pas modifier votre propre solde : un autre administrateur doit le faire',
      });
      expect((await adjust(owner, owner.userId, 1000)).body.code).toBe('OWN_BALANCE');
      const edit = await api('PUT', `/api/admin/users/${finance.userId}`, finance, {
        credits: before + 5,
        reason: 'correction',
      });
      expect(edit).toMatchObject({ status: 403, body: { code: 'OWN_BALANCE' } });
      expect(await balance(finance)).toBe(before);
    });

    it('lets nobody approve a request whose beneficiary they are', async () => {
      const before = await balance(finance);
      const asked = await adjust(owner, finance.userId, 650);
      expect(asked.status).toBe(202);
      const self = await api('POST', `/api/admin/approvals/${asked.body.approval.id}/approve`, finance);
      expect(self.status).toBe(403);
      expect(self.body.code).toBe('FOUR_EYES_OWN_BENEFICIARY');
      expect(await balance(finance)).toBe(before);
      expect(
        (await api('POST', `/api/admin/approvals/${asked.body.approval.id}/approve`, finance2)).status,
      ).toBe(200);
      expect(await balance(finance)).toBe(before + 650);
    });

    it('holds a staff reversal past the threshold, asks its reason, and writes every reversal to the audit log', async () => {
      const spender = await userSession(kit, 'spender');
      const key = await api('POST', '/api/account/api-keys', spender, { name: 'analyser' });
      expect(key.status).toBe(201);
      await kit.request(CreditsSubjects.adjust, {
        userId: spender.userId,
        adminId: owner.userId,
        amount: 700,
        direction: 'add',
      });
      const spend = async (amount: number) => {
        const made = await call(kit, 'POST', '/api/v1/spends', {
          token: key.body.secret,
          body: { amount, description: 'Analyse' },
          headers: { 'idempotency-key': `spend-${amount}-${Date.now()}` },
        });
        expect(made.status).toBe(201);
        return made.body.id as string;
      };
      const big = await spend(600);
      const small = await spend(40);
      expect(await balance(spender)).toBe(60);
      const reverse = (id: string, who: TestSession, body?: object) =>
        api('POST', `/api/v1/spends/${id}/reverse`, who, body);

      expect((await reverse(big, finance)).body.code).toBe('REASON_REQUIRED');
      expect((await reverse(big, support, { reason: 'goodwill' })).status).toBe(403);
      const held = await reverse(big, finance, { reason: 'other', reason_note: 'Analyse en échec' });
      expect(held.status).toBe(202);
      expect(held.body.approval).toMatchObject({
        kind: 'spend_reversal',
        spend_id: big,
        amount: 600,
        direction: 'add',
        held_because: 'amount',
        reason: { code: 'other', note: 'Analyse en échec' },
      });
      expect(await balance(spender)).toBe(60);
      // Asked again: the same request.
      expect((await reverse(big, finance2, { reason: 'goodwill' })).body.approval.id).toBe(
        held.body.approval.id,
      );
      expect(
        (await api('POST', `/api/admin/approvals/${held.body.approval.id}/approve`, finance)).status,
      ).toBe(403);
      expect((await api('POST', `/api/admin/approvals/${held.body.approval.id}/approve`, owner)).status).toBe(
        200,
      );
      expect(await balance(spender)).toBe(660);

      const direct = await reverse(small, finance, { reason: 'correction' });
      expect(direct).toMatchObject({ status: 200, body: { reversal: { spendId: small, amount: 40 } } });
      expect(await balance(spender)).toBe(700);
      expect((await reverse(small, finance, { reason: 'correction' })).body.reversal.id).toBe(
        direct.body.reversal.id,
      );
      expect(await balance(spender)).toBe(700);
      expect((await kit.request(CreditsSubjects.verifyLedger, { userId: spender.userId })).consistent).toBe(
        true,
      );
      // Each reversal's ledger row keeps its reason, as an adjustment's does.
      const refunds = (await ledgerRows(spender.userId)).filter((r) => r.type === 'credit_refund');
      expect(refunds.map((r) => [r.amount, r.reason])).toEqual(
        expect.arrayContaining([
          [600, { code: 'other', note: 'Analyse en échec' }],
          [40, { code: 'correction', note: '' }],
        ]),
      );

      const entries = await audit();
      expect(
        entries.find((e) => e.action === 'approvals.requested' && e.details.spendId === big),
      ).toMatchObject({
        actor_id: finance.userId,
        target: spender.userId,
        details: { kind: 'spend_reversal', amount: 600, reason: 'other', note: 'Analyse en échec' },
      });
      expect(
        entries.find((e) => e.action === 'approvals.approved' && e.details.spendId === big),
      ).toMatchObject({
        actor_id: owner.userId,
      });
      expect(entries.filter((e) => e.action === 'spends.reversed' && e.details.spendId === small)).toEqual([
        expect.objectContaining({
          actor_id: finance.userId,
          target: spender.userId,
          details: expect.objectContaining({ amount: 40, reason: 'correction' }),
        }),
      ]);
    });

    it("keeps support to reading payments and to customers' status", async () => {
      const buyer = await userSession(kit, 'support-buyer');
      const created = await api('POST', '/api/create-payment', buyer, {
        amount: 20,
        crypto: 'eth',
        currency: 'eur',
      });
      expect(created.status).toBe(201);
      const paymentId = created.body.payment_id as string;
      await db.query(`UPDATE payments.payments SET status = 'paid', paid_at = now() WHERE payment_id = $1`, [
        paymentId,
      ]);
      const before = await balance(buyer);
      expect((await api('GET', `/api/payment/${paymentId}`, support)).status).toBe(200);
      const credit = await api('POST', '/api/payment/add-credits', support, { paymentId });
      expect(credit).toMatchObject({ status: 403, body: { code: 'ROLE_NOT_ALLOWED' } });
      const hash = await api('POST', `/api/payment/${paymentId}/txhash`, support, {
        txHash: '0x' + 'ab'.repeat(32),
      });
      expect(hash).toMatchObject({ status: 403, body: { code: 'ROLE_NOT_ALLOWED' } });
      const { rows } = await db.query(`SELECT tx_hash FROM payments.payments WHERE payment_id = $1`, [
        paymentId,
      ]);
      expect(rows[0].tx_hash).toBeNull();
      expect(await balance(buyer)).toBe(before);

      // A finance user's manual credit of a customer's payment goes through the four-eyes path.
      const granted = await api('POST', '/api/payment/add-credits', finance2, { paymentId });
      expect(granted).toMatchObject({ status: 200, body: { success: true, creditsAdded: true } });
      expect(await balance(buyer)).toBe(before + 10);

      const suspend = await api('PUT', `/api/admin/users/${finance.userId}`, support, { status: 'banned' });
      expect(suspend.status).toBe(403);
      expect(suspend.body.code).toBe('SUPPORT_CUSTOMERS_ONLY');
      expect(
        (await api('PUT', `/api/admin/users/${owner.userId}`, support, { status: 'banned' })).status,
      ).toBe(403);
      expect((await api('GET', '/api/user/admin-status', finance)).body.is_admin).toBe(true);
      expect(
        (await api('PUT', `/api/admin/users/${buyer.userId}`, support, { status: 'banned' })).status,
      ).toBe(200);
    });
  });
});
