import { Body, Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  PAYMENT_MESSAGES,
  AddCreditsBody,
  AddCreditsResponse,
  ApprovalSubjects,
  PaymentResponse,
  PaymentsErrorCode,
  PaymentsSubjects,
  CheckPaymentResponse,
  CreatePaymentBody,
  CreatePaymentResponse,
  isPaymentId,
  SimulatePaymentResponse,
  TxHashBody,
  TxHashResponse,
} from '@storefront/contracts';
import { MessageBus, ServiceError } from '@storefront/platform';
import type { FastifyReply } from 'fastify';
import { actorOf, AuthUser, CurrentUser, RecentAuthenticationCheck, SignedIn } from '../auth';
import { pendingApproval } from '../credits/pending-approval';
import { PaymentIdPipe } from './payment-id.pipe';
import { PaymentRequester } from './payment-requester';

/** The buyer's side of a crypto payment (SPEC section 7). The payer is always the signed-in user. */
@ApiTags('payments')
@Controller('api')
@SignedIn()
export class CheckoutController {
  constructor(
    private readonly bus: MessageBus,
    private readonly requester: PaymentRequester,
    private readonly recent: RecentAuthenticationCheck,
  ) {}

  @Post('create-payment')
  @ApiResponse({
    status: 422,
    description: 'PAYMENT_METHOD_UNAVAILABLE: no payment provider in use takes payments in this crypto',
  })
  @ApiResponse({
    status: 503,
    description:
      'PAYMENT_METHOD_TEMPORARILY_UNAVAILABLE: every provider that serves this crypto fails its health check now',
  })
  @ApiResponse({
    status: 429,
    description:
      'TOO_MANY_OPEN_PAYMENTS (payments waiting for funds) or PAYMENT_RATE_LIMITED (opened per minute), with Retry-After',
  })
  @ApiOperation({
    summary: 'Opens a crypto payment; the credits it buys (amount / 2, rounded down) are fixed here',
  })
  async create(
    @Body() body: CreatePaymentBody,
    @CurrentUser() user: AuthUser,
  ): Promise<CreatePaymentResponse> {
    const { paymentId } = await this.bus.request(PaymentsSubjects.create, {
      userId: user.id,
      amount: body.amount,
      currency: body.currency ?? 'eur',
      crypto: body.crypto,
    });
    return { success: true, payment_id: paymentId, message: 'Payment created successfully' };
  }

  @Get('payment/:paymentId')
  @ApiOperation({ summary: 'A payment of the caller (any payment for an admin)' })
  async get(
    @Param('paymentId', PaymentIdPipe) paymentId: string,
    @CurrentUser() user: AuthUser,
  ): Promise<PaymentResponse> {
    const { payment } = await this.requester.request(PaymentsSubjects.get, paymentId, user);
    return { success: true, payment };
  }

  @Get('check-payment/:paymentId')
  @ApiOperation({ summary: 'Confirmed or pending, with confirmations (the payment page asks every 10 s)' })
  async check(
    @Param('paymentId', PaymentIdPipe) paymentId: string,
    @CurrentUser() user: AuthUser,
  ): Promise<CheckPaymentResponse> {
    const { payment } = await this.requester.request(PaymentsSubjects.check, paymentId, user);
    return { success: true, payment };
  }

  @Post('payment/add-credits')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Compatibility: makes sure a paid payment got its own credits; body amounts are ignored. Someone else's payment: finance and owner only, after a recent re-authentication, as a manual credit under the four-eyes rule (202 and a pending request past the totals)",
  })
  async addCredits(
    @Body() body: AddCreditsBody,
    @CurrentUser() user: AuthUser,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<AddCreditsResponse> {
    if (!isPaymentId(body.paymentId))
      throw ServiceError.badRequest(PAYMENT_MESSAGES.invalidId, PaymentsErrorCode.InvalidPaymentId);
    const paymentId = body.paymentId.toLowerCase();
    const { othersPayment, requester } = await this.requester.ofChange(user, paymentId);
    if (othersPayment) {
      // Approving someone else's payment by hand, as the back office's approval does.
      await this.recent.require(user);
      const { pending, threshold } = await this.bus.request(ApprovalSubjects.approvePayment, {
        paymentId,
        actor: actorOf(user),
      });
      if (pending) return { ...pendingApproval(res, pending, threshold), creditsAdded: false };
      return { success: true, creditsAdded: true };
    }
    const { creditsAdded } = await this.bus.request(PaymentsSubjects.ensureCredits, {
      paymentId,
      ...requester,
    });
    return { success: true, creditsAdded };
  }

  @Post('payment/:paymentId/txhash')
  @HttpCode(200)
  @ApiResponse({
    status: 429,
    description:
      'PAYMENT_RECHECK_RATE_LIMITED with Retry-After: re-checked too recently; the hash is not kept',
  })
  @ApiOperation({
    summary:
      "Keeps the payer's transaction hash and re-checks the payment at once; someone else's payment: finance and owner only",
  })
  async txHash(
    @Param('paymentId', PaymentIdPipe) paymentId: string,
    @Body() body: TxHashBody,
    @CurrentUser() user: AuthUser,
  ): Promise<TxHashResponse> {
    const { requester } = await this.requester.ofChange(user, paymentId);
    await this.bus.request(PaymentsSubjects.recordTxHash, { paymentId, txHash: body.txHash, ...requester });
    return { success: true, message: 'Hash de transaction enregistré ! Vérification en cours...' };
  }

  @Post('payments/:paymentId/simulate')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sandbox provider outside production only: pretends the payment arrived' })
  async simulate(
    @Param('paymentId', PaymentIdPipe) paymentId: string,
    @CurrentUser() user: AuthUser,
  ): Promise<SimulatePaymentResponse> {
    const { payment } = await this.requester.request(PaymentsSubjects.simulatePaid, paymentId, user);
    return { success: true, payment };
  }
}
