import { BroadcastEvents, type BroadcastSentEvent, type NotificationRow } from '@storefront/contracts';
import { randomUUID } from 'node:crypto';
import { connect, JSONCodec } from 'nats';
import { Client } from 'pg';
import { waitFor } from '../../../tests/support/stack';
import {
  AuthKit,
  call,
  NATS_URL,
  startKit,
  adminSession,
  TestSession,
  userSession,
} from '../../../tests/support/auth-kit';
import { testNatsCredentials } from '../../../tests/support/local-servers';

type Session = TestSession;

describe('a signed-in user’s notifications through the gateway', () => {
  let kit: AuthKit;
  let alice: Session;
  let bob: Session;
  let admin: Session;

  beforeAll(async () => {
    kit = await startKit({
      services: ['auth', 'notifications', 'credits', 'admin'],
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
  const list = async (who: Session) => {
    const res = await api('GET', '/api/notifications', who);
    expect(res.status).toBe(200);
    return res.body as {
      success: true;
      notifications: NotificationRow[];
      unreadCount: number;
      total?: number;
    };
  };
  const welcomeOf = async (who: Session) =>
    waitFor('the welcome notification', async () =>
      (await list(who)).notifications.find((n) => n.type === 'success' && n.title.startsWith('Welcome')),
    );

  it('refuses an anonymous caller', async () => {
    expect((await api('GET', '/api/notifications')).status).toBe(401);
    expect((await api('POST', '/api/notifications/mark-all-read')).status).toBe(401);
  });

  it('shows a new user their unread welcome notification, and only theirs', async () => {
    const welcome = await welcomeOf(alice);
    expect(welcome).toMatchObject({ user_id: alice.userId, is_read: false, type: 'success' });
    const body = await list(alice);
    expect(body.success).toBe(true);
    expect(body.unreadCount).toBe(1);
    expect(body.total).toBe(1);
    expect(body.notifications.every((n) => n.user_id === alice.userId)).toBe(true);
  });

  it('pages with limit and offset, and says how many there are in all', async () => {
    await welcomeOf(alice);
    const page = await api('GET', '/api/notifications?limit=1&offset=1', alice);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ success: true, notifications: [], total: 1 });
  });

  it('marks one notification read with either spelling, and not someone else’s', async () => {
    const welcome = await welcomeOf(alice);
    const byBob = await api('POST', `/api/notifications/${welcome.id}/read`, bob);
    expect(byBob.status).toBe(404);
    expect((await list(alice)).unreadCount).toBe(1);

    expect((await api('POST', `/api/notifications/${welcome.id}/read`, alice)).status).toBe(200);
    expect((await list(alice)).unreadCount).toBe(0);
    expect((await api('PUT', `/api/notifications/${welcome.id}/read`, alice)).status).toBe(200);
  });

  it('answers 400 for an id that is not a notification id', async () => {
    const res = await api('POST', '/api/notifications/not-an-id/read', alice);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Invalid notification id', code: expect.any(String) });
  });

  it('marks all read with POST mark-all-read and PUT read-all, touching only the caller', async () => {
    await welcomeOf(bob);
    expect((await list(bob)).unreadCount).toBe(1);
    const post = await api('POST', '/api/notifications/mark-all-read', alice);
    expect(post).toEqual({ status: 200, body: { success: true } });
    expect((await list(bob)).unreadCount).toBe(1);
    const put = await api('PUT', '/api/notifications/read-all', bob);
    expect(put.status).toBe(200);
    expect((await list(bob)).unreadCount).toBe(0);
  });

  it('tells a user when an administrator adds or removes credits', async () => {
    const add = await api('POST', '/api/admin/credits/adjust', admin, {
      userId: bob.userId,
      amount: 12.5,
      direction: 'add',
      reason: 'correction',
    });
    expect(add.status).toBe(200);
    const added = await waitFor('the credit notification', async () =>
      (await list(bob)).notifications.find((n) => n.title === 'Credits added'),
    );
    expect(added).toMatchObject({ type: 'success', is_read: false, code: 'notification.credits-added' });
    expect(added.message).toContain('An administrator added 12.5 credits to your account');

    await api('POST', '/api/admin/credits/adjust', admin, {
      userId: bob.userId,
      amount: 2,
      direction: 'remove',
      reason: 'correction',
    });
    const removed = await waitFor('the removal notification', async () =>
      (await list(bob)).notifications.find((n) => n.title === 'Credits removed'),
    );
    expect(removed.type).toBe('warning');
    expect((await list(alice)).notifications.some((n) => n.title.startsWith('Credits'))).toBe(false);
  });

  describe('broadcast', () => {
    const body = {
      title: 'Maintenance ce soir',
      message: 'Le service sera indisponible de 2h à 3h.',
      type: 'warning',
    };

    it('is refused to a signed-in user who is not an administrator', async () => {
      const res = await api('POST', '/api/admin/notifications/broadcast', alice, body);
      expect(res.status).toBe(403);
    });

    it('rejects a missing title or an unknown type and writes nothing', async () => {
      const before = (await list(alice)).notifications.length;
      expect(
        (await api('POST', '/api/admin/notifications/broadcast', admin, { ...body, title: '' })).status,
      ).toBe(400);
      expect(
        (await api('POST', '/api/admin/notifications/broadcast', admin, { ...body, type: 'alert' })).status,
      ).toBe(400);
      expect((await list(alice)).notifications.length).toBe(before);
    });

    it('writes one notification for every active user and says how many', async () => {
      const res = await api('POST', '/api/admin/notifications/broadcast', admin, body);
      expect(res.status).toBe(200);
      // alice, bob and the first administrator
      expect(res.body).toEqual({ success: true, count: 3, message: 'Notification envoyée à 3 utilisateurs' });
      for (const who of [alice, bob, admin]) {
        const got = (await list(who)).notifications.filter((n) => n.title === body.title);
        expect(got).toHaveLength(1);
        expect(got[0]).toMatchObject({
          type: 'warning',
          is_read: false,
          message: body.message,
          user_id: who.userId,
        });
      }
    });

    describe('with an Idempotency-Key', () => {
      let db: Client;
      let sent: { received: BroadcastSentEvent[]; close: () => Promise<void> };

      beforeAll(async () => {
        db = new Client({ connectionString: kit.stack.database.url });
        await db.connect();
        const connection = await connect({ servers: [NATS_URL], ...testNatsCredentials() });
        const received: BroadcastSentEvent[] = [];
        connection.subscribe(`${kit.stack.env.NATS_SUBJECT_PREFIX}${BroadcastEvents.sent}`, {
          callback: (err, msg) =>
            !err && received.push(JSONCodec<{ data: BroadcastSentEvent }>().decode(msg.data).data),
        });
        await connection.flush();
        sent = { received, close: () => connection.close() };
      });

      afterAll(async () => {
        await sent?.close();
        await db?.end();
      });

      const broadcastWith = (key: string, title: string) =>
        call(kit, 'POST', '/api/admin/notifications/broadcast', {
          token: admin.token,
          body: { ...body, title },
          headers: { 'Idempotency-Key': key },
        });
      const rowsTitled = async (title: string) =>
        (
          await db.query<{ user_id: string; dedupe_key: string | null }>(
            `SELECT user_id, dedupe_key FROM notifications.notifications WHERE title = $1`,
            [title],
          )
        ).rows;
      const pushesOf = (title: string) => sent.received.filter((e) => e.title === title);
      const everyone = () => [alice, bob, admin].map((who) => who.userId).sort();
      const reply = { success: true, count: 3, message: 'Notification envoyée à 3 utilisateurs' };

      it('sent twice, writes one row per user, counts everyone both times and pushes once', async () => {
        const key = randomUUID();
        const title = `Rappel ${key}`;
        const first = await broadcastWith(key, title);
        expect(first).toEqual({ status: 200, body: reply });
        await waitFor('the live push', async () => pushesOf(title).length > 0);

        const again = await broadcastWith(key, title);
        expect(again).toEqual({ status: 200, body: reply });
        const rows = await rowsTitled(title);
        expect(rows.map((r) => r.user_id).sort()).toEqual(everyone());
        for (const row of rows) {
          expect(row.dedupe_key).toBe(`broadcast:${admin.userId}:${key}:${row.user_id}`);
        }
        // Give a second push time to arrive before saying there was none.
        await new Promise((r) => setTimeout(r, 500));
        expect(pushesOf(title)).toEqual([expect.objectContaining({ count: 3 })]);
      });

      it('on a retry writes only the users an earlier attempt missed', async () => {
        const key = `retry_${randomUUID()}`;
        const title = `Panne ${key}`;
        expect((await broadcastWith(key, title)).status).toBe(200);
        // As if the page holding bob had failed.
        await db.query(`DELETE FROM notifications.notifications WHERE title = $1 AND user_id = $2`, [
          title,
          bob.userId,
        ]);

        expect(await broadcastWith(key, title)).toEqual({ status: 200, body: reply });
        expect((await rowsTitled(title)).map((r) => r.user_id).sort()).toEqual(everyone());
        const pushes = await waitFor('the second push', async () =>
          pushesOf(title).length === 2 ? pushesOf(title) : undefined,
        );
        expect(pushes.map((e) => e.count)).toEqual([3, 1]);
      });

      it('answers 400 for a malformed key and writes nothing', async () => {
        const title = `Refusé ${randomUUID()}`;
        for (const key of ['short', 'has spaces in it', 'semi;colon-key', 'k'.repeat(101)]) {
          const res = await broadcastWith(key, title);
          expect(res.status).toBe(400);
          expect(res.body).toEqual({
            error: 'Idempotency-Key must be 8 to 100 letters, digits, _ or -',
            code: expect.any(String),
          });
        }
        expect(await rowsTitled(title)).toEqual([]);
      });
    });
  });
});
