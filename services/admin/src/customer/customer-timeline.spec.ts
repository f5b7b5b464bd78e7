import type {
  AdminTransaction,
  AuditEntry,
  CreditApproval,
  CreditTransaction,
  AdminLedgerFields,
  UserNote,
} from '@storefront/contracts';
import { mergeTimeline, TimelineSources } from './customer-timeline';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 12, minute)).toISOString();

function ledger(id: string, minute: number, row: Partial<CreditTransaction & AdminLedgerFields>) {
  return {
    id,
    user_id: 'u',
    type: 'credit_add',
    amount: 10,
    description: null,
    admin_id: null,
    payment_method: null,
    payment_id: null,
    status: 'completed',
    created_at: at(minute),
    metadata: null,
    api_key_name: null,
    reason: null,
    approval_id: null,
    ...row,
  } as CreditTransaction & AdminLedgerFields;
}

const sources = (over: Partial<TimelineSources> = {}): TimelineSources => ({
  ledger: [],
  approvals: [],
  notes: [],
  notifications: [],
  audit: [],
  bans: [],
  connections: [],
  payments: [],
  sessions: [],
  adminEmails: new Map(),
  ...over,
});

describe("a customer's timeline page", () => {
  it('merges every source newest first, naming ledger rows by what they were', () => {
    const page = mergeTimeline(
      sources({
        ledger: [
          ledger('a', 5, { type: 'credit_add', admin_id: 'adm', reason: { code: 'fraud', note: 'x' } }),
          ledger('b', 1, { type: 'credit_purchase', payment_id: 'p' }),
          ledger('c', 3, { type: 'credit_spend', amount: -2 }),
          ledger('d', 4, { type: 'credit_spend', amount: -1, admin_id: 'adm' }),
          ledger('e', 2, { type: 'credit_refund', amount: -10 }),
        ],
        notes: [
          {
            id: 'n',
            user_id: 'u',
            author_id: 'adm',
            author_email: 'a@x',
            body: 'hi',
            created_at: at(6),
          } as UserNote,
        ],
        audit: [
          {
            id: 'l',
            actor_id: 'adm',
            actor_email: 'a@x',
            action: 'users.updated',
            target: 'u',
            details: {},
            created_at: at(0),
          } as AuditEntry,
        ],
        adminEmails: new Map([['adm', 'admin@example.test']]),
      }),
      20,
    );
    expect(page.entries.map((e) => [e.kind, e.id])).toEqual([
      ['note', 'note:n'],
      ['adjustment', 'ledger:a'],
      ['adjustment', 'ledger:d'],
      ['spend', 'ledger:c'],
      ['refund', 'ledger:e'],
      ['purchase', 'ledger:b'],
      ['audit', 'audit:l'],
    ]);
    expect(page.entries[1]).toMatchObject({
      admin_email: 'admin@example.test',
      reason: { code: 'fraud', note: 'x' },
    });
    expect(page.next_before).toBeNull();
  });

  it('cuts a full page at the limit and points the next one before its oldest entry', () => {
    const approvals = [3, 2, 1].map(
      (minute) =>
        ({
          id: `r${minute}`,
          requested_at: at(minute),
          kind: 'credit_adjustment',
          status: 'pending',
        }) as CreditApproval,
    );
    const page = mergeTimeline(sources({ approvals, ledger: [ledger('x', 4, {})] }), 2);
    expect(page.entries.map((e) => e.id)).toEqual(['ledger:x', 'approval:r3']);
    expect(page.next_before).toBe(at(3));
  });

  it('shows the payments the user started and their sign-ins, ended or live, among the rest', () => {
    const page = mergeTimeline(
      sources({
        ledger: [ledger('credit', 7, { type: 'credit_purchase', payment_id: 'p1' })],
        payments: [
          {
            paymentId: 'p1',
            amount: 10,
            currency: 'EUR',
            crypto: 'BTC',
            credits: 100,
            displayStatus: 'completed',
            createdAt: at(6),
          } as AdminTransaction,
          {
            paymentId: 'p2',
            amount: 3,
            currency: 'EUR',
            crypto: 'ETH',
            credits: 30,
            displayStatus: 'expired',
            createdAt: at(2),
          } as AdminTransaction,
        ],
        sessions: [
          {
            id: 's1',
            device: { type: 'mobile', browser: 'Safari', os: 'iOS' },
            ip: '203.0.113.9',
            location: null,
            created_at: at(4),
            last_active_at: at(5),
            ended_at: at(5),
          },
        ],
      }),
      10,
    );
    expect(page.entries.map((e) => e.id)).toEqual([
      'ledger:credit',
      'payment:p1',
      'session:s1',
      'payment:p2',
    ]);
    expect(page.entries[1]).toMatchObject({
      kind: 'payment',
      amount: 10,
      crypto: 'BTC',
      display_status: 'completed',
    });
    expect(page.entries[2]).toMatchObject({ kind: 'session', browser: 'Safari', ended_at: at(5) });
  });

  it('carries stored texts as their code and values, for the page to write in its own language', () => {
    const page = mergeTimeline(
      sources({
        ledger: [
          ledger('r', 2, {
            amount: -1,
            admin_id: 'adm',
            description: '1 credit removed by an administrator',
            description_code: 'ledger.admin-removed',
            description_params: { amount: 1 },
          }),
        ],
        notifications: [
          {
            id: 'n1',
            user_id: 'u',
            type: 'warning',
            title: 'Credits removed',
            message: 'An administrator removed 1 credit from your account. New balance: 19 credits.',
            code: 'notification.credits-removed',
            params: { amount: 1, balance: 19 },
            is_read: false,
            created_at: at(3),
          },
        ],
      }),
      10,
    );
    expect(page.entries[0]).toMatchObject({
      kind: 'notification',
      code: 'notification.credits-removed',
      params: { amount: 1, balance: 19 },
    });
    expect(page.entries[1]).toMatchObject({
      kind: 'adjustment',
      description_code: 'ledger.admin-removed',
      description_params: { amount: 1 },
    });
  });
});
