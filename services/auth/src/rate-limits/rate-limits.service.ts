import { Inject, Injectable, Logger } from '@nestjs/common';
import { AuthErrorCode, AUTH_MESSAGES, rateLimitAddress } from '@storefront/contracts';
import { ServiceError, ServiceRedis } from '@storefront/platform';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { CODE_RULES } from '../codes/code-rules';
import type { CodePurpose } from '../codes/one-time-code.entity';
import { AuthConfig } from '../config';
import { normalizeEmail } from '../users/users.repository';

export type LimitedAction =
  'sign_in' | 'sign_up' | 'recover' | 'resend' | 'otp' | 'verify' | 'two_factor' | 'challenge' | 'code_email';

/** What a checked second-factor or re-authentication answer returns when it was wrong. */
export const WRONG_ANSWER = Symbol('wrong answer');
export type Answered<T> = T | typeof WRONG_ANSWER;

/** Who an action is counted against: the client address, the email it names, or the signed-in account. */
type Dimension = 'ip' | 'email' | 'account';

const tooManyRequests = (msBeforeNext: number, code: string = AuthErrorCode.OverRequestRateLimit) =>
  ServiceError.tooManyRequests(
    AUTH_MESSAGES.tooManyRequests,
    code,
    Math.max(1, Math.ceil(msBeforeNext / 1000)),
  );

/**
 * Per-address, per-email and per-account limits in Redis, shared by every replica. An IPv6 client
 * is counted by its /64 (`rateLimitAddress`, as new sockets are), so rotating through the
 * addresses of one subscriber's block buys no extra tries. When Redis is unreachable the limits
 * are skipped (and logged) rather than refusing every sign-in.
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
   * A second-factor code, recovery code, or re-authentication password or nonce. Each code dies
   * after five wrong tries, but a new one can be asked for every minute; the account's budget
   * (RATE_LIMIT_PER_EMAIL a window) caps the wrong answers across all of them, so holding the
   * password is not enough to guess on forever. The point is taken before `check` runs, in one
   * atomic Redis step, and given back unless the answer was wrong: of any number of concurrent
   * guesses, from any number of addresses, no more than the budget is ever checked, and the rest
   * are refused with 429. Every try also counts against its address.
   */
  async answerSecondFactor<T>(
    userId: string,
    client: { ip: string } | undefined,
    check: () => Promise<Answered<T>>,
  ): Promise<Answered<T>> {
    if (client) await this.consume(this.limiter('two_factor', 'ip'), rateLimitAddress(client.ip));
    return this.spendThen(
      this.limiter('two_factor', 'account'),
      userId,
      check,
      (answer) => answer === WRONG_ANSWER,
    );
  }

  /**
   * Opening a second-factor challenge (POST /factors/{id}/challenge, any factor): at most
   * MFA_CHALLENGES_PER_ACCOUNT a window, so a session waiting for its second factor cannot open
   * them without end.
   */
  async openChallenge(userId: string): Promise<void> {
    await this.consume(this.limiter('challenge', 'account'), userId);
  }

  /**
   * Emailing a second-factor code or a re-authentication nonce: at most
   * MFA_CODE_EMAILS_PER_ACCOUNT a window, whatever asked for it (a sign-in, a challenge, the
   * setup, GET /reauthenticate). A mail that was not sent gives its point back.
   */
  async sendCodeEmail<T>(userId: string, send: () => Promise<T>): Promise<T> {
    return this.spendThen(
      this.limiter('code_email', 'account'),
      userId,
      send,
      () => true,
      AuthErrorCode.OverEmailSendRateLimit,
    );
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
        AUTH_MESSAGES.tooManyRequests,
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
        points: this.pointsOf(action, dimension),
        duration: this.config.RATE_LIMIT_WINDOW_SECONDS,
      });
      this.limiters.set(name, limiter);
    }
    return limiter;
  }

  private pointsOf(action: LimitedAction, dimension: Dimension): number {
    if (dimension === 'ip') return this.config.RATE_LIMIT_PER_IP;
    if (action === 'challenge') return this.config.MFA_CHALLENGES_PER_ACCOUNT;
    if (action === 'code_email') return this.config.MFA_CODE_EMAILS_PER_ACCOUNT;
    return this.config.RATE_LIMIT_PER_EMAIL;
  }

  /**
   * Takes a point, runs `work`, and gives the point back when `work` failed or `keep` says its
   * outcome should not count. Without Redis nothing was taken and nothing is given back.
   */
  private async spendThen<T>(
    limiter: RateLimiterRedis,
    key: string,
    work: () => Promise<T>,
    keep: (outcome: T) => boolean,
    refusalCode?: string,
  ): Promise<T> {
    const taken = await this.consume(limiter, key, refusalCode);
    let outcome: T;
    try {
      outcome = await work();
    } catch (err) {
      if (taken) await this.giveBack(limiter, key);
      throw err;
    }
    if (taken && !keep(outcome)) await this.giveBack(limiter, key);
    return outcome;
  }

  private async giveBack(limiter: RateLimiterRedis, key: string): Promise<void> {
    await limiter.reward(key).catch((err: unknown) => {
      this.logger.warn(`rate limit point not given back, Redis did not answer: ${String(err)}`);
    });
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

  /** True when a point was taken; false when Redis did not answer and the limit was skipped. */
  private async consume(limiter: RateLimiterRedis, key: string, refusalCode?: string): Promise<boolean> {
    try {
      await limiter.consume(key || 'unknown');
      return true;
    } catch (err) {
      this.rethrowLimit(err, refusalCode);
      return false;
    }
  }

  private rethrowLimit(err: unknown, refusalCode?: string): void {
    if (err instanceof RateLimiterRes) throw tooManyRequests(err.msBeforeNext, refusalCode);
    if (err instanceof ServiceError) throw err;
    this.logger.warn(`rate limit skipped, Redis did not answer: ${String(err)}`);
  }
}
