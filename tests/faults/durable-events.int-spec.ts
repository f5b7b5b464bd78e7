import {
  CreditsSubjects,
  LiveNotificationPayload,
  NotificationRow,
  NotificationSubjects,
  PaymentsSubjects,
} from '@storefront/contracts';
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { Client } from 'pg';
import { connectSocket, ClientSocket, hello, record, sleep } from '../support/socket-test-kit';
import { AuthKit, startKit, TestSession, uniqueIp, userSession } from '../support/auth-kit';
import { natsEnvOf } from '../support/local-servers';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { startStackProcess, waitForHealth } from '../../scripts/lib/stack-processes.mjs';
import { waitFor } from '../support/stack';

/** Short, so the events a hung gateway had taken are handed to the other one within the test. */
const ACK_WAIT_MS = 4000;

/**
 * Events a user depends on are never lost: a payment confirmed or a credit change made while the
 * notifications service is stopped becomes a notification once it is back, and a gateway that
 * hangs or crashes with events in hand leaves them to the other gateway. Nothing arrives twice.
 */
describe('durable events across stopped, hung and restarted processes', () => {
  let kit: AuthKit;
  let db: Client;
  let second: { process: ChildProcess; url: string; port: number } | undefined;
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    kit = await startKit({
      services: ['auth', 'payments', 'credits', 'notifications', 'presence', 'admin'],
      env: {
        PRICE_API_URL: 'http://127.0.0.1:9/simple/price',
        RATE_LIMIT_PER_IP: '200',
        EVENTS_ACK_WAIT_MS: String(ACK_WAIT_MS),
      },
    });
    db = new Client({ connectionString: kit.stack.database.url });
    await db.connect();
  }, 240000);

  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await stopSecondGateway();
    await db?.end();
    await kit?.close();
  });

  /** A second gateway beside the stack's, sharing its Redis adapter and its durable consumers. */
  async function startSecondGateway(port = second?.port) {
    const own = port ?? (await freePort());
    const gateway = startStackProcess({
      name: 'gateway',
      env: { ...process.env, ...kit.stack.env, ...natsEnvOf('gateway'), PORT: String(own) },
      capture: true,
    });
    second = { process: gateway.child, url: `http://127.0.0.1:${own}`, port: own };
    await waitForHealth(second.url, { timeoutMs: 60000, intervalMs: 250 }).catch((err: Error) => {
      throw new Error(`${err.message}\n${gateway.output().slice(-3000)}`);
    });
  }

  async function stopSecondGateway(signal: NodeJS.Signals = 'SIGKILL') {
    const child = second?.process;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGCONT');
    child.kill(signal);
    await once(child, 'exit');
  }

  /** A sandbox payment of `userId` opened and paid, as the provider would confirm it. */
  async function pay(userId: string): Promise<string> {
    const { paymentId } = await kit.request(PaymentsSubjects.create, {
      userId,
      amount: 20,
      currency: 'eur',
      crypto: 'btc',
    });
    await kit.request(PaymentsSubjects.simulatePaid, {
      paymentId,
      requesterId: userId,
      requesterIsAdmin: false,
    });
    return paymentId;
  }

  async function addCredits(userId: string, amount: number) {
    await kit.request(CreditsSubjects.adjust, { userId, adminId: randomUUID(), amount, direction: 'add' });
  }

  async function notifications(userId: string): Promise<NotificationRow[]> {
    return (await kit.request(NotificationSubjects.list, { userId, limit: 100 })).notifications;
  }

  const titled = (rows: NotificationRow[], title: string) => rows.filter((n) => n.title === title);

  /** Payments credited and admin credit changes written: the producers did their part. */
  async function producedFor(userId: string, payments: number, changes: number) {
    await waitFor(
      `${payments} payments credited and ${changes} credit changes written`,
      async () => {
        const { rows } = await db.query(
          `SELECT (SELECT count(*)::int FROM payments.payments WHERE user_id = $1 AND credits_added) AS paid,
                  (SELECT count(*)::int FROM credits.transactions WHERE user_id = $1 AND admin_id IS NOT NULL) AS changed`,
          [userId],
        );
        return rows[0].paid === payments && rows[0].changed === changes;
      },
      60000,
      200,
    );
  }

  async function signedInSocket(user: TestSession, baseUrl = kit.stack.baseUrl) {
    const socket = await connectSocket(baseUrl, '/', { ip: uniqueIp() });
    sockets.push(socket);
    expect(await hello(socket, { accessToken: user.token })).toMatchObject({ signedIn: true });
    return socket;
  }

  /** The id of the user's welcome notification, once it is there. */
  async function welcomed(user: TestSession): Promise<string> {
    const [welcome] = await waitFor('the welcome notification', async () => {
      const rows = await notifications(user.userId);
      return rows.length === 1 && rows;
    });
    return welcome.id;
  }

  const pushedIds = (pushes: LiveNotificationPayload[]) => pushes.map((p) => p.id).sort();

  it('turns 20 payments confirmed while the notifications service was stopped into 20 notifications, once each', async () => {
    const user = await userSession(kit, 'away');
    const welcome = await welcomed(user);
    const pushes = record(await signedInSocket(user), 'notification');

    await kit.stack.stop('notifications');
    for (let i = 0; i < 20; i++) await pay(user.userId);
    for (const amount of [3, 5, 7]) await addCredits(user.userId, amount);
    await producedFor(user.userId, 20, 3);
    // Nobody was there to hear the events when they happened.
    await sleep(1000);
    expect(
      await db.query(`SELECT 1 FROM notifications.notifications WHERE user_id = $1`, [user.userId]),
    ).toMatchObject({ rowCount: 1 });

    await kit.stack.start('notifications');
    await waitFor(
      'the missed notifications',
      async () => (await notifications(user.userId)).length >= 24,
      60000,
      250,
    );
    await waitFor(
      'their live pushes',
      async () => pushes.filter((p) => p.id !== welcome).length >= 23,
      20000,
    );
    await sleep(1500);

    const rows = await notifications(user.userId);
    expect(rows).toHaveLength(24);
    // What an operator sees: the restarted service handled the confirmations it had missed.
    const metrics = await (await fetch(`${kit.stack.healthUrls('notifications')[0]}/metrics`)).text();
    const handled =
      /^durable_events_handled_total\{[^}]*subject="payments\.payment\.confirmed"[^}]*outcome="ok"[^}]*\} (\d+)/m.exec(
        metrics,
      );
    expect(Number(handled?.[1])).toBeGreaterThanOrEqual(20);
    expect(titled(rows, 'Payment confirmed')).toHaveLength(20);
    expect(titled(rows, 'Credits added').map((n) => n.message)).toEqual(
      expect.arrayContaining(
        [3, 5, 7].map((n) => expect.stringContaining(`An administrator added ${n} credits`)),
      ),
    );
    // Every notification stored while the socket was open was pushed live, once (the welcome
    // may have been pushed just before or just after the socket joined).
    expect(pushedIds(pushes.filter((p) => p.id !== welcome))).toEqual(
      rows
        .filter((n) => n.id !== welcome)
        .map((n) => n.id)
        .sort(),
    );
  });

  it('pushes every notification once while a second gateway hangs, crashes and is restarted', async () => {
    const user = await userSession(kit, 'live');
    const welcome = await welcomed(user);
    // The user's socket is on the stack's gateway; the second gateway takes its share of events.
    const pushes = record(await signedInSocket(user), 'notification');
    await startSecondGateway();
    let expected = 0;
    const paid = async (n: number) => {
      for (let i = 0; i < n; i++) await pay(user.userId);
      expected += n;
    };
    const allPushed = (what: string) =>
      waitFor(
        what,
        async () => pushes.filter((p) => p.id !== welcome).length >= expected,
        4 * ACK_WAIT_MS + 20000,
        200,
      );

    await paid(6);
    await allPushed('the pushes with both gateways up');

    // The second gateway hangs with events in hand, then crashes and is started again.
    second!.process.kill('SIGSTOP');
    await paid(8);
    for (const amount of [11, 13]) await addCredits(user.userId, amount);
    expected += 2;
    await sleep(1000);
    await stopSecondGateway('SIGKILL');
    await startSecondGateway();
    await allPushed('the pushes of the events the crashed gateway had taken');

    // It hangs again; its events go to the other gateway; then it wakes up and pushes none again.
    second!.process.kill('SIGSTOP');
    await paid(6);
    await allPushed('the pushes of the events the hung gateway had taken');
    second!.process.kill('SIGCONT');
    await sleep(3000);

    const rows = (await notifications(user.userId)).filter((n) => n.id !== welcome);
    expect(rows).toHaveLength(expected);
    expect(pushedIds(pushes.filter((p) => p.id !== welcome))).toEqual(rows.map((n) => n.id).sort());
  });
});
