/**
 * `credits.balance.changed` is written by SQL (`credits.announce`, balance-events.sql.ts), not by
 * TypeScript: every way a balance changes must still write exactly the contract's event.
 */
import {
  BALANCE_CHANGED_FIELDS,
  CaptureReply,
  CreditsEvents,
  HoldReply,
  payloadFaults,
  ReverseSpendReply,
  SpendReply,
  SpendSubjects,
} from '@storefront/contracts';
import type { MessageBus } from '@storefront/platform';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { stackWithClients, StackWithClients } from '../../../../tests/support/stack-clients';

describe('credits.balance.changed', () => {
  let bus: MessageBus;
  let db: Client;
  let close: StackWithClients['close'];
  const keyId = randomUUID();

  beforeAll(async () => {
    ({ bus, db, close } = await stackWithClients({ services: ['credits'], gateway: false }));
  }, 90000);

  afterAll(() => close?.());

  /** A ledger row written by hand, announced by the ledger's trigger. */
  async function credit(userId: string, amount: number, adminId: string | null, description: string | null) {
    await db.query(
      `WITH row AS (
         INSERT INTO credits.transactions (user_id, type, amount, description, admin_id, payment_method, status)
         VALUES ($1, 'credit_add', $2, $4, $3, 'admin', 'completed'))
       INSERT INTO credits.balances (user_id, balance) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET balance = credits.balances.balance + $2`,
      [userId, amount, adminId, description],
    );
  }

  const keyed = { keyId, keyName: 'Analyser' };

  it('is the contract’s event from the trigger, a spend, a capture and a reversal', async () => {
    const userId = randomUUID();
    const adminId = randomUUID();
    await credit(userId, 20, null, 'Test credits');
    await credit(userId, 2, adminId, null);
    // 22 − 15 = 7, below the default level of 10: the spend announces itself.
    const spent = (await bus.request(SpendSubjects.spend, {
      ...keyed,
      userId,
      amount: 15,
      description: 'analysis',
      idempotencyKey: `k-${randomUUID()}`,
    })) as SpendReply;
    if (spent.outcome !== 'spent') throw new Error(`spend: ${spent.outcome}`);
    const held = (await bus.request(SpendSubjects.hold, {
      ...keyed,
      userId,
      amount: 3,
      expiresInSeconds: 60,
    })) as HoldReply;
    if (held.outcome !== 'held') throw new Error(`hold: ${held.outcome}`);
    const captured = (await bus.request(SpendSubjects.capture, {
      ...keyed,
      holdId: held.hold.id,
      amount: 3,
    })) as CaptureReply;
    if (captured.outcome !== 'captured') throw new Error(`capture: ${captured.outcome}`);
    const reversed = (await bus.request(SpendSubjects.reverse, {
      spendId: spent.spend.id,
      adminId,
    })) as ReverseSpendReply;
    expect(reversed.applied).toBe(true);

    const { rows } = await db.query<{ payload: Record<string, unknown> }>(
      `SELECT payload FROM credits.outbox WHERE subject = $1 AND payload->>'userId' = $2 ORDER BY created_at, id`,
      [CreditsEvents.balanceChanged, userId],
    );
    expect(rows.map((r) => [r.payload.type, r.payload.delta, r.payload.balance])).toEqual([
      ['credit_add', 20, 20],
      ['credit_add', 2, 22],
      ['credit_spend', -15, 7],
      ['credit_spend', -3, 4],
      ['credit_refund', 15, 19],
    ]);
    for (const { payload } of rows) expect(payloadFaults(payload, BALANCE_CHANGED_FIELDS)).toEqual([]);
    expect(rows[1].payload).toMatchObject({ adminId, description: '' });
    expect(rows[0].payload).not.toHaveProperty('adminId');
  });
});
