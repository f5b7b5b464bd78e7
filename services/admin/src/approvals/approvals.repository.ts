import { Injectable } from '@nestjs/common';
import {
  AdjustDirection,
  ApprovalKind,
  ApprovalStatus,
  CreditApproval,
  CreditChangeReason,
  CreditReason,
  FOUR_EYES_TTL_HOURS,
} from '@storefront/contracts';
import { DataSource } from 'typeorm';

interface ApprovalRow {
  id: string;
  kind: ApprovalKind;
  status: ApprovalStatus;
  user_id: string;
  amount: string;
  direction: AdjustDirection;
  payment_id: string | null;
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

const COLUMNS = `id, kind, status, user_id, amount, direction, payment_id, reason_code, reason_note,
  requested_by, requested_by_email, requested_at, expires_at, decided_by, decided_by_email, decided_at,
  transaction_id, (status = 'pending' AND expires_at <= now()) AS lapsed`;

export interface NewApproval {
  kind: ApprovalKind;
  userId: string;
  amount: number;
  direction: AdjustDirection;
  paymentId?: string;
  reason: CreditChangeReason | null;
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
          requested_by, requested_by_email, expires_at, request_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, now() + make_interval(hours => $10::int), $11)
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
    const rows: ApprovalRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM admin.credit_approvals
        WHERE user_id = $1 AND ($3::timestamptz IS NULL OR requested_at < $3::timestamptz)
        ORDER BY requested_at DESC, id DESC LIMIT $2`,
      [userId, limit, before ?? null],
    );
    return rows.map(toApproval);
  }

  async pendingCount(): Promise<number> {
    const [row]: { count: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS count FROM admin.credit_approvals WHERE status = 'pending' AND expires_at > now()`,
    );
    return row.count;
  }

  /**
   * Takes a pending, unexpired request that someone other than its requester decides on: the one
   * caller whose UPDATE matched gets the row; everyone else gets null.
   */
  async claimForApproval(
    id: string,
    approver: { id: string; email: string },
  ): Promise<CreditApproval | null> {
    const rows = updated(
      await this.dataSource.query(
        `UPDATE admin.credit_approvals
          SET status = 'approved', decided_by = $2::uuid, decided_by_email = $3, decided_at = clock_timestamp()
        WHERE id = $1 AND status = 'pending' AND expires_at > now() AND requested_by <> $2::uuid
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
