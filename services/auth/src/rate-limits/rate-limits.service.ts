import { Inject, Injectable, Logger } from '@nestjs/common';
import { AuthErrorCode, AuthMessages, rateLimitAddress } from '@storefront/contracts';
import { ServiceError, ServiceRedis } from '@storefront/platform';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { CODE_RULES } from '../codes/code-rules';
import type { CodePurpose } from '../codes/one-time-code.entity';
import { AuthConfig } from '../config';
import { normalizeEmail } from '../users/users.repository';

export type LimitedAction = 'sign_in' | 'sign_up' | 'recover' | 'resend' | 'otp' | 'verify' | 'two_factor';

/** Who an action is counted against: the client address, the email it names, or the signed-in account. */
type Dimension = 'ip' | 'email' | 'account';

const tooManyRequests = (msBeforeNext: number) =>
  ServiceError.tooManyRequests(
    AuthMessages.tooManyRequests,
    AuthErrorCode.OverRequestRateLimit,
    Math.max(1, Math.ceil(msBeforeNext / 1000)),
  );

/**
 * Per-address and per-email limits in Redis, shared by every replica. An IPv6 client is counted
 * by its /64 (`rateLimitAddress`, as new sockets are), so rotating through the addresses of one
 * subscriber's block buys no extra tries. When Redis is unreachable the
 * limits are skipped (and logged) rather than refusing every sign-in.
 */
@Injectable()
export class RateLimitsService {
  private readonly logger = new Logger(RateLimitsService.name);
  private readonly limiters = new Map<string, RateLimiterRedis>();

  constructor(
    private readonly redis: ServiceRedis,
    @Inject(AuthConfig) private readonly config: AuthConfig,
  ) {}

  /** Counts one attempt of an action against the caller's address and the email it names. */
  async hit(action: LimitedAction, client: { ip: string }, email?: string): Promise<void> {
    await this.consume(this.limiter(action, 'ip'), rateLimitAddress(client.ip));
    if (email) await this.consume(this.limiter(action, 'email'), normalizeEmail(email));
  }

  /**
   * Sign-in counts every attempt per IP but only failures per email, so an owner signing in
   * often is never slowed by their own successes.
   */
  async beforeSignIn(client: { ip: string }, email: string): Promise<void> {
    await this.consume(this.limiter('sign_in', 'ip'), rateLimitAddress(client.ip));
    await this.refuseWhenSpent(this.limiter('sign_in', 'email'), normalizeEmail(email));
  }

  async signInFailed(email: string): Promise<void> {
    await this.consume(this.limiter('sign_in', 'email'), normalizeEmail(email)).catch(() => undefined);
  }

  /**
   * Two-factor codes, like sign-in: every try counts per IP, only wrong codes per account. Each
   * code dies after five wrong tries, but a new one can be asked for every minute; this caps the
   * wrong guesses across all of them, so holding the password is not enough to guess on forever.
   */
  async beforeTwoFactor(userId: string, client?: { ip: string }): Promise<void> {
    if (client) await this.consume(this.limiter('two_factor', 'ip'), rateLimitAddress(client.ip));
    await this.refuseWhenSpent(this.limiter('two_factor', 'account'), userId);
  }

  async twoFactorFailed(userId: string): Promise<void> {
    await this.consume(this.limiter('two_factor', 'account'), userId).catch(() => undefined);
  }

  /**
   * One email of a purpose per address per cool-down, claimed for every well-formed address, so
   * known and unknown addresses are refused alike.
   */
  async claimSendSlot(purpose: CodePurpose, email: string): Promise<void> {
    const key = this.redis.key('send-slot', purpose, normalizeEmail(email));
    let claimed: string | null = 'OK';
    try {
      claimed = await this.redis.client.set(key, '1', 'EX', CODE_RULES.resendCooldownSeconds, 'NX');
    } catch (err) {
      this.logger.warn(`send cool-down unavailable, Redis did not answer: ${String(err)}`);
    }
    if (claimed !== 'OK') {
      const left = await this.redis.client.ttl(key).catch(() => CODE_RULES.resendCooldownSeconds);
      throw ServiceError.tooManyRequests(
        AuthMessages.tooManyRequests,
        AuthErrorCode.OverEmailSendRateLimit,
        left > 0 ? left : CODE_RULES.resendCooldownSeconds,
      );
    }
  }

  async releaseSendSlot(purpose: CodePurpose, email: string): Promise<void> {
    await this.redis.client
      .del(this.redis.key('send-slot', purpose, normalizeEmail(email)))
      .catch(() => undefined);
  }

  private limiter(action: LimitedAction, dimension: Dimension): RateLimiterRedis {
    const name = `${action}:${dimension}`;
    let limiter = this.limiters.get(name);
    if (!limiter) {
      limiter = new RateLimiterRedis({
        storeClient: this.redis.client,
        keyPrefix: this.redis.key('rl', name),
        points: dimension === 'ip' ? this.config.RATE_LIMIT_PER_IP : this.config.RATE_LIMIT_PER_EMAIL,
        duration: this.config.RATE_LIMIT_WINDOW_SECONDS,
      });
      this.limiters.set(name, limiter);
    }
    return limiter;
  }

  /** Refuses once the key has no points left, without spending one (failures spend them). */
  private async refuseWhenSpent(limiter: RateLimiterRedis, key: string): Promise<void> {
    try {
      const state = await limiter.get(key);
      if (state && state.remainingPoints <= 0) throw tooManyRequests(state.msBeforeNext);
    } catch (err) {
      this.rethrowLimit(err);
    }
  }

  private async consume(limiter: RateLimiterRedis, key: string): Promise<void> {
    try {
      await limiter.consume(key || 'unknown');
    } catch (err) {
      this.rethrowLimit(err);
    }
  }

  private rethrowLimit(err: unknown): void {
    if (err instanceof RateLimiterRes) throw tooManyRequests(err.msBeforeNext);
    if (err instanceof ServiceError) throw err;
    this.logger.warn(`rate limit skipped, Redis did not answer: ${String(err)}`);
  }
}
