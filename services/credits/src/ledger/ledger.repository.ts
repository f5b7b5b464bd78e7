import { Injectable } from '@nestjs/common';
import type {
  AdminCreditHistoryEntry,
  AdminLedgerFields,
  CreditChangeReason,
  CreditReason,
  CreditTransaction,
  CreditTransactionType,
  FindSpendReply,
  LedgerMismatch,
  LedgerTextCode,
  StoredTextParams,
} from '@storefront/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { timelinePage, type TimelineSource } from '@storefront/platform';

/** A change to write: one ledger row whose signed amount is added to the balance. */
export interface LedgerEntry {
  userId: string;
  type: CreditTransactionType;
  /** Signed, two decimals. */
  amount: number;
  description: string;
  adminId?: string | null;
  paymentMethod?: string | null;
  paymentId?: string | null;
  /** Key of the request that asked for an administrator's change; unique like the payment id. */
  requestId?: string | null;
  status?: string;
  /** The description as a code and its values (stored-texts), when the service wrote it. */
  descriptionCode?: LedgerTextCode | null;
  descriptionParams?: StoredTextParams | null;
  /** Why an administrator changed the balance by hand. */
  reason?: CreditChangeReason | null;
  /** The four-eyes request approved for this change. */
  approvalId?: string | null;
}

export interface AppliedEntry {
  transaction: CreditTransaction;
  balance: number;
}

/** What a payment reversal did. */
type ReversalOutcome =
  | ({ kind: 'applied'; credits: number } & AppliedEntry)
  /** Already reversed: the earlier row, nothing written. */
  | { kind: 'exists'; credits: number; transaction: CreditTransaction }
  /** The ledger holds no purchase of this payment for this user. */
  | { kind: 'no-purchase' }
  /** Only the unspent part was asked for, and the balance holds none of it. */
  | { kind: 'nothing-unspent' };

/** What a set-balance did; `previous` is the balance read under the row lock. */
type SetBalanceOutcome =
  | ({ kind: 'applied'; previous: number; entry: LedgerEntry } & AppliedEntry)
  | { kind: 'unchanged'; previous: number }
  /** The balance was not the expected one: nothing was written. */
  | { kind: 'stale'; previous: number };

interface TransactionRow {
  id: string;
  user_id: string;
  type: CreditTransactionType;
  amount: string;
  description: string | null;
  admin_id: string | null;
  payment_method: string | null;
  payment_id: string | null;
  status: string;
  created_at: Date;
  metadata: Record<string, unknown> | null;
  api_key_name: string | null;
  description_code: string | null;
  description_params: StoredTextParams | null;
}

interface AdminTransactionRow extends TransactionRow {
  reason_code: CreditReason | null;
  reason_note: string | null;
  approval_id: string | null;
}

const COLUMNS =
  'id, user_id, type, amount, description, admin_id, payment_method, payment_id, status, created_at, metadata, api_key_name, description_code, description_params';
/** With what only the back office sees. */
const ADMIN_COLUMNS = `${COLUMNS}, reason_code, reason_note, approval_id`;

function toTransaction(row: TransactionRow): CreditTransaction {
  return { ...row, amount: Number(row.amount), created_at: row.created_at.toISOString() };
}

function toAdminTransaction(row: AdminTransactionRow): CreditTransaction & AdminLedgerFields {
  const { reason_code, reason_note, approval_id, ...rest } = row;
  return {
    ...toTransaction(rest),
    reason: reason_code ? { code: reason_code, note: reason_note ?? '' } : null,
    approval_id,
  };
}

/** The credits schema's SQL. Balances only ever move by `balance + $n` next to their ledger row. */
@Injectable()
export class LedgerRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Writes the ledger row and moves the balance in one database transaction. Returns null,
   * changing nothing, when a row with the same payment id or request id already exists.
   */
  apply(entry: LedgerEntry): Promise<AppliedEntry | null> {
    return this.dataSource.transaction(async (manager) => {
      const inserted: TransactionRow[] = await manager.query(
        `INSERT INTO credits.transactions
           (user_id, type, amount, description, admin_id, payment_method, payment_id, status, request_id,
            reason_code, reason_note, approval_id, description_code, description_params)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
         ON CONFLICT DO NOTHING
         RETURNING ${COLUMNS}`,
        [
          entry.userId,
          entry.type,
          entry.amount.toFixed(2),
          entry.description,
          entry.adminId ?? null,
          entry.paymentMethod ?? null,
          entry.paymentId ?? null,
          entry.status ?? 'completed',
          entry.requestId ?? null,
          entry.reason?.code ?? null,
          entry.reason?.note ?? null,
          entry.approvalId ?? null,
          entry.descriptionCode ?? null,
          entry.descriptionParams ?? null,
        ],
      );
      if (!inserted.length) return null;
      const balance = await this.addToBalance(manager, entry.userId, entry.amount.toFixed(2));
      return { transaction: toTransaction(inserted[0]), balance };
    });
  }

  /** The purchase row a payment wrote (its reversal, if any, is another row). */
  findByPaymentId(paymentId: string): Promise<CreditTransaction | null> {
    return this.findOne(`payment_id = $1 AND type = 'credit_purchase'`, paymentId);
  }

  findByRequestId(requestId: string): Promise<CreditTransaction | null> {
    return this.findOne('request_id = $1', requestId);
  }

  private async findOne(where: string, value: string, manager: EntityManager = this.dataSource.manager) {
    const rows: TransactionRow[] = await manager.query(
      `SELECT ${COLUMNS} FROM credits.transactions WHERE ${where}`,
      [value],
    );
    return rows.length ? toTransaction(rows[0]) : null;
  }

  /**
   * Takes back exactly what a payment's purchase row added: one `credit_refund` row of the
   * opposite amount, linked to the payment id (unique per payment and type, so it is written
   * once), and the balance moved by it, in one transaction. With `unspentOnly`, no more than the
   * balance, read under its row lock: what was spent of them stays spent.
   */
  reversePayment(
    paymentId: string,
    userId: string,
    row: Pick<LedgerEntry, 'description' | 'descriptionCode' | 'descriptionParams' | 'adminId'>,
    unspentOnly = false,
  ): Promise<ReversalOutcome> {
    return this.dataSource.transaction(async (manager) => {
      const purchase = await this.findOne(`payment_id = $1 AND type = 'credit_purchase'`, paymentId, manager);
      if (!purchase || purchase.user_id !== userId) return { kind: 'no-purchase' };
      const earlier = await this.findOne(`payment_id = $1 AND type = 'credit_refund'`, paymentId, manager);
      if (earlier) return { kind: 'exists', credits: -earlier.amount, transaction: earlier };
      let credits = purchase.amount;
      if (unspentOnly) {
        const [locked]: { balance: string }[] = await manager.query(
          `SELECT balance FROM credits.balances WHERE user_id = $1 FOR UPDATE`,
          [userId],
        );
        credits = Math.min(credits, Math.max(Number(locked?.balance ?? 0), 0));
        if (credits <= 0) return { kind: 'nothing-unspent' };
      }
      const inserted: TransactionRow[] = await manager.query(
        `INSERT INTO credits.transactions
           (user_id, type, amount, description, admin_id, payment_method, payment_id, status,
            description_code, description_params)
         VALUES ($1, 'credit_refund', $2, $3, $4, 'admin', $5, 'completed', $6, $7)
         ON CONFLICT DO NOTHING
         RETURNING ${COLUMNS}`,
        [
          userId,
          (-credits).toFixed(2),
          row.description,
          row.adminId ?? null,
          paymentId,
          row.descriptionCode ?? null,
          row.descriptionParams ?? null,
        ],
      );
      if (!inserted.length) {
        const earlier = await this.findOne(`payment_id = $1 AND type = 'credit_refund'`, paymentId, manager);
        if (!earlier) throw new Error(`reversal of ${paymentId} conflicted but has no ledger row`);
        return { kind: 'exists', credits: -earlier.amount, transaction: earlier };
      }
      const balance = await this.addToBalance(manager, userId, (-credits).toFixed(2));
      return { kind: 'applied', credits, transaction: toTransaction(inserted[0]), balance };
    });
  }

  /**
   * Makes the balance exactly `target`: the row is locked, the difference is written as one
   * ledger row and added to the balance, all in one transaction. With `expected`, nothing is
   * written unless the locked balance has that value to the cent ('stale' otherwise).
   */
  setBalance(
    userId: string,
    target: number,
    row: (delta: number) => Omit<LedgerEntry, 'userId' | 'amount'>,
    expected?: number,
  ): Promise<SetBalanceOutcome> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(
        `INSERT INTO credits.balances (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING`,
        [userId],
      );
      const [current]: { balance: string; delta: string; matches: boolean }[] = await manager.query(
        `SELECT balance, ($2::numeric - balance) AS delta, ($3::numeric IS NULL OR balance = $3::numeric) AS matches
           FROM credits.balances WHERE user_id = $1 FOR UPDATE`,
        [userId, target.toFixed(2), expected === undefined ? null : expected.toFixed(2)],
      );
      const previous = Number(current.balance);
      if (!current.matches) return { kind: 'stale', previous };
      const delta = Number(current.delta);
      if (delta === 0) return { kind: 'unchanged', previous };
      const entry: LedgerEntry = { userId, amount: delta, ...row(delta) };
      const inserted: TransactionRow[] = await manager.query(
        `INSERT INTO credits.transactions
           (user_id, type, amount, description, admin_id, payment_method, status, reason_code, reason_note,
            description_code, description_params)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
         RETURNING ${COLUMNS}`,
        [
          userId,
          entry.type,
          current.delta,
          entry.description,
          entry.adminId ?? null,
          entry.paymentMethod ?? null,
          entry.status ?? 'completed',
          entry.reason?.code ?? null,
          entry.reason?.note ?? null,
          entry.descriptionCode ?? null,
          entry.descriptionParams ?? null,
        ],
      );
      const balance = await this.addToBalance(manager, userId, current.delta);
      return { kind: 'applied', previous, entry, transaction: toTransaction(inserted[0]), balance };
    });
  }

  /** Creates a zero balance unless one exists. */
  async open(userId: string): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO credits.balances (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING`,
      [userId],
    );
  }

  /**
   * Stores each user's low-balance level (the announcing trigger reads it) unless the one stored
   * was set later; returns how many were stored.
   */
  async setLowBalanceLevels(levels: { userId: string; level: number; at: string }[]): Promise<number> {
    const rows: unknown[] = await this.dataSource.query(
      `INSERT INTO credits.low_balance_levels AS l (user_id, level, updated_at)
       SELECT * FROM unnest($1::uuid[], $2::int[], $3::timestamptz[])
       ON CONFLICT (user_id) DO UPDATE SET level = EXCLUDED.level, updated_at = EXCLUDED.updated_at
         WHERE l.updated_at <= EXCLUDED.updated_at
       RETURNING user_id`,
      [levels.map((l) => l.userId), levels.map((l) => l.level), levels.map((l) => l.at)],
    );
    return rows.length;
  }

  /** An API spend (the only kind a staff reversal gives back), and whether it was given back. */
  async findSpend(spendId: string): Promise<FindSpendReply['spend']> {
    const rows: { id: string; user_id: string; amount: string; reversed: boolean }[] =
      await this.dataSource.query(
        `SELECT t.id, t.user_id, t.amount,
                EXISTS (SELECT 1 FROM credits.transactions r WHERE r.reverses_id = t.id) AS reversed
           FROM credits.transactions t
          WHERE t.id = $1 AND t.type = 'credit_spend' AND t.api_key_id IS NOT NULL`,
        [spendId],
      );
    if (!rows.length) return null;
    const [row] = rows;
    return { id: row.id, userId: row.user_id, amount: -Number(row.amount), reversed: row.reversed };
  }

  async balance(userId: string): Promise<number> {
    const rows: { balance: string }[] = await this.dataSource.query(
      `SELECT balance FROM credits.balances WHERE user_id = $1`,
      [userId],
    );
    return rows.length ? Number(rows[0].balance) : 0;
  }

  async balances(userIds: string[]): Promise<Record<string, number>> {
    const result: Record<string, number> = Object.fromEntries(userIds.map((id) => [id, 0]));
    if (!userIds.length) return result;
    const rows: { user_id: string; balance: string }[] = await this.dataSource.query(
      `SELECT user_id, balance FROM credits.balances WHERE user_id = ANY($1::uuid[])`,
      [userIds],
    );
    for (const row of rows) result[row.user_id] = Number(row.balance);
    return result;
  }

  async history(userId: string, limit: number, type?: CreditTransactionType): Promise<CreditTransaction[]> {
    const rows: TransactionRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM credits.transactions
        WHERE user_id = $1 AND ($3::text IS NULL OR type = $3)
        ORDER BY created_at DESC, id DESC LIMIT $2`,
      [userId, limit, type ?? null],
    );
    return rows.map(toTransaction);
  }

  async adminHistory(limit: number): Promise<AdminCreditHistoryEntry[]> {
    const rows: AdminTransactionRow[] = await this.dataSource.query(
      `SELECT ${ADMIN_COLUMNS} FROM credits.transactions
        WHERE admin_id IS NOT NULL ORDER BY created_at DESC, id DESC LIMIT $1`,
      [limit],
    );
    return rows.map(toAdminTransaction) as AdminCreditHistoryEntry[];
  }

  /** One user's rows with the back office's fields, newest first, before a time (keyset paging). */
  async userLedger(
    userId: string,
    limit: number,
    before?: string,
  ): Promise<(CreditTransaction & AdminLedgerFields)[]> {
    const rows = await timelinePage<AdminTransactionRow>(
      this.dataSource,
      LEDGER_TIMELINE,
      userId,
      limit,
      before,
    );
    return rows.map(toAdminTransaction);
  }

  /** Every user whose balance differs from the sum of their ledger (all users, or one). */
  async compareWithLedger(userId?: string): Promise<{ checked: number; mismatches: LedgerMismatch[] }> {
    const rows: { user_id: string; balance: string; ledger_sum: string }[] = await this.dataSource.query(
      `SELECT COALESCE(b.user_id, l.user_id) AS user_id,
              COALESCE(b.balance, 0) AS balance,
              COALESCE(l.total, 0) AS ledger_sum
         FROM credits.balances b
         FULL OUTER JOIN (
           SELECT user_id, SUM(amount) AS total FROM credits.transactions
            WHERE $1::uuid IS NULL OR user_id = $1 GROUP BY user_id
         ) l ON l.user_id = b.user_id
        WHERE $1::uuid IS NULL OR COALESCE(b.user_id, l.user_id) = $1`,
      [userId ?? null],
    );
    const mismatches = rows
      .filter((r) => r.balance !== r.ledger_sum && Number(r.balance) !== Number(r.ledger_sum))
      .map((r) => ({ userId: r.user_id, balance: Number(r.balance), ledgerSum: Number(r.ledger_sum) }));
    return { checked: rows.length, mismatches };
  }

  private async addToBalance(manager: EntityManager, userId: string, amount: string): Promise<number> {
    const rows: { balance: string }[] = await manager.query(
      `INSERT INTO credits.balances (user_id, balance) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE
         SET balance = credits.balances.balance + EXCLUDED.balance, updated_at = now()
       RETURNING balance`,
      [userId, amount],
    );
    return Number(rows[0].balance);
  }
}

/** Where the customer timeline (`timelinePage` above) reads these from. */
const LEDGER_TIMELINE: TimelineSource = {
  from: `${ADMIN_COLUMNS} FROM credits.transactions`,
  owner: 'user_id = $1',
  time: 'created_at',
};
