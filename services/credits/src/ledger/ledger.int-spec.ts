import { AuthEvents, BalanceChangedEvent, CreditsEvents, CreditsSubjects } from '@storefront/contracts';
import { MessageBus, ServiceError } from '@storefront/platform';
import { randomUUID } from 'node:crypto';
import { connect, JSONCodec, NatsConnection } from 'nats';
import { Client } from 'pg';
import { startStack, Stack, waitFor } from '../../../../tests/support/stack';
import { testNatsCredentials } from '../../../../tests/support/local-servers';
import { answeringBus } from '../../../../tests/support/stack-clients';

const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';

describe('credits ledger over NATS', () => {
  let stack: Stack;
  let bus: MessageBus;
  let nats: NatsConnection;
  const prefix = () => stack.env.NATS_SUBJECT_PREFIX;

  beforeAll(async () => {
    stack = await startStack({ services: ['credits'], gateway: false });
    bus = await answeringBus(stack, ['credits']);
    nats = await connect({ servers: NATS_URL, ...testNatsCredentials() });
  }, 90000);

  afterAll(async () => {
    await nats?.close();
    await bus?.onApplicationShutdown();
    await stack?.shutdown();
  });

  const balanceOf = async (userId: string) =>
    (await bus.request(CreditsSubjects.getBalance, { userId })).balance;

  async function failure(promise: Promise<unknown>): Promise<ServiceError> {
    try {
      await promise;
    } catch (err) {
      return err as ServiceError;
    }
    throw new Error('expected the request to fail');
  }

  it('reads 0 for a user it has never seen', async () => {
    expect(await balanceOf(randomUUID())).toBe(0);
  });

  it('opens a zero balance once per registered user, however often the event arrives', async () => {
    const userId = randomUUID();
    const event = {
      userId,
      email: 'a@b.c',
      firstName: 'A',
      lastName: 'B',
      registeredAt: new Date().toISOString(),
    };
    await bus.emit(AuthEvents.userRegistered, event);
    await bus.emit(AuthEvents.userRegistered, event);
    await waitFor('the balance row', async () => {
      const client = new Client({ connectionString: stack.database.url });
      await client.connect();
      try {
        const res = await client.query('SELECT balance FROM credits.balances WHERE user_id = $1', [userId]);
        return res.rowCount === 1 && res.rows[0].balance === '0.00';
      } finally {
        await client.end();
      }
    });
  });

  it('keeps balance equal to the sum of the ledger under 200 concurrent admin adjustments', async () => {
    const userId = randomUUID();
    const adminId = randomUUID();
    const operations = Array.from({ length: 200 }, (_, i) => ({
      userId,
      adminId,
      amount: (i % 7) + 0.25,
      direction: i % 3 === 0 ? ('remove' as const) : ('add' as const),
    }));
    await Promise.all(operations.map((op) => bus.request(CreditsSubjects.adjust, op, { timeoutMs: 20000 })));
    const expected =
      operations.reduce((sum, op) => sum + (op.direction === 'add' ? 1 : -1) * op.amount * 100, 0) / 100;
    expect(await balanceOf(userId)).toBeCloseTo(expected, 2);
    const check = await bus.request(CreditsSubjects.verifyLedger, { userId });
    expect(check).toEqual({ consistent: true, checkedUsers: 1, mismatches: [] });
    const all = await bus.request(CreditsSubjects.verifyLedger, {});
    expect(all.consistent).toBe(true);
  });

  it('lets an admin removal take the balance below zero and records who did it', async () => {
    const userId = randomUUID();
    const adminId = randomUUID();
    const reply = await bus.request(CreditsSubjects.adjust, {
      userId,
      adminId,
      amount: 5,
      direction: 'remove',
    });
    expect(reply.balance).toBe(-5);
    expect(reply.transaction).toMatchObject({
      user_id: userId,
      admin_id: adminId,
      type: 'credit_spend',
      amount: -5,
      status: 'completed',
    });
    const { entries } = await bus.request(CreditsSubjects.listAdminHistory, {});
    expect(entries[0]).toMatchObject({ user_id: userId, admin_id: adminId });
  });

  it('announces an admin change so the user can be told', async () => {
    const userId = randomUUID();
    const adminId = randomUUID();
    const sub = nats.subscribe(`${prefix()}${CreditsEvents.balanceChanged}`);
    const received = (async () => {
      for await (const msg of sub) {
        const body = JSONCodec<{ data: BalanceChangedEvent }>().decode(msg.data).data;
        if (body.userId === userId) return body;
      }
    })();
    await bus.request(CreditsSubjects.adjust, { userId, adminId, amount: 12.5, direction: 'add' });
    const event = await Promise.race([received, new Promise((r) => setTimeout(r, 5000))]);
    sub.unsubscribe();
    expect(event).toMatchObject({ userId, adminId, delta: 12.5, balance: 12.5, type: 'credit_add' });
  });

  it('credits a payment once when 50 deliveries of its grant race', async () => {
    const userId = randomUUID();
    const paymentId = randomUUID();
    const replies = await Promise.all(
      Array.from({ length: 50 }, () =>
        bus.request(
          CreditsSubjects.grantForPayment,
          { paymentId, userId, credits: 10 },
          { timeoutMs: 20000 },
        ),
      ),
    );
    expect(replies.filter((r) => !r.alreadyApplied)).toHaveLength(1);
    expect(new Set(replies.map((r) => r.transactionId)).size).toBe(1);
    expect(await balanceOf(userId)).toBe(10);
    const { transactions } = await bus.request(CreditsSubjects.listTransactions, { userId });
    expect(transactions).toHaveLength(1);
    expect(transactions[0]).toMatchObject({ type: 'credit_purchase', amount: 10, payment_id: paymentId });
  });

  it('applies an admin change once when the same request is retried, and refuses its key for another change', async () => {
    const userId = randomUUID();
    const adminId = randomUUID();
    const change = {
      userId,
      adminId,
      amount: 30,
      direction: 'add' as const,
      requestId: `${adminId}:retry-key-1`,
    };
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => bus.request(CreditsSubjects.adjust, change, { timeoutMs: 20000 })),
    );
    expect(new Set(replies.map((r) => r.transaction.id)).size).toBe(1);
    expect(await balanceOf(userId)).toBe(30);

    const reused = await failure(bus.request(CreditsSubjects.adjust, { ...change, amount: 31 }));
    expect(reused).toMatchObject({ status: 409, code: 'IDEMPOTENCY_KEY_REUSED' });
    const withoutKey = { userId, adminId, amount: 30, direction: 'add' as const };
    await bus.request(CreditsSubjects.adjust, withoutKey);
    await bus.request(CreditsSubjects.adjust, withoutKey);
    expect(await balanceOf(userId)).toBe(90);
  });
  it('sets a balance only from the expected one, to the cent, and writes nothing otherwise', async () => {
    const userId = randomUUID();
    const adminId = randomUUID();
    await bus.request(CreditsSubjects.adjust, { userId, adminId, amount: 10.5, direction: 'remove' });

    const stale = await failure(
      bus.request(CreditsSubjects.setBalance, { userId, adminId, balance: 25, expectedBalance: -10.49 }),
    );
    expect(stale).toMatchObject({ status: 409, code: 'CREDITS_CHANGED' });
    expect(await balanceOf(userId)).toBe(-10.5);
    expect((await bus.request(CreditsSubjects.listTransactions, { userId })).transactions).toHaveLength(1);

    const set = await bus.request(CreditsSubjects.setBalance, {
      userId,
      adminId,
      balance: 25,
      expectedBalance: -10.5,
    });
    expect(set).toEqual({ changed: true, previousBalance: -10.5, balance: 25 });
  });

  it('applies one of 20 concurrent set-balances made from the same expected balance', async () => {
    const userId = randomUUID();
    const adminId = randomUUID();
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        bus.request(
          CreditsSubjects.setBalance,
          { userId, adminId, balance: i + 1, expectedBalance: 0 },
          { timeoutMs: 20000 },
        ),
      ),
    );
    const applied = results.filter((r) => r.status === 'fulfilled');
    expect(applied).toHaveLength(1);
    expect(await balanceOf(userId)).toBe(
      (applied[0] as PromiseFulfilledResult<{ balance: number }>).value.balance,
    );
    for (const r of results.filter((r) => r.status === 'rejected'))
      expect((r as PromiseRejectedResult).reason).toMatchObject({ status: 409, code: 'CREDITS_CHANGED' });
    expect(await bus.request(CreditsSubjects.verifyLedger, { userId })).toMatchObject({ consistent: true });
  });

  it('lists a user history newest first, 10 by default and 100 on request', async () => {
    const userId = randomUUID();
    const adminId = randomUUID();
    for (let i = 1; i <= 12; i++) {
      await bus.request(CreditsSubjects.adjust, { userId, adminId, amount: i, direction: 'add' });
    }
    const ten = await bus.request(CreditsSubjects.listTransactions, { userId });
    expect(ten.transactions.map((t) => t.amount)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    const all = await bus.request(CreditsSubjects.listTransactions, { userId, limit: 100 });
    expect(all.transactions).toHaveLength(12);
    const balances = await bus.request(CreditsSubjects.listBalances, { userIds: [userId, randomUUID()] });
    expect(Object.values(balances.balances).sort()).toEqual([0, 78]);
  });

  it('refuses malformed commands with a 400 and changes nothing', async () => {
    const userId = randomUUID();
    const adminId = randomUUID();
    for (const bad of [
      { userId, adminId, amount: 0, direction: 'add' },
      { userId, adminId, amount: -3, direction: 'add' },
      { userId, adminId, amount: 1.234, direction: 'add' },
      { userId, adminId, amount: 5, direction: 'steal' },
      { userId: 'nobody', adminId, amount: 5, direction: 'add' },
    ]) {
      const err = await failure(bus.request(CreditsSubjects.adjust, bad as never));
      expect(err.status).toBe(400);
    }
    const err = await failure(bus.request(CreditsSubjects.listTransactions, { userId, limit: 7 as never }));
    expect(err.status).toBe(400);
    expect(await balanceOf(userId)).toBe(0);
  });
});
