import { Injectable } from '@nestjs/common';
import {
  AdjustDirection,
  ApprovalGround,
  ApprovalKind,
  ApprovalStatus,
  CreditApproval,
  CreditChangeReason,
  CreditReason,
  FOUR_EYES_TTL_HOURS,
  FOUR_EYES_WINDOW_HOURS,
} from '@storefront/contracts';
import { DataSource } from 'typeorm';
import { timelinePage, type TimelineSource } from '@storefront/platform';

interface ApprovalRow {
  id: string;
  kind: ApprovalKind;
  status: ApprovalStatus;
  user_id: string;
  amount: string;
  direction: AdjustDirection;
  payment_id: string | null;
  spend_id: string | null;
  held_because: ApprovalGround | null;
  reason_code: CreditReason | null;
  reason_note: string | null;
  requested_by: string;
  requested_by_email: string;
  requested_at: Date;
  expires_at: Date;
  decided_by: string | null;
  decided_by_email: string | null;
  decided_at: Date | null;
  transaction_id: string | null;
  /** Computed: pending but past its expiry. */
  lapsed: boolean;
}

const COLUMNS = `id, kind, status, user_id, amount, direction, payment_id, spend_id, held_because,
  reason_code, reason_note,
  requested_by, requested_by_email, requested_at, expires_at, decided_by, decided_by_email, decided_at,
  transaction_id, (status = 'pending' AND expires_at <= now()) AS lapsed`;

export interface NewApproval {
  kind: ApprovalKind;
  userId: string;
  amount: number;
  direction: AdjustDirection;
  paymentId?: string;
  spendId?: string;
  reason: CreditChangeReason | null;
  heldBecause: ApprovalGround;
  requestedBy: { id: string; email: string };
  /** The asking request's idempotency key, scoped to its administrator. */
  requestKey?: string;
}

function toApproval(row: ApprovalRow): CreditApproval {
  return {
    id: row.id,
    kind: row.kind,
    // A lapsed request reads as expired even before anything rewrote its row.
    status: row.lapsed ? 'expired' : row.status,
    user_id: row.user_id,
    user_email: null,
    amount: Number(row.amount),
    direction: row.direction,
    payment_id: row.payment_id,
    spend_id: row.spend_id,
    held_because: row.held_because,
    reason: row.reason_code ? { code: row.reason_code, note: row.reason_note ?? '' } : null,
    requested_by: row.requested_by,
    requested_by_email: row.requested_by_email,
    requested_at: row.requested_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
    decided_by: row.decided_by,
    decided_by_email: row.decided_by_email,
    decided_at: row.decided_at?.toISOString() ?? null,
    transaction_id: row.transaction_id,
  };
}

/** An UPDATE … RETURNING answers `[rows, count]` through TypeORM; an INSERT or SELECT the rows. */
const updated = (result: [ApprovalRow[], number]): ApprovalRow[] => result[0];

/** The four-eyes requests. Every change of status is one conditional UPDATE, so racers get one winner. */
@Injectable()
export class ApprovalsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The new request, or null when the payment already has one open or the key was used. */
  async create(approval: NewApproval): Promise<CreditApproval | null> {
    const rows: ApprovalRow[] = await this.dataSource.query(
      `INSERT INTO admin.credit_approvals
         (kind, user_id, amount, direction, payment_id, reason_code, reason_note,
          requested_by, requested_by_email, expires_at, request_key, spend_id, held_because)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, now() + make_interval(hours => $10::int), $11, $12, $13)
       ON CONFLICT DO NOTHING
       RETURNING ${COLUMNS}`,
      [
        approval.kind,
        approval.userId,
        approval.amount.toFixed(2),
        approval.direction,
        approval.paymentId ?? null,
        approval.reason?.code ?? null,
        approval.reason?.note ?? null,
        approval.requestedBy.id,
        approval.requestedBy.email,
        FOUR_EYES_TTL_HOURS,
        approval.requestKey ?? null,
        approval.spendId ?? null,
        approval.heldBecause,
      ],
    );
    return rows.length ? toApproval(rows[0]) : null;
  }

  async find(id: string): Promise<CreditApproval | null> {
    const rows: ApprovalRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM admin.credit_approvals WHERE id = $1`,
      [id],
    );
    return rows.length ? toApproval(rows[0]) : null;
  }

  async findByRequestKey(key: string): Promise<CreditApproval | null> {
    const rows: ApprovalRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM admin.credit_approvals WHERE request_key = $1`,
      [key],
    );
    return rows.length ? toApproval(rows[0]) : null;
  }

  async openForPayment(paymentId: string): Promise<CreditApproval | null> {
    const rows: ApprovalRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM admin.credit_approvals WHERE payment_id = $1 AND status = 'pending'`,
      [paymentId],
    );
    return rows.length ? toApproval(rows[0]) : null;
  }

  async openForSpend(spendId: string): Promise<CreditApproval | null> {
    const rows: ApprovalRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM admin.credit_approvals WHERE spend_id = $1 AND status = 'pending'`,
      [spendId],
    );
    return rows.length ? toApproval(rows[0]) : null;
  }

  /**
   * Decides whether credits moved by hand may go through without a second person and, if so,
   * records the move before it is applied, so it counts at once in the rolling totals of its
   * requester and its beneficiary. Both are locked (transaction-scoped advisory locks, in id
   * order), so two changes racing each other are counted one after the other: neither slips under
   * a total the other already filled. Approved requests do not count: a second person saw them.
   * A move whose key was recorded already (a retried request) is not counted twice.
   */
  reserveMove(move: {
    kind: ApprovalKind;
    requestedBy: string;
    userId: string;
    amount: number;
    threshold: number;
    requestKey?: string;
  }): Promise<{ moveId: string | null } | { heldBecause: ApprovalGround }> {
    return this.dataSource.transaction(async (tx) => {
      await tx.query(
        `SELECT pg_advisory_xact_lock(hashtextextended('admin.manual_credit_moves:' || id, 0))
           FROM unnest(ARRAY[$1::uuid, $2::uuid]) AS id GROUP BY id ORDER BY id`,
        [move.requestedBy, move.userId],
      );
      if (move.requestKey) {
        const earlier: unknown[] = await tx.query(
          `SELECT 1 FROM admin.manual_credit_moves WHERE request_key = $1`,
          [move.requestKey],
        );
        if (earlier.length) return { moveId: null };
      }
      if (move.amount > move.threshold) return { heldBecause: 'amount' };
      const [totals]: { by_requester: string; to_user: string }[] = await tx.query(
        `SELECT coalesce(sum(amount) FILTER (WHERE requested_by = $1), 0) AS by_requester,
                coalesce(sum(amount) FILTER (WHERE user_id = $2), 0) AS to_user
           FROM admin.manual_credit_moves
          WHERE (requested_by = $1 OR user_id = $2)
            AND created_at > clock_timestamp() - make_interval(hours => $3::int)`,
        [move.requestedBy, move.userId, FOUR_EYES_WINDOW_HOURS],
      );
      const cents = (n: number | string) => Math.round(Number(n) * 100);
      const limit = cents(move.threshold);
      if (cents(totals.by_requester) + cents(move.amount) > limit) return { heldBecause: 'requester_total' };
      if (cents(totals.to_user) + cents(move.amount) > limit) return { heldBecause: 'beneficiary_total' };
      const [row]: { id: string }[] = await tx.query(
        `INSERT INTO admin.manual_credit_moves (kind, requested_by, user_id, amount, request_key)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [move.kind, move.requestedBy, move.userId, move.amount.toFixed(2), move.requestKey ?? null],
      );
      return { moveId: row.id };
    });
  }

  /** The move was refused where it was to be applied: it moved nothing, so it counts for nothing. */
  async forgetMove(id: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM admin.manual_credit_moves WHERE id = $1`, [id]);
  }

  /** Newest first; `pending` means still open (not expired). */
  async list(status: ApprovalStatus, limit = 200): Promise<CreditApproval[]> {
    const where =
      status === 'pending'
        ? `status = 'pending' AND expires_at > now()`
        : status === 'expired'
          ? `(status = 'expired' OR (status = 'pending' AND expires_at <= now()))`
          : `status = $2`;
    const rows: ApprovalRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM admin.credit_approvals WHERE ${where}
        ORDER BY requested_at DESC, id DESC LIMIT $1`,
      where.includes('$2') ? [limit, status] : [limit],
    );
    return rows.map(toApproval);
  }

  /** A user's requests, newest first, requested before a time (the customer page's timeline). */
  async ofUser(userId: string, limit: number, before?: string): Promise<CreditApproval[]> {
    const rows = await timelinePage<ApprovalRow>(this.dataSource, APPROVALS_TIMELINE, userId, limit, before);
    return rows.map(toApproval);
  }

  async pendingCount(): Promise<number> {
    const [row]: { count: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS count FROM admin.credit_approvals WHERE status = 'pending' AND expires_at > now()`,
    );
    return row.count;
  }

  /**
   * Takes a pending, unexpired request that someone other than its requester, and other than its
   * beneficiary, decides on: the one caller whose UPDATE matched gets the row; everyone else gets
   * null.
   */
  async claimForApproval(
    id: string,
    approver: { id: string; email: string },
  ): Promise<CreditApproval | null> {
    const rows = updated(
      await this.dataSource.query(
        `UPDATE admin.credit_approvals
          SET status = 'approved', decided_by = $2::uuid, decided_by_email = $3, decided_at = clock_timestamp()
        WHERE id = $1 AND status = 'pending' AND expires_at > now()
          AND requested_by <> $2::uuid AND user_id <> $2::uuid
        RETURNING ${COLUMNS}`,
        [id, approver.id, approver.email],
      ),
    );
    return rows.length ? toApproval(rows[0]) : null;
  }

  /** Applying failed: the request is open again (unless it expired meanwhile). */
  async release(id: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE admin.credit_approvals
          SET status = 'pending', decided_by = NULL, decided_by_email = NULL, decided_at = NULL
        WHERE id = $1 AND status = 'approved' AND transaction_id IS NULL`,
      [id],
    );
  }

  async recordTransaction(id: string, transactionId: string | null): Promise<CreditApproval | null> {
    const rows = updated(
      await this.dataSource.query(
        `UPDATE admin.credit_approvals SET transaction_id = $2 WHERE id = $1 RETURNING ${COLUMNS}`,
        [id, transactionId],
      ),
    );
    return rows.length ? toApproval(rows[0]) : null;
  }

  async cancel(id: string, requester: { id: string; email: string }): Promise<CreditApproval | null> {
    const rows = updated(
      await this.dataSource.query(
        `UPDATE admin.credit_approvals
          SET status = 'cancelled', decided_by = $2::uuid, decided_by_email = $3, decided_at = clock_timestamp()
        WHERE id = $1 AND status = 'pending' AND expires_at > now() AND requested_by = $2::uuid
        RETURNING ${COLUMNS}`,
        [id, requester.id, requester.email],
      ),
    );
    return rows.length ? toApproval(rows[0]) : null;
  }
}

/** Where the customer timeline (`timelinePage` above) reads these from. */
const APPROVALS_TIMELINE: TimelineSource = {
  from: `${COLUMNS} FROM admin.credit_approvals`,
  owner: 'user_id = $1',
  time: 'requested_at',
};
