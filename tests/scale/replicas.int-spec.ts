/**
 * The storefront scaled out on one machine: two processes of every service in their NATS queue
 * groups and two gateways behind the local balancer (`scripts/lib/balancer.mjs`). Proves that
 * requests spread over both replicas, that socket pushes and the live visitor list span both
 * gateways (Redis adapter, one gateway handling each event), that a session ended through one
 * gateway has its socket on the other closed at once, that every queued job runs once with
 * two workers competing, and that one payment callback delivered to both gateways at once is
 * applied once.
 */
import {
  EmailSubjects,
  HealthSubjects,
  LiveVisitorsPage,
  PaymentsEvents,
  PaymentsSubjects,
  SERVICE_NAMES,
  CreditsSubjects,
} from '@storefront/contracts';
import { randomBytes, randomUUID } from 'node:crypto';
import { Client } from 'pg';
import {
  ClientSocket,
  closedBy,
  connectSocket,
  hello,
  nextEvent,
  record,
  sleep,
} from '../support/socket-test-kit';
import { recordEvents } from '../support/stack-clients';
import { FakeNowPayments } from '../support/fake-nowpayments.mjs';
import { signIpn } from '../../services/payments/src/providers/nowpayments-signature';
import {
  adminSession,
  AuthKit,
  authClient,
  call,
  registeredUser,
  startKit,
  TestSession,
  uniqueIp,
  userSession,
} from '../support/auth-kit';
import { recordFigures } from '../support/figures';
import { waitFor } from '../support/stack';

const IPN_SECRET = 'scale-ipn-secret';
const REPLICAS = 2;

/** The `session_id` claim of an access token. */
const sessionIdOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { session_id: string }).session_id;

/** How many lines of `processName`'s log contain `text`. */
const occurrences = (log: string, text: string) =>
  log.split('\n').filter((line) => line.includes(text)).length;

describe('two replicas of every process behind the balancer', () => {
  const fake = new FakeNowPayments();
  let kit: AuthKit;
  let db: Client;
  let admin: TestSession;
  const sockets: ClientSocket[] = [];
  const tag = randomBytes(3).toString('hex');

  beforeAll(async () => {
    const apiUrl = await fake.start();
    kit = await startKit({
      services: SERVICE_NAMES,
      replicas: REPLICAS,
      env: {
        // Workers and handlers say which process did what at info level, each request at debug.
        LOG_LEVEL: 'debug',
        RATE_LIMIT_PER_IP: '500',
        PAYMENT_PROVIDER: 'nowpayments',
        NOWPAYMENTS_API_URL: apiUrl,
        NOWPAYMENTS_API_KEY: 'test-key',
        NOWPAYMENTS_IPN_SECRET: IPN_SECRET,
        PRICE_API_URL: 'http://127.0.0.1:9/simple/price',
      },
    });
    db = new Client({ connectionString: kit.stack.database.url });
    await db.connect();
    admin = await adminSession(kit);
  }, 240000);

  afterEach(() => {
    sockets.splice(0).forEach((s) => s.close());
  });

  afterAll(async () => {
    await db?.end();
    await kit?.close();
    await fake.stop();
  });

  const socketAt = async (
    baseUrl: string,
    namespace: string,
    options: Parameters<typeof connectSocket>[2] = {},
  ) => {
    const socket = await connectSocket(baseUrl, namespace, { ip: uniqueIp(), ...options });
    sockets.push(socket);
    return socket;
  };

  it('runs two gateways and two processes of each service', () => {
    expect(kit.stack.replicas).toBe(REPLICAS);
    expect(kit.stack.gateways).toHaveLength(REPLICAS);
    expect(new Set([kit.stack.baseUrl, ...kit.stack.gateways]).size).toBe(REPLICAS + 1);
  });

  it('spreads each service’s requests over both of its replicas (NATS queue groups)', async () => {
    const perService: Record<string, string> = {};
    for (const service of SERVICE_NAMES) {
      // Small batches: the point is who answers, not how many at once.
      const replies = [];
      for (let batch = 0; batch < 10; batch++)
        replies.push(
          ...(await Promise.all(
            Array.from({ length: 4 }, () =>
              kit.bus.request(HealthSubjects.check(service), {}, { timeoutMs: 5000 }),
            ),
          )),
        );
      const counts = new Map<string, number>();
      for (const reply of replies) {
        expect(reply).toMatchObject({ service, instance: expect.stringMatching(/^.+:\d+$/) });
        counts.set(reply.instance, (counts.get(reply.instance) ?? 0) + 1);
      }
      // Each request answered by exactly one replica, and both replicas answered some.
      expect(counts.size).toBe(REPLICAS);
      expect([...counts.values()].reduce((a, b) => a + b)).toBe(40);
      perService[service] = [...counts.values()].join('/');
    }
    recordFigures('replicas', { 'health checks per service': 40, 'auth split': perService.auth });
  });

  it('round-robins HTTP requests over both gateways, each handled by one', async () => {
    const requests = 20;
    const logged = () =>
      [1, 2].map((i) => occurrences(kit.stack.logs(`gateway-${i}`), '"path":"/api/crypto-prices"'));
    const before = logged();
    for (let i = 0; i < requests; i++) {
      const res = await fetch(`${kit.stack.baseUrl}/api/crypto-prices`);
      expect(res.status).toBe(200);
    }
    // The request line is written once the response has gone out.
    await new Promise((r) => setTimeout(r, 200));
    const perGateway = logged().map((n, i) => n - before[i]);
    expect(perGateway.reduce((a, b) => a + b)).toBe(requests);
    expect(perGateway.every((n) => n > 0)).toBe(true);
    recordFigures('replicas', {
      'HTTP requests over the balancer': requests,
      'gateway split': perGateway.join('/'),
    });
  });

  it('passes the client address in X-Forwarded-For, which the gateways believe from the balancer', async () => {
    const claimed = uniqueIp();
    const visitor = await socketAt(kit.stack.baseUrl, '/', { ip: claimed });
    const { visitorId } = await hello(visitor);
    const listed = await waitFor('the visitor in the live list', async () => {
      const page = (
        await call<LiveVisitorsPage>(kit, 'GET', '/api/admin/visitors?pageSize=100', { token: admin.token })
      ).body;
      return page.visitors.find((v) => v.id === visitorId);
    });
    expect(listed.ip_raw).toBe(claimed);
  });

  it('keeps a long-polling socket on one gateway and lets it upgrade through the balancer', async () => {
    const user = await userSession(kit, 'polling');
    const polling = await socketAt(kit.stack.baseUrl, '/', { transports: ['polling'] });
    const upgrading = await socketAt(kit.stack.baseUrl, '/', { transports: ['polling', 'websocket'] });
    await hello(polling, { accessToken: user.token });
    await hello(upgrading, { accessToken: user.token });
    await waitFor(
      'the upgrade to websocket',
      async () => upgrading.io.engine.transport.name === 'websocket',
      10000,
    );
    const got = [
      nextEvent(polling, 'notification', undefined, 10000),
      nextEvent(upgrading, 'notification', undefined, 10000),
    ];
    const adjust = await call(kit, 'POST', '/api/admin/credits/adjust', {
      token: admin.token,
      body: { userId: user.userId, amount: 3, direction: 'add', reason: 'correction' },
    });
    expect(adjust.status).toBe(200);
    await Promise.all(got);
    // Many polling round trips later the session still answers: no "session id unknown".
    expect(polling.connected).toBe(true);
    expect(polling.io.engine.transport.name).toBe('polling');
  });

  it('delivers pushes to a user’s sockets on both gateways, once each, whichever gateway raised them', async () => {
    const [gatewayA, gatewayB] = kit.stack.gateways;
    const user = await userSession(kit, 'spread');
    const onA = await socketAt(gatewayA, '/');
    const onB = await socketAt(gatewayB, '/');
    await hello(onA, { accessToken: user.token });
    await hello(onB, { accessToken: user.token });
    const gotA = record(onA, 'notification');
    const gotB = record(onB, 'notification');

    const rounds = 6;
    for (let i = 0; i < rounds; i++) {
      const through = i % 2 === 0 ? gatewayB : gatewayA;
      const res = await fetch(`${through}/api/admin/credits/adjust`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ userId: user.userId, amount: i + 1, direction: 'add', reason: 'correction' }),
      });
      expect(res.status).toBe(200);
    }
    await waitFor(
      'every push on both sockets',
      async () => gotA.length >= rounds && gotB.length >= rounds,
      15000,
    );
    await new Promise((r) => setTimeout(r, 500)); // a duplicate would arrive by now
    expect(gotA).toHaveLength(rounds);
    expect(gotB).toHaveLength(rounds);
    expect(gotA.map((n) => n.id).sort()).toEqual(gotB.map((n) => n.id).sort());
    expect(new Set(gotA.map((n) => n.id)).size).toBe(rounds);
    recordFigures('replicas', { 'pushes across gateways': rounds * 2 });
  });

  it('closes an ended session’s sockets on both gateways at once, and keeps the user’s other session’s', async () => {
    const [gatewayA, gatewayB] = kit.stack.gateways;
    const { email, password, session: onLaptop } = await registeredUser(kit, 'ended-across');
    const phone = authClient(kit);
    const signedIn = await phone.signInWithPassword({ email, password });
    if (signedIn.error) throw signedIn.error;
    const onPhone = signedIn.data.session;
    const phoneSessionId = sessionIdOf(onPhone.access_token);
    // Each session has a socket on each gateway: whichever gateway handles the event, one of the
    // phone's sockets is on the other one.
    const phoneSockets = [];
    const laptopSockets = [];
    for (const gateway of [gatewayA, gatewayB]) {
      const phoneSocket = await socketAt(gateway, '/', { token: onPhone.access_token });
      const laptopSocket = await socketAt(gateway, '/', { token: onLaptop.access_token });
      await hello(phoneSocket, { accessToken: onPhone.access_token });
      await hello(laptopSocket, { accessToken: onLaptop.access_token });
      phoneSockets.push(phoneSocket);
      laptopSockets.push(laptopSocket);
    }
    const phoneClosed = Promise.all(phoneSockets.map((socket) => closedBy(socket)));

    const ended = await fetch(`${gatewayA}/api/account/sessions/${phoneSessionId}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${onLaptop.access_token}`, 'x-forwarded-for': uniqueIp() },
    });
    expect(ended.status).toBe(200);
    // Its unexpired access token is refused by either gateway, and its sockets closed by the server.
    for (const gateway of [gatewayA, gatewayB]) {
      const res = await fetch(`${gateway}/api/user/admin-status`, {
        headers: { authorization: `Bearer ${onPhone.access_token}`, 'x-forwarded-for': uniqueIp() },
      });
      expect(res.status).toBe(401);
    }
    expect(await phoneClosed).toEqual(['io server disconnect', 'io server disconnect']);
    await sleep(300);
    expect(laptopSockets.map((socket) => socket.connected)).toEqual([true, true]);
    const pushed = laptopSockets.map((socket) => nextEvent(socket, 'notification', undefined, 10000));
    const adjust = await call(kit, 'POST', '/api/admin/credits/adjust', {
      token: admin.token,
      body: { userId: signedIn.data.user.id, amount: 1, direction: 'add', reason: 'correction' },
    });
    expect(adjust.status).toBe(200);
    await Promise.all(pushed);
  });

  it('lists the visitors of both gateways in visitors:update, to an administrator on either', async () => {
    const [gatewayA, gatewayB] = kit.stack.gateways;
    const visitorA = await socketAt(gatewayA, '/');
    const visitorB = await socketAt(gatewayB, '/');
    const [{ visitorId: idA }, { visitorId: idB }] = await Promise.all([hello(visitorA), hello(visitorB)]);

    for (const gateway of [gatewayA, gatewayB]) {
      const adminSocket = await socketAt(gateway, '/admin', { token: admin.token });
      adminSocket.emit('visitors:page', { page: 1, pageSize: 100 });
      const page = await nextEvent(
        adminSocket,
        'visitors:update',
        (p) => [idA, idB].every((id) => p.visitors.some((v) => v.id === id)),
        10000,
      );
      expect(page.total).toBeGreaterThanOrEqual(2);
    }
  });

  it('delivers every queued mail once, with both notifications workers competing', async () => {
    const count = 30;
    const recipients = Array.from({ length: count }, (_, i) => `scale-${tag}-${i}@example.test`);
    const deliveredBefore = [1, 2].map((i) =>
      occurrences(kit.stack.logs(`notifications-${i}`), 'delivered via'),
    );
    await Promise.all(
      recipients.map((to, i) =>
        kit.bus.request(EmailSubjects.send, {
          to,
          template: 'signup-code',
          data: { code: String(100000 + i) },
        }),
      ),
    );
    const mailbox = async () =>
      (
        await db.query<{ to_address: string; n: number }>(
          `SELECT to_address, count(*)::int AS n FROM notifications.dev_mailbox
            WHERE to_address LIKE $1 GROUP BY to_address`,
          [`scale-${tag}-%`],
        )
      ).rows;
    await waitFor(
      'every mail in the dev mailbox',
      async () => (await mailbox()).length === count,
      30000,
      200,
    );
    await new Promise((r) => setTimeout(r, 1000)); // a second delivery would land by now
    const rows = await mailbox();
    expect(rows).toHaveLength(count);
    expect(rows.every((r) => r.n === 1)).toBe(true);

    const perWorker = [1, 2].map(
      (i, k) => occurrences(kit.stack.logs(`notifications-${i}`), 'delivered via') - deliveredBefore[k],
    );
    expect(perWorker.reduce((a, b) => a + b)).toBe(count);
    recordFigures('replicas', { 'mails queued': count, 'mail deliveries per worker': perWorker.join('/') });
  });

  /** A payment of `amount` EUR for a new user through the (faked) NOWPayments provider. */
  async function newPayment(amount: number) {
    const userId = randomUUID();
    const { paymentId, credits } = await kit.bus.request(PaymentsSubjects.create, {
      userId,
      amount,
      currency: 'eur',
      crypto: 'btc',
    });
    fake.setStatus(paymentId, 'finished', `0x${paymentId.slice(0, 8)}`);
    const provider = fake.byOrder(paymentId);
    const ipnBody = { ...provider, payment_status: 'finished' } as Record<string, unknown>;
    return { userId, paymentId, credits, ipnBody };
  }

  async function ipnAt(baseUrl: string, body: Record<string, unknown>) {
    const res = await fetch(`${baseUrl}/api/payments/ipn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-nowpayments-sig': signIpn(body, IPN_SECRET) },
      body: JSON.stringify(body),
    });
    return res.status;
  }

  /** Waits until every payment is credited, then checks each was applied exactly once. */
  async function expectCreditedOnce(
    payments: Awaited<ReturnType<typeof newPayment>>[],
    confirmed: { paymentId: string }[],
  ) {
    const ids = payments.map((p) => p.paymentId);
    await waitFor(
      'every payment credited',
      async () =>
        (
          await db.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM payments.payments WHERE payment_id = ANY($1) AND credits_added',
            [ids],
          )
        ).rows[0].n === ids.length,
      60000,
      250,
    );
    await new Promise((r) => setTimeout(r, 1500)); // let retried jobs and the poll run too
    const ledger = await db.query<{ payment_id: string; user_id: string; amount: string }>(
      'SELECT payment_id, user_id, amount FROM credits.transactions WHERE payment_id = ANY($1)',
      [ids],
    );
    expect(ledger.rows).toHaveLength(ids.length);
    for (const payment of payments) {
      expect(ledger.rows.filter((r) => r.payment_id === payment.paymentId)).toHaveLength(1);
      const { balance } = await kit.bus.request(CreditsSubjects.getBalance, { userId: payment.userId });
      expect(balance).toBe(payment.credits);
    }
    // One confirmation event, one "paid" transition and one grant per payment, over both replicas.
    for (const id of ids) {
      expect(confirmed.filter((e) => e.paymentId === id)).toHaveLength(1);
      const logs = kit.stack.logs('payments');
      expect(occurrences(logs, `payment ${id} is paid`)).toBe(1);
      expect(occurrences(logs, `grant of ${id}: granted`)).toBe(1);
    }
    const notified = await db.query<{ user_id: string; n: number }>(
      'SELECT user_id, count(*)::int AS n FROM notifications.notifications WHERE user_id = ANY($1) GROUP BY user_id',
      [payments.map((p) => p.userId)],
    );
    expect(notified.rows).toHaveLength(payments.length);
    expect(notified.rows.every((r) => r.n === 1)).toBe(true);
    expect((await kit.bus.request(CreditsSubjects.verifyLedger, {})).consistent).toBe(true);
  }

  it('grants every confirmed payment once, with both payments workers competing', async () => {
    const events = await recordEvents(kit.stack, PaymentsEvents.confirmed);
    try {
      const payments = await Promise.all(Array.from({ length: 20 }, (_, i) => newPayment(10 + 2 * i)));
      // Through the balancer: callbacks alternate between the gateways.
      const statuses = await Promise.all(payments.map((p) => ipnAt(kit.stack.baseUrl, p.ipnBody)));
      expect(statuses.every((s) => s === 200)).toBe(true);
      await expectCreditedOnce(payments, events.received);
      const perWorker = [1, 2].map(
        (i) =>
          payments.filter((p) => kit.stack.logs(`payments-${i}`).includes(`grant of ${p.paymentId}: granted`))
            .length,
      );
      recordFigures('replicas', {
        'payments granted': payments.length,
        'grants per worker': perWorker.join('/'),
      });
    } finally {
      await events.close();
    }
  });

  it('applies a payment callback delivered to both gateways at once exactly once', async () => {
    const [gatewayA, gatewayB] = kit.stack.gateways;
    const events = await recordEvents(kit.stack, PaymentsEvents.confirmed);
    try {
      const payments = await Promise.all(Array.from({ length: 10 }, (_, i) => newPayment(20 + 2 * i)));
      const deliveries = payments.flatMap((p) =>
        [gatewayA, gatewayB, gatewayA, gatewayB].map((g) => ipnAt(g, p.ipnBody)),
      );
      const statuses = await Promise.all(deliveries);
      expect(statuses.every((s) => s === 200)).toBe(true);
      await expectCreditedOnce(payments, events.received);
      const callbacks = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM payments.provider_callbacks
          WHERE provider_payment_id = ANY($1) AND signature_valid`,
        [payments.map((p) => String(p.ipnBody.payment_id))],
      );
      expect(callbacks.rows[0].n).toBe(deliveries.length);
      recordFigures('replicas', {
        'duplicate callbacks delivered': deliveries.length,
        'payments applied once': payments.length,
      });
    } finally {
      await events.close();
    }
  });
});
