import { Injectable, Logger } from '@nestjs/common';
import {
  AdminTransactionStats,
  ApprovePaymentReply,
  ApprovePaymentRequest,
  isCreditedStatus,
  ListAdminTransactionsReply,
  ListAdminTransactionsRequest,
  PAYMENT_NOT_FOUND,
} from '@storefront/contracts';
import { ServiceError } from '@storefront/platform';
import { DataSource } from 'typeorm';
import { GrantCreditsService } from '../confirmation/grant-credits.service';
import { PaymentRow, toAdminTransaction } from '../payments/payment-row';
import { PaymentsRepository } from '../payments/payments.repository';
import {
  adminTransactionsFilter,
  adminTransactionsOrder,
  LIST_COLUMNS,
  STATS_SQL,
  STATS_TOTAL_OF,
} from './admin-transactions.query';

/** The back office's Transactions tab: the searchable list, its stat cards, and approval. */
@Injectable()
export class AdminTransactionsService {
  private readonly logger = new Logger(AdminTransactionsService.name);
  /** The stat cards scan the whole table: requests that arrive while a count runs share it. */
  private statsInFlight?: Promise<AdminTransactionStats>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly payments: PaymentsRepository,
    private readonly grants: GrantCreditsService,
  ) {}

  async list(q: ListAdminTransactionsRequest): Promise<ListAdminTransactionsReply> {
    const { where, params, param, searched } = adminTransactionsFilter(q.search, q.status);
    const countParams = [...params];
    const page = `LIMIT ${param(q.pageSize)} OFFSET ${param((q.page - 1) * q.pageSize)}`;
    const [rows, stats, counted] = await Promise.all([
      this.dataSource.query(
        `SELECT ${LIST_COLUMNS} FROM payments.payments ${where}
          ORDER BY ${adminTransactionsOrder(q.sort)} ${page}`,
        params,
      ) as Promise<PaymentRow[]>,
      this.sharedStats(),
      // Without a search the stat cards already hold the filter's total: one scan of the table, not two.
      searched
        ? (this.dataSource.query(
            `SELECT count(*)::int AS total FROM payments.payments ${where}`,
            countParams,
          ) as Promise<{ total: number }[]>)
        : undefined,
    ]);
    const total = counted ? counted[0].total : stats[STATS_TOTAL_OF[q.status]];
    const now = new Date();
    return { transactions: rows.map((r) => toAdminTransaction(r, now)), total, stats };
  }

  private sharedStats(): Promise<AdminTransactionStats> {
    this.statsInFlight ??= (this.dataSource.query(STATS_SQL) as Promise<AdminTransactionStats[]>)
      .then(([stats]) => stats)
      .finally(() => (this.statsInFlight = undefined));
    return this.statsInFlight;
  }

  /** The admin's "approve": the same idempotent grant the queue runs, done now. */
  async approve({ paymentId, adminId }: ApprovePaymentRequest): Promise<ApprovePaymentReply> {
    const payment = await this.payments.find(paymentId);
    if (!payment) throw ServiceError.notFound(PAYMENT_NOT_FOUND);
    if (!isCreditedStatus(payment.status)) {
      throw ServiceError.conflict('Only paid transactions can be approved', 'PAYMENT_NOT_PAID');
    }
    if (payment.credits_added) return { alreadyCredited: true };
    const outcome = await this.grants.grant(paymentId);
    this.logger.log(`admin ${adminId} approved payment ${paymentId}: ${outcome}`);
    return { alreadyCredited: outcome === 'already-granted' };
  }
}
