import { randomUUID } from 'node:crypto';
import type { UserRegisteredEvent } from '@storefront/contracts';
import { MessageBus, runWithCorrelationId } from '@storefront/platform';
import { Client } from 'pg';
import { startStack, Stack, waitFor } from '../../../../tests/support/stack';
import { dropRedisKeys, recordEvents, stackBus } from '../../../../tests/support/stack-clients';

describe('in-app notifications', () => {
  let stack: Stack;
  let bus: MessageBus;
  let created: Awaited<ReturnType<typeof recordEvents<'notifications.notification.created'>>>;

  beforeAll(async () => {
    stack = await startStack({ services: ['notifications'], gateway: true });
    bus = stackBus(stack);
    created = await recordEvents(stack, 'notifications.notification.created');
  }, 90000);

  afterAll(async () => {
    await created?.close();
    await bus?.onApplicationShutdown();
    await stack?.shutdown();
    if (stack) await dropRedisKeys(stack);
  });

  function registered(userId: string): UserRegisteredEvent {
    return {
      userId,
      email: `${userId}@example.com`,
      firstName: 'Ada',
      lastName: 'Lovelace',
      registeredAt: new Date().toISOString(),
    };
  }

  async function welcomed(userId: string) {
    await bus.emit('auth.user.registered', registered(userId));
    return waitFor('the welcome notification', async () => {
      const list = await bus.request('notifications.notification.list', { userId });
      return list.notifications.length ? list : undefined;
    });
  }

  /** Inserts a notification the way a future event would, to have several rows to work with. */
  async function insertNotification(userId: string, title: string) {
    const db = new Client({ connectionString: stack.database.url });
    await db.connect();
    try {
      const { rows } = await db.query(
        `INSERT INTO notifications.notifications (user_id, type, title, message) VALUES ($1, 'info', $2, 'Body') RETURNING id`,
        [userId, title],
      );
      return rows[0].id as string;
    } finally {
      await db.end();
    }
  }

  it('welcomes a new user once, however often the registration event arrives', async () => {
    const userId = randomUUID();
    await bus.emit('auth.user.registered', registered(userId));
    await bus.emit('auth.user.registered', registered(userId));
    const list = await welcomed(userId);
    await bus.emit('auth.user.registered', registered(userId));
    // Give the redeliveries time to be handled before counting.
    await new Promise((r) => setTimeout(r, 500));

    const after = await bus.request('notifications.notification.list', { userId });
    expect(after.notifications).toHaveLength(1);
    expect(after.unreadCount).toBe(1);
    expect(after.notifications[0]).toEqual({
      id: list.notifications[0].id,
      user_id: userId,
      type: 'success',
      title: 'Welcome to Oddsmith!',
      message: expect.stringContaining('0 credits'),
      code: 'notification.welcome',
      params: { brand: 'Oddsmith' },
      is_read: false,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    const events = created.received.filter((e) => e.userId === userId);
    expect(events).toEqual([
      {
        userId,
        id: after.notifications[0].id,
        title: 'Welcome to Oddsmith!',
        message: after.notifications[0].message,
        code: 'notification.welcome',
        params: { brand: 'Oddsmith' },
        type: 'success',
        createdAt: after.notifications[0].created_at,
      },
    ]);
  });

  it('ignores a malformed registration event and keeps serving', async () => {
    await bus.emit('auth.user.registered', { ...registered('not-a-uuid') });
    const userId = randomUUID();
    expect((await welcomed(userId)).notifications).toHaveLength(1);
    expect(stack.logs('notifications')).toMatch(
      /dropped a malformed event on t\w+\.auth\.user\.registered.*userId must be a UUID/,
    );
  });

  it("logs what a message causes under its sender's correlation id", async () => {
    const id = `trace-${randomUUID()}`;
    await runWithCorrelationId(id, () => bus.emit('auth.user.registered', registered('not-a-uuid')));
    const line = await waitFor('the dropped-event line', async () =>
      stack
        .logs('notifications')
        .split('\n')
        .find((l) => l.includes(id)),
    );
    expect(JSON.parse(line)).toMatchObject({
      correlationId: id,
      msg: expect.stringContaining('dropped a malformed event'),
    });
  });

  it('lists newest first with paging, the unread count and the total', async () => {
    const userId = randomUUID();
    await welcomed(userId);
    await insertNotification(userId, 'Second');
    await insertNotification(userId, 'Third');

    const all = await bus.request('notifications.notification.list', { userId });
    expect(all.notifications.map((n) => n.title)).toEqual(['Third', 'Second', 'Welcome to Oddsmith!']);
    expect(all.unreadCount).toBe(3);
    expect(all.total).toBe(3);
    const page = await bus.request('notifications.notification.list', { userId, limit: 1, offset: 1 });
    expect(page.notifications.map((n) => n.title)).toEqual(['Second']);
    expect(page.unreadCount).toBe(3);
    expect(page.total).toBe(3);
    // Past the last page: no rows, and still the unread count the bell shows and the total.
    const beyond = await bus.request('notifications.notification.list', { userId, offset: 10 });
    expect(beyond).toEqual({ notifications: [], unreadCount: 3, total: 3 });
  });

  it('counts every notification of the user in the total, read or not, beyond the page', async () => {
    const userId = randomUUID();
    const other = randomUUID();
    await welcomed(userId);
    await welcomed(other);
    for (let i = 0; i < 4; i++) await insertNotification(userId, `Extra ${i}`);
    await bus.request('notifications.notification.mark-all-read', { userId });
    await insertNotification(userId, 'Latest');

    const page = await bus.request('notifications.notification.list', { userId, limit: 2 });
    expect(page.notifications.map((n) => n.title)).toEqual(['Latest', 'Extra 3']);
    expect(page).toMatchObject({ unreadCount: 1, total: 6 });
    // Another user's rows are neither listed nor counted.
    expect(await bus.request('notifications.notification.list', { userId: other })).toMatchObject({
      total: 1,
    });
  });

  it("marks one notification read, and refuses another user's with a 404", async () => {
    const owner = randomUUID();
    const stranger = randomUUID();
    const id = (await welcomed(owner)).notifications[0].id;

    await expect(
      bus.request('notifications.notification.mark-read', { userId: stranger, id }),
    ).rejects.toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect((await bus.request('notifications.notification.list', { userId: owner })).unreadCount).toBe(1);

    const { notification } = await bus.request('notifications.notification.mark-read', { userId: owner, id });
    expect(notification).toMatchObject({ id, is_read: true });
    expect((await bus.request('notifications.notification.list', { userId: owner })).unreadCount).toBe(0);
    await expect(
      bus.request('notifications.notification.mark-read', { userId: owner, id: randomUUID() }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it("marks all of a user's notifications read without touching anyone else's", async () => {
    const alice = randomUUID();
    const bob = randomUUID();
    await welcomed(alice);
    await insertNotification(alice, 'More');
    await welcomed(bob);

    expect(await bus.request('notifications.notification.mark-all-read', { userId: alice })).toEqual({
      updated: 2,
    });
    expect((await bus.request('notifications.notification.list', { userId: alice })).unreadCount).toBe(0);
    expect((await bus.request('notifications.notification.list', { userId: bob })).unreadCount).toBe(1);
    expect(await bus.request('notifications.notification.mark-all-read', { userId: alice })).toEqual({
      updated: 0,
    });
  });

  it('rejects requests without a valid user id', async () => {
    await expect(bus.request('notifications.notification.list', { userId: 'me' })).rejects.toMatchObject({
      status: 400,
    });
    await expect(
      bus.request('notifications.notification.mark-read', { userId: randomUUID(), id: "1' OR '1'='1" }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      bus.request('notifications.notification.list', { userId: randomUUID(), limit: 1000 }),
    ).rejects.toMatchObject({
      status: 400,
    });
  });
});
