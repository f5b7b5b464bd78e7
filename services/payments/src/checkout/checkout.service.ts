import { Injectable, Logger } from '@nestjs/common';
import {
  CreatePaymentReply,
  CreatePaymentRequest,
  PAYMENT_MESSAGES,
  PaymentCheck,
  PaymentsErrorCode,
  PaymentView,
} from '@storefront/contracts';
import { ServiceError } from '@storefront/platform';
import type { Requester } from '../payments/requester';
import Decimal from 'decimal.js';
import { randomUUID } from 'node:crypto';
import { PaymentsConfig } from '../config';
import { ConfirmationService, isFinal } from '../confirmation/confirmation.service';
import { assertGrantable, GrantCreditsService } from '../confirmation/grant-credits.service';
import { PaymentJobs } from '../confirmation/payment-jobs';
import { PriceService } from '../crypto-prices/price.service';
import { CheckoutPricing } from '../credit-pricing/checkout-pricing';
import { PaymentProviders } from '../providers/payment-providers';
import { paymentQrCode } from '../providers/payment-uri';
import { PaymentRouting } from '../routing/payment-routing.service';
import { PaymentLimits } from './payment-limits';
import { PaymentRow, toPaymentView } from '../payments/payment-row';
import { PaymentsRepository } from '../payments/payments.repository';

/** Crypto amounts are quoted to 6 decimals (what the payment page shows), rounded up. */
const QUOTE_DECIMALS = 6;

/** What a signed-in buyer does with their own payments. */
@Injectable()
export class CheckoutService {
  private readonly logger = new Logger(CheckoutService.name);

  constructor(
    private readonly payments: PaymentsRepository,
    private readonly providers: PaymentProviders,
    private readonly prices: PriceService,
    private readonly pricing: CheckoutPricing,
    private readonly confirmation: ConfirmationService,
    private readonly grants: GrantCreditsService,
    private readonly jobs: PaymentJobs,
    private readonly config: PaymentsConfig,
    private readonly limits: PaymentLimits,
    private readonly routing: PaymentRouting,
  ) {}

  /**
   * `amount` is the cart's total in EUR: the pack's credits come from it, and a USD payment
   * charges it converted (or at the configured USD price). The row keeps the unit price and rate.
   */
  async create({
    userId,
    amount: eurAmount,
    currency,
    crypto,
  }: CreatePaymentRequest): Promise<CreatePaymentReply> {
    const priced = await this.pricing.quote(eurAmount, currency);
    const { credits, amount } = priced;
    const { prices } = await this.prices.prices(currency);
    const quote = new Decimal(amount)
      .div(prices[crypto].price)
      .toDecimalPlaces(QUOTE_DECIMALS, Decimal.ROUND_UP)
      .toFixed();
    const paymentId = randomUUID();
    // Checked, and one of the user's open-payment slots taken, before a provider is asked.
    await this.limits.claimNewPayment(userId, paymentId);

    let routed;
    try {
      routed = await this.routing.create({
        paymentId,
        amount,
        currency,
        crypto,
        quotedCryptoAmount: quote,
        expiresAt: new Date(Date.now() + this.config.PAYMENT_EXPIRY_MINUTES * 60_000),
      });
    } catch (err) {
      await this.limits.release(paymentId);
      throw err;
    }
    const { provider, issued } = routed;

    await this.payments.insert({
      payment_id: paymentId,
      user_id: userId,
      amount,
      currency,
      crypto,
      crypto_amount: issued.cryptoAmount,
      address: issued.address,
      qr_code: await paymentQrCode(crypto, issued.address, issued.cryptoAmount),
      provider: provider.name,
      provider_payment_id: issued.providerPaymentId,
      credits,
      expires_at: issued.expiresAt,
      credit_price: priced.creditPrice,
      fx_rate: priced.fxRate,
      checkout_link: issued.checkoutLink ?? null,
    });
    await this.jobs
      .ensurePoll(paymentId, this.config.pollIntervalFor(provider.name))
      .catch((err) =>
        this.logger.warn(`poll of ${paymentId} not started; the reconciler will: ${String(err)}`),
      );
    return { paymentId, credits, amount: Number(amount) };
  }

  async get(paymentId: string, requester: Requester): Promise<PaymentView> {
    return toPaymentView(await this.visible(paymentId, requester), this.config.canSimulatePayments);
  }

  async check(paymentId: string, requester: Requester): Promise<PaymentCheck> {
    const payment = await this.visible(paymentId, requester);
    return {
      // A partial payment is final too: its (smaller) credits are granted, the page stops waiting.
      status: payment.status === 'paid' || payment.status === 'partially_paid' ? 'confirmed' : 'pending',
      confirmations: payment.confirmations,
    };
  }

  /**
   * Keeps the payer's transaction hash and asks the provider again right away. Such re-checks are
   * rate-limited (PaymentLimits.beforeRecheck); one refused (429) keeps nothing, so the payer
   * sends the hash again after Retry-After while the regular poll goes on.
   */
  async recordTxHash(paymentId: string, requester: Requester, txHash: string): Promise<void> {
    const payment = await this.visible(paymentId, requester);
    // Also after the countdown: the hash is often the payer saying they sent it late.
    const recheck = this.confirmation.watched(payment);
    if (recheck) await this.limits.beforeRecheck(payment.payment_id, requester.userId);
    await this.payments.recordTxHash(payment.payment_id, txHash);
    if (recheck) {
      await this.jobs
        .checkSoon(payment.payment_id)
        .catch((err) => this.logger.warn(`re-check of ${paymentId} not queued: ${String(err)}`));
    }
  }

  /**
   * The old page's "add credits" call: whatever it claims, the only effect is that a paid
   * payment of the caller gets its own server-computed credits, once.
   */
  async ensureCredits(paymentId: string, requester: Requester): Promise<boolean> {
    const payment = await this.visible(paymentId, requester);
    if (assertGrantable(payment)) return true;
    return this.grants.grantNowOrQueue(paymentId);
  }

  /** Sandbox only: the pretend chain receives the payment, then the normal confirmation runs. */
  async simulatePaid(paymentId: string, requester: Requester): Promise<PaymentView> {
    if (!this.config.canSimulatePayments) throw ServiceError.notFound('Not found');
    const payment = await this.visible(paymentId, requester);
    if (payment.provider !== 'sandbox') {
      throw ServiceError.badRequest(
        'Only sandbox payments can be simulated',
        PaymentsErrorCode.NotASandboxPayment,
      );
    }
    if (isFinal(payment)) return toPaymentView(payment, true);
    await this.providers.sandbox.simulatePaid(payment.provider_payment_id);
    const updated = (await this.confirmation.check(paymentId)) ?? payment;
    return toPaymentView(updated, true);
  }

  /** The payment, if the requester may see it; someone else's payment does not exist for them. */
  private async visible(paymentId: string, requester: Requester): Promise<PaymentRow> {
    const payment = await this.payments.find(paymentId);
    if (!payment || (!requester.isAdmin && payment.user_id !== requester.userId)) {
      throw ServiceError.notFound(PAYMENT_MESSAGES.notFound);
    }
    return payment;
  }
}
