import { Inject, Injectable, Logger } from '@nestjs/common';
import { AuthErrorCode, AuthMessages } from '@storefront/contracts';
import { ServiceError } from '@storefront/platform';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { CODE_RULES } from '../codes/code-rules';
import type { CodePurpose } from '../codes/one-time-code.entity';
import { AuthConfig } from '../config';
import { AuthRedis } from '../redis/redis.module';
import { normalizeEmail } from '../users/users.repository';

export type LimitedAction = 'sign_in' | 'sign_up' | 'recover' | 'resend' | 'otp' | 'verify';

const tooManyRequests = (msBeforeNext: number) =>
  ServiceError.tooManyRequests(
    AuthMessages.tooManyRequests,
    AuthErrorCode.OverRequestRateLimit,
    Math.max(1, Math.ceil(msBeforeNext / 1000)),
  );

/**
 * Per-IP and per-email limits in Redis, shared by every replica. When Redis is unreachable the
 * limits are skipped (and logged) rather than refusing every sign-in.
 */
@Injectable()
export class RateLimitsService {
  private readonly logger = new Logger(RateLimitsService.name);
  private readonly limiters = new Map<string, RateLimiterRedis>();

  constructor(
    private readonly redis: AuthRedis,
    @Inject(AuthConfig) private readonly config: AuthConfig,
  ) {}

  /** Counts one attempt of an action against the caller's IP and the email it names. */
  async hit(action: LimitedAction, client: { ip: string }, email?: string): Promise<void> {
    await this.consume(this.limiter(action, 'ip'), client.ip);
    if (email) await this.consume(this.limiter(action, 'email'), normalizeEmail(email));
  }

  /**
   * Sign-in counts every attempt per IP but only failures per email, so an owner signing in
   * often is never slowed by their own successes.
   */
  async beforeSignIn(client: { ip: string }, email: string): Promise<void> {
    await this.consume(this.limiter('sign_in', 'ip'), client.ip);
    try {
      const state = await this.limiter('sign_in', 'email').get(normalizeEmail(email));
      if (state && state.remainingPoints <= 0) throw tooManyRequests(state.msBeforeNext);
    } catch (err) {
      this.rethrowLimit(err);
    }
  }

  async signInFailed(email: string): Promise<void> {
    await this.consume(this.limiter('sign_in', 'email'), normalizeEmail(email)).catch(() => undefined);
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

  private limiter(action: LimitedAction, dimension: 'ip' | 'email'): RateLimiterRedis {
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
