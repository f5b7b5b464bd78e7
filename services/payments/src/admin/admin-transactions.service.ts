import { Injectable, Logger } from '@nestjs/common';
import {
  AdminTransaction,
  ApprovePaymentReply,
  ApprovePaymentRequest,
  PAYMENT_MESSAGES,
  PaymentsErrorCode,
  CreditsSubjects,
  isUuid,
  ListAdminTransactionsReply,
  ListAdminTransactionsRequest,
  ReversePaymentCreditsReply,
  ReversePaymentCreditsRequest,
} from '@storefront/contracts';
import { MessageBus, ServiceError } from '@storefront/platform';
import { DataSource } from 'typeorm';
import { assertGrantable, GrantCreditsService } from '../confirmation/grant-credits.service';
import { PaymentRow, toAdminTransaction } from '../payments/payment-row';
import { PaymentsRepository } from '../payments/payments.repository';
import { PaymentCountsRepository } from '../payments/payment-counts.repository';
import { ReceiptsRepository } from '../receipts/receipts.repository';
import {
  adminTransactionsFilter,
  adminTransactionsOrder,
  adminTransactionsTotal,
  countsSql,
  LIST_COLUMNS,
} from './admin-transactions.query';
import { CountsRow, PaymentTally } from './payment-tally';

/** The back office reads at most this many of a user's payments per page of its timeline. */
const USER_PAYMENTS_MAX = 50;

/** Appended count rows past which a read folds them (a fold is one small statement). */
const COMPACT_AFTER = 1000;

/** The back office's Transactions tab: the searchable list, its stat cards, and approval. */
@Injectable()
export class AdminTransactionsService {
  private readonly logger = new Logger(AdminTransactionsService.name);
  private compacting?: Promise<void>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly payments: PaymentsRepository,
    private readonly counts: PaymentCountsRepository,
    private readonly grants: GrantCreditsService,
    private readonly receipts: ReceiptsRepository,
    private readonly bus: MessageBus,
  ) {}

  async list(q: ListAdminTransactionsRequest): Promise<ListAdminTransactionsReply> {
    const { where, params, param } = adminTransactionsFilter(q.search, q.status, q.provider);
    const order = adminTransactionsOrder(q.sort);
    const plan = adminTransactionsTotal(q.search, q.status, q.provider);
    const [rows, countRows] = await Promise.all([
      // The page's ids first, from the index alone where it can, then only those rows: a deep
      // page skips index entries, not whole rows.
      this.dataSource.query(
        `SELECT ${LIST_COLUMNS} FROM payments.payments
           JOIN (SELECT payment_id FROM payments.payments ${where} ORDER BY ${order}
                  LIMIT ${param(q.pageSize)} OFFSET ${param((q.page - 1) * q.pageSize)}) page USING (payment_id)
          ORDER BY ${order}`,
        params,
      ) as Promise<PaymentRow[]>,
      this.dataSource.query(countsSql(plan.unmatched?.where), plan.unmatched?.params ?? []) as Promise<
        CountsRow[]
      >,
    ]);
    const tally = new PaymentTally(countRows);
    if (tally.appended > COMPACT_AFTER) this.compactSoon();
    const total = (plan.fromCounts ? tally.count(q.status, plan.fromCounts.crypto) : 0) + tally.unmatched;
    const now = new Date();
    return { transactions: rows.map((r) => toAdminTransaction(r, now)), total, stats: tally.stats() };
  }

  /**
   * One user's payments created before `before` (an ISO time), newest first, whatever became of
   * them: the back office's customer timeline.
   */
  async ofUser(userId: string, limit: number, before?: string): Promise<{ payments: AdminTransaction[] }> {
    if (!isUuid(userId)) return { payments: [] };
    const size = Math.min(Math.max(Math.trunc(Number(limit)) || 1, 1), USER_PAYMENTS_MAX);
    const cursor = before && !Number.isNaN(Date.parse(before)) ? new Date(before) : null;
    const rows: PaymentRow[] = await this.dataSource.query(
      `SELECT ${LIST_COLUMNS} FROM payments.payments
        WHERE user_id = $1 AND ($2::timestamptz IS NULL OR created_at < $2)
        ORDER BY created_at DESC, payment_id DESC LIMIT $3`,
      [userId, cursor, size],
    );
    const now = new Date();
    return { payments: rows.map((r) => toAdminTransaction(r, now)) };
  }

  /** Folds the appended count rows after this answer, once at a time. */
  private compactSoon() {
    this.compacting ??= this.counts
      .compact()
      .catch((err: unknown) => this.logger.warn(`payment counts not compacted: ${String(err)}`))
      .finally(() => (this.compacting = undefined));
  }

  /** The admin's "approve": the same idempotent grant the queue runs, done now. */
  async approve({ paymentId, adminId }: ApprovePaymentRequest): Promise<ApprovePaymentReply> {
    const payment = await this.payments.find(paymentId);
    if (!payment) throw ServiceError.notFound(PAYMENT_MESSAGES.notFound);
    if (assertGrantable(payment)) return { alreadyCredited: true };
    const outcome = await this.grants.grant(paymentId);
    this.logger.log(`admin ${adminId} approved payment ${paymentId}: ${outcome}`);
    return { alreadyCredited: outcome === 'already-granted' };
  }

  /**
   * Takes back the credits of a payment refunded after they were added: exactly the ledger's
   * purchase row of it, once (the credits service keeps one reversal per payment), and voids its
   * receipt with a credit note. A second call changes nothing and says so (a call whose reversal
   * went through but whose record here failed records it then). The balance may go negative, as
   * with an admin's removal.
   */
  async reverseCredits({
    paymentId,
    adminId,
  }: ReversePaymentCreditsRequest): Promise<ReversePaymentCreditsReply> {
    const payment = await this.payments.find(paymentId);
    if (!payment) throw ServiceError.notFound(PAYMENT_MESSAGES.notFound);
    if (payment.status !== 'refunded' || !payment.credits_added || payment.credits <= 0) {
      throw ServiceError.conflict(
        'Seuls les paiements remboursés après crédit peuvent être repris',
        PaymentsErrorCode.NotRefundedAfterCredit,
      );
    }
    const reversed = await this.bus.request(CreditsSubjects.reversePayment, {
      paymentId,
      userId: payment.user_id,
      adminId,
    });
    // The credit note voiding its receipt is numbered in the transaction that records the
    // reversal: both or neither, and the receipts' sequence keeps no gap.
    await this.payments.markCreditsReversed(paymentId, (em) => this.receipts.issueCreditNote(em, paymentId));
    this.logger.log(
      `admin ${adminId} reversed the ${reversed.credits} credits of refunded payment ${paymentId}` +
        (reversed.alreadyApplied ? ' (already done)' : ''),
    );
    return {
      alreadyReversed: reversed.alreadyApplied,
      credits: reversed.credits,
      balance: reversed.balance,
    };
  }
}
