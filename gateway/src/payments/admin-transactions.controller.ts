import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AdminTransactionsQuery,
  ApprovalSubjects,
  PendingApprovalResponse,
  AdminTransactionsResponse,
  ApproveTransactionResponse,
  CREDITS_ALREADY_REVERSED,
  CREDITS_REVERSED,
  CreditReasonBody,
  PAYMENT_ALREADY_REFUNDED,
  PAYMENT_REFUNDED,
  RefundTransactionResponse,
  PaymentsSubjects,
  ProvidersOverviewResponse,
  ReverseCreditsResponse,
} from '@storefront/contracts';
import { MessageBus } from '@storefront/platform';
import { actorOf, AdminOnly, AuthUser, CurrentUser, MoneyChange } from '../auth';
import type { FastifyReply } from 'fastify';
import { pendingApproval } from '../credits/pending-approval';
import { PaymentIdPipe } from './payment-id.pipe';
import { Audited } from '../admin-audit/audited.interceptor';

const PAGE_SIZE = 10;

/** The back office's Transactions tab. */
@ApiTags('admin')
@Controller('api/admin')
@AdminOnly()
export class AdminTransactionsController {
  constructor(private readonly bus: MessageBus) {}

  @Get('transactions')
  @ApiOperation({
    summary: 'Crypto payments: search, status and provider filters, sort, pages of 10, stat cards',
  })
  async list(@Query() query: AdminTransactionsQuery): Promise<AdminTransactionsResponse> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? PAGE_SIZE;
    const reply = await this.bus.request(PaymentsSubjects.listAdmin, {
      ...(query.search ? { search: query.search } : {}),
      ...(query.provider ? { provider: query.provider } : {}),
      status: query.status ?? 'all',
      sort: query.sort ?? 'newest',
      page,
      pageSize,
    });
    return { success: true, ...reply, page, pageSize };
  }

  @Get('payment-providers')
  @ApiOperation({
    summary:
      "Each configured payment provider's health and its share of the last 30 days' payments (count and fiat)",
  })
  async providers(): Promise<ProvidersOverviewResponse> {
    return { success: true, ...(await this.bus.request(PaymentsSubjects.providersOverview, {})) };
  }

  @Post('approve-transaction/:paymentId')
  @MoneyChange()
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Adds the credits of a paid payment that has none yet, after a recent re-authentication; idempotent. 403 OWN_BALANCE for one's own payment; past the four-eyes totals, 202 and a pending request",
  })
  async approve(
    @Param('paymentId', PaymentIdPipe) paymentId: string,
    @CurrentUser() admin: AuthUser,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<ApproveTransactionResponse | PendingApprovalResponse> {
    const { alreadyCredited, pending, threshold } = await this.bus.request(ApprovalSubjects.approvePayment, {
      paymentId,
      actor: actorOf(admin),
    });
    if (pending) return pendingApproval(res, pending, threshold);
    return {
      success: true,
      message: 'Transaction approved successfully',
      alreadyCredited: !!alreadyCredited,
    };
  }

  @Post('transactions/:paymentId/refund')
  @MoneyChange()
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Refunds a paid BTCPay payment's unspent credits: takes them back off the balance, then BTCPay makes the refund the customer claims by link (emailed); `reason` (and `reason_note` for other), after a recent re-authentication; idempotent. 403 OWN_BALANCE for one's own payment; past the four-eyes totals, 202 and a pending request; 502 PAYMENT_REFUND_PENDING when BTCPay failed after the credits came back (retry)",
  })
  async refund(
    @Param('paymentId', PaymentIdPipe) paymentId: string,
    @Body() body: CreditReasonBody,
    @CurrentUser() admin: AuthUser,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<RefundTransactionResponse | PendingApprovalResponse> {
    const { refund, pending, threshold } = await this.bus.request(ApprovalSubjects.refundPayment, {
      paymentId,
      reason: { code: body.reason, note: body.reason_note ?? '' },
      actor: actorOf(admin),
    });
    if (pending) return pendingApproval(res, pending, threshold);
    return {
      success: true,
      message: refund!.alreadyRefunded ? PAYMENT_ALREADY_REFUNDED : PAYMENT_REFUNDED,
      ...refund!,
    };
  }

  @Post('transactions/:paymentId/reverse-credits')
  @MoneyChange()
  @Audited('transaction.credits-reversed')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Takes back the credits of a payment refunded after they were added (one credit_refund ledger row), after a recent re-authentication; idempotent',
  })
  async reverseCredits(
    @Param('paymentId', PaymentIdPipe) paymentId: string,
    @CurrentUser() admin: AuthUser,
  ): Promise<ReverseCreditsResponse> {
    const reply = await this.bus.request(PaymentsSubjects.reverseCredits, { paymentId, adminId: admin.id });
    return {
      success: true,
      message: reply.alreadyReversed ? CREDITS_ALREADY_REVERSED : CREDITS_REVERSED,
      ...reply,
    };
  }
}
