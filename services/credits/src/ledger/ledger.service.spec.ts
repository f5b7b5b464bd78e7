import type { CreditTransaction } from '@storefront/contracts';
import type { Outbox } from '@storefront/platform';
import type { AppliedEntry, LedgerEntry, LedgerRepository } from './ledger.repository';
import { LedgerService } from './ledger.service';

/** An in-memory ledger with the repository's contract: a payment id is applied once. */
class MemoryLedger {
  rows: CreditTransaction[] = [];
  balances = new Map<string, number>();

  async apply(entry: LedgerEntry): Promise<AppliedEntry | null> {
    if (entry.paymentId && this.rows.some((r) => r.payment_id === entry.paymentId)) return null;
    const row: CreditTransaction = {
      id: `t${this.rows.length + 1}`,
      user_id: entry.userId,
      type: entry.type,
      amount: entry.amount,
      description: entry.description,
      admin_id: entry.adminId ?? null,
      payment_method: entry.paymentMethod ?? null,
      payment_id: entry.paymentId ?? null,
      status: entry.status ?? 'completed',
      created_at: new Date().toISOString(),
      metadata: null,
      api_key_name: null,
    };
    this.rows.push(row);
    const balance = (this.balances.get(entry.userId) ?? 0) + entry.amount;
    this.balances.set(entry.userId, balance);
    return { transaction: row, balance };
  }
  async findByPaymentId(paymentId: string) {
    return this.rows.find((r) => r.payment_id === paymentId) ?? null;
  }
  async balance(userId: string) {
    return this.balances.get(userId) ?? 0;
  }
}

describe('ledger rules', () => {
  let ledger: MemoryLedger;
  let flushes: number;
  let service: LedgerService;

  beforeEach(() => {
    ledger = new MemoryLedger();
    flushes = 0;
    // The event itself is written by the database with the ledger row; the service only hurries it.
    const outbox = { flush: () => void flushes++ };
    service = new LedgerService(ledger as unknown as LedgerRepository, outbox as unknown as Outbox);
  });

  it('writes an admin removal as a negative credit_spend and publishes its event', async () => {
    const reply = await service.adjust({ userId: 'u1', adminId: 'a1', amount: 7.5, direction: 'remove' });
    expect(reply.balance).toBe(-7.5);
    expect(reply.transaction).toMatchObject({
      type: 'credit_spend',
      amount: -7.5,
      admin_id: 'a1',
      status: 'completed',
    });
    expect(flushes).toBe(1);
  });

  it('writes an admin addition as credit_add', async () => {
    const reply = await service.adjust({ userId: 'u1', adminId: 'a1', amount: 3, direction: 'add' });
    expect(reply.transaction).toMatchObject({ type: 'credit_add', amount: 3 });
  });

  it('grants a payment once; a second delivery reports alreadyApplied and announces nothing', async () => {
    const first = await service.grantForPayment({ paymentId: 'p1', userId: 'u1', credits: 10 });
    const second = await service.grantForPayment({ paymentId: 'p1', userId: 'u1', credits: 10 });
    expect(first).toMatchObject({ alreadyApplied: false, balance: 10 });
    expect(second).toEqual({ alreadyApplied: true, transactionId: first.transactionId, balance: 10 });
    expect(flushes).toBe(1);
    expect(ledger.rows[0]).toMatchObject({ type: 'credit_purchase', amount: 10, payment_id: 'p1' });
  });

  it('refuses to credit a payment already credited to someone else', async () => {
    await service.grantForPayment({ paymentId: 'p1', userId: 'u1', credits: 10 });
    await expect(
      service.grantForPayment({ paymentId: 'p1', userId: 'u2', credits: 10 }),
    ).rejects.toMatchObject({
      status: 409,
    });
    expect(await ledger.balance('u2')).toBe(0);
  });
});
