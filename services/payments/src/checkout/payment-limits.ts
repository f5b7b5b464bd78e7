import { Injectable, Logger } from '@nestjs/common';
import { PaymentsErrorCode } from '@storefront/contracts';
import { ServiceError, ServiceRedis } from '@storefront/platform';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { PaymentsConfig } from '../config';
import { OpenPaymentClaimsRepository } from '../payments/open-payment-claims.repository';

export const TOO_MANY_OPEN_PAYMENTS = (max: number) =>
  `You already have ${max} payments waiting for funds. Pay one of them or wait until one expires before opening another.`;
export const PAYMENT_RATE_LIMITED =
  'Too many payments opened in a short time. Please wait before trying again.';
const RECHECK_RATE_LIMITED =
  'This payment was checked moments ago. Please wait before sending a transaction hash again.';
export const ACCOUNT_DELETED = 'This account has been deleted';

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * What one user may ask of the payment provider: a bounded number of payments waiting at once
 * (counted in Postgres under a per-user lock, so racing checkouts cannot both take the last
 * slot), payments opened per minute, and immediate re-checks asked for by transaction hashes.
 * The per-minute counts live in Redis (rate-limiter-flexible, as auth's sign-in limits), shared by
 * every replica; when Redis does not answer they are skipped and logged, the open-payment limit
 * still holds. Every limit is checked before the provider is called.
 */
@Injectable()
export class PaymentLimits {
  private readonly logger = new Logger(PaymentLimits.name);
  private readonly creations: RateLimiterRedis;
  private readonly recheckPerPayment: RateLimiterRedis;
  private readonly rechecksPerUser: RateLimiterRedis;

  constructor(
    redis: ServiceRedis,
    private readonly config: PaymentsConfig,
    private readonly claims: OpenPaymentClaimsRepository,
  ) {
    const limiter = (name: string, points: number, duration: number) =>
      new RateLimiterRedis({ storeClient: redis.client, keyPrefix: redis.key('rl', name), points, duration });
    this.creations = limiter('create', config.PAYMENTS_CREATED_PER_USER_PER_MINUTE, 60);
    this.recheckPerPayment = limiter('recheck-payment', 1, config.PAYMENTS_RECHECK_INTERVAL_SECONDS);
    this.rechecksPerUser = limiter('recheck-user', config.PAYMENTS_RECHECKS_PER_USER_PER_MINUTE, 60);
  }

  /**
   * Before a new payment asks the provider: counts the attempt against the user's minute, then
   * claims one of their open-payment slots for `paymentId` (the payment's insert takes it over;
   * `release` gives it back when the payment is not made).
   */
  async claimNewPayment(userId: string, paymentId: string): Promise<void> {
    await this.consume(this.creations, userId, (wait) =>
      ServiceError.tooManyRequests(PAYMENT_RATE_LIMITED, PaymentsErrorCode.PaymentRateLimited, wait),
    );
    const max = this.config.PAYMENTS_OPEN_PER_USER_MAX;
    const claim = await this.claims.claim(userId, paymentId, max);
    if (claim.outcome === 'account-deleted') {
      throw ServiceError.forbidden(ACCOUNT_DELETED, PaymentsErrorCode.AccountDeleted);
    }
    if (claim.outcome === 'full') {
      throw ServiceError.tooManyRequests(
        TOO_MANY_OPEN_PAYMENTS(max),
        PaymentsErrorCode.TooManyOpenPayments,
        claim.retryAfterSeconds,
      );
    }
  }

  /** The payment was not made after all: its slot is free again. */
  async release(paymentId: string): Promise<void> {
    await this.claims
      .release(paymentId)
      .catch((err) =>
        this.logger.warn(`open-payment claim ${paymentId} kept until it lapses: ${String(err)}`),
      );
  }

  /**
   * Before a transaction hash makes the provider be asked at once: one re-check per payment and
   * requester per interval, and a few per requester per minute.
   */
  async beforeRecheck(paymentId: string, requesterId: string): Promise<void> {
    const paymentKey = `${paymentId}:${requesterId}`;
    const refuse = (wait: number) =>
      ServiceError.tooManyRequests(RECHECK_RATE_LIMITED, PaymentsErrorCode.RecheckRateLimited, wait);
    await this.consume(this.recheckPerPayment, paymentKey, refuse);
    try {
      await this.consume(this.rechecksPerUser, requesterId, refuse);
    } catch (err) {
      // Refused after all: the payment's own interval was not used.
      await this.recheckPerPayment.reward(paymentKey).catch(() => undefined);
      throw err;
    }
  }

  private async consume(
    limiter: RateLimiterRedis,
    key: string,
    refuse: (retryAfterSeconds: number) => ServiceError,
  ): Promise<void> {
    try {
      await limiter.consume(key);
    } catch (err) {
      if (err instanceof RateLimiterRes) throw refuse(seconds(err.msBeforeNext));
      this.logger.warn(`rate limit skipped, Redis did not answer: ${String(err)}`);
    }
  }
}
