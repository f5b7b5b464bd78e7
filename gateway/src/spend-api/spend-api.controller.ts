import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  AvailabilityView,
  BalanceQuery,
  CaptureHoldBody,
  CapturedHold,
  CreateHoldBody,
  CreateSpendBody,
  HoldView,
  InsufficientCredits,
  ReleaseReply,
  ReversalView,
  SPEND_MESSAGES,
  SpendErrorCode,
  SpendSubjects,
  SpendView,
  VerifiedApiKey,
  ApprovalSubjects,
  CreditReason,
  OptionalCreditReasonBody,
  PendingApprovalResponse,
} from '@storefront/contracts';
import { MessageBus, ServiceError } from '@storefront/platform';
import type { FastifyReply } from 'fastify';
import { actorOf, AuthUser, CurrentUser, MoneyChange } from '../auth';
import { pendingApproval } from '../credits/pending-approval';
import { IdempotencyKey, IdempotencyKeyHeader, markReplayed } from '../http/idempotency-key';
import { ActingUser } from './acting-user';
import { ApiKeyAuth, CurrentApiKey } from './api-key.guard';

/** An id that is not a UUID names nothing: 404 like an unknown one. */
const idOf = (kind: 'hold' | 'spend') =>
  new ParseUUIDPipe({
    exceptionFactory: () =>
      kind === 'hold'
        ? ServiceError.notFound(SPEND_MESSAGES.holdNotFound, SpendErrorCode.HoldNotFound)
        : ServiceError.notFound(SPEND_MESSAGES.spendNotFound, SpendErrorCode.SpendNotFound),
  });

/** A 402: what the spend would need, and where to buy more. */
function insufficient(reply: FastifyReply, { balance, available, shortfall }: InsufficientCredits) {
  reply.status(402);
  return {
    error: SPEND_MESSAGES.insufficient,
    code: SpendErrorCode.InsufficientCredits,
    balance,
    available,
    shortfall,
    pricing_url: '/pricing',
  };
}

const idempotencyHeader = (required: boolean) =>
  IdempotencyKeyHeader(
    required,
    '8 to 100 letters, digits, _ or -. The same key with the same body answers the first result again; with another body, 422 IDEMPOTENCY_KEY_REUSED',
  );

/** The spend API: other applications spend a user's credits with an API key. */
@ApiTags('spend-api')
@Controller('api/v1')
export class SpendApiController {
  constructor(
    private readonly bus: MessageBus,
    private readonly acting: ActingUser,
  ) {}

  @Get('balance')
  @ApiKeyAuth('credits:read')
  @ApiOperation({ summary: 'Balance, credits held and credits available to spend (user_id: service keys)' })
  async balance(
    @Query() query: BalanceQuery,
    @CurrentApiKey() key: VerifiedApiKey,
  ): Promise<AvailabilityView> {
    const userId = await this.acting.of(key, query.user_id);
    return this.bus.request(SpendSubjects.availability, { userId });
  }

  @Post('spends')
  @HttpCode(201)
  @ApiKeyAuth('credits:spend')
  @idempotencyHeader(true)
  @ApiOperation({ summary: 'Spends credits once per Idempotency-Key; never below what is available' })
  @ApiResponse({ status: 402, description: 'INSUFFICIENT_CREDITS with balance, available, shortfall' })
  async spend(
    @Body() body: CreateSpendBody,
    @CurrentApiKey() key: VerifiedApiKey,
    @Res({ passthrough: true }) reply: FastifyReply,
    @IdempotencyKey({ required: true }) idempotencyKey: string,
  ): Promise<SpendView | ReturnType<typeof insufficient>> {
    const userId = await this.acting.of(key, body.user_id);
    const result = await this.bus.request(SpendSubjects.spend, {
      userId,
      amount: body.amount,
      description: body.description,
      ...(body.metadata !== undefined ? { metadata: body.metadata } : {}),
      keyId: key.keyId,
      keyName: key.name,
      idempotencyKey,
    });
    if (result.outcome === 'insufficient') return insufficient(reply, result);
    markReplayed(reply, result.replayed);
    return result.spend;
  }

  @Post('holds')
  @HttpCode(201)
  @ApiKeyAuth('credits:spend')
  @idempotencyHeader(false)
  @ApiOperation({ summary: 'Puts credits aside for up to an hour; they cannot be spent meanwhile' })
  @ApiResponse({ status: 402, description: 'INSUFFICIENT_CREDITS with balance, available, shortfall' })
  async hold(
    @Body() body: CreateHoldBody,
    @CurrentApiKey() key: VerifiedApiKey,
    @Res({ passthrough: true }) reply: FastifyReply,
    @IdempotencyKey() idempotencyKey?: string,
  ): Promise<HoldView | ReturnType<typeof insufficient>> {
    const userId = await this.acting.of(key, body.user_id);
    const result = await this.bus.request(SpendSubjects.hold, {
      userId,
      amount: body.amount,
      expiresInSeconds: body.expires_in_seconds,
      ...(body.description !== undefined ? { description: body.description } : {}),
      keyId: key.keyId,
      keyName: key.name,
      ...(idempotencyKey ? { idempotencyKey } : {}),
    });
    if (result.outcome === 'insufficient') return insufficient(reply, result);
    markReplayed(reply, result.replayed);
    return result.hold;
  }

  @Post('holds/:id/capture')
  @HttpCode(200)
  @ApiKeyAuth('credits:spend')
  @ApiOperation({
    summary:
      'Spends up to the held amount and frees the rest, if the hold is live once the balance is locked; again with the same body → the same answer. The key that placed the hold, or a service key',
  })
  @ApiResponse({
    status: 402,
    description: 'INSUFFICIENT_CREDITS: the balance less the other live holds does not cover the amount',
  })
  @ApiResponse({
    status: 404,
    description: 'HOLD_NOT_FOUND: no such hold, or a personal key that did not place it',
  })
  @ApiResponse({ status: 422, description: 'IDEMPOTENCY_KEY_REUSED: captured before with another body' })
  async capture(
    @Param('id', idOf('hold')) id: string,
    @Body() body: CaptureHoldBody,
    @CurrentApiKey() key: VerifiedApiKey,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CapturedHold | ReturnType<typeof insufficient>> {
    const result = await this.bus.request(SpendSubjects.capture, {
      holdId: id,
      ...this.acting.holdsOf(key),
      amount: body.amount,
      ...(body.description !== undefined ? { description: body.description } : {}),
      ...(body.metadata !== undefined ? { metadata: body.metadata } : {}),
      keyId: key.keyId,
      keyName: key.name,
    });
    if (result.outcome === 'insufficient') return insufficient(reply, result);
    markReplayed(reply, result.replayed);
    return { hold: result.hold, spend: result.spend };
  }

  @Post('holds/:id/release')
  @HttpCode(200)
  @ApiKeyAuth('credits:spend')
  @ApiOperation({
    summary:
      'Frees a hold without spending; again → the same answer. The key that placed the hold, or a service key',
  })
  @ApiResponse({
    status: 404,
    description: 'HOLD_NOT_FOUND: no such hold, or a personal key that did not place it',
  })
  release(
    @Param('id', idOf('hold')) id: string,
    @CurrentApiKey() key: VerifiedApiKey,
  ): Promise<ReleaseReply> {
    return this.bus.request(SpendSubjects.release, { holdId: id, ...this.acting.holdsOf(key) });
  }

  @Post('spends/:id/reverse')
  @HttpCode(200)
  @ApiKeyAuth('credits:reverse', { adminSession: true })
  @MoneyChange()
  @ApiOperation({
    summary:
      "Gives a spend's credits back once (credit_refund); again → the same reversal. A service key, or a finance or owner session with `reason` (and `reason_note` for other) after a recent re-authentication: money moved by hand, so 403 OWN_BALANCE for one's own spend and, past the four-eyes totals, 202 and a pending request",
  })
  @ApiResponse({ status: 202, description: 'A staff reversal waits for a second finance or owner user' })
  async reverse(
    @Param('id', idOf('spend')) id: string,
    @Body() body: OptionalCreditReasonBody,
    @Res({ passthrough: true }) res: FastifyReply,
    @CurrentApiKey() key?: VerifiedApiKey,
    @CurrentUser() admin?: AuthUser,
  ): Promise<{ reversal: ReversalView } | PendingApprovalResponse> {
    if (key) {
      const { reversal } = await this.bus.request(SpendSubjects.reverse, { spendId: id, keyId: key.keyId });
      return { reversal };
    }
    const { reversal, pending, threshold } = await this.bus.request(ApprovalSubjects.reverseSpend, {
      spendId: id,
      reason: { code: body?.reason as CreditReason, note: body?.reason_note ?? '' },
      actor: actorOf(admin!),
    });
    if (pending) return pendingApproval(res, pending, threshold);
    return { reversal: reversal! };
  }
}
