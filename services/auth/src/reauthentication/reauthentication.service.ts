import { Inject, Injectable } from '@nestjs/common';
import {
  AmrMethod,
  AuthErrorCode,
  AUTH_MESSAGES,
  Caller,
  MfaErrorCode,
  MFA_MESSAGES,
  ReauthenticatedReply,
  ReauthenticateRequest,
} from '@storefront/contracts';
import { ServiceError, ServiceRedis } from '@storefront/platform';
import { CodeSender } from '../codes/code-sender';
import { OneTimeCodesService } from '../codes/one-time-codes.service';
import { AuthConfig } from '../config';
import { PasswordHasher } from '../passwords/password-hasher';
import { RateLimitsService, WRONG_ANSWER } from '../rate-limits/rate-limits.service';
import { SessionEntity } from '../sessions/session.entity';
import { SessionsService } from '../sessions/sessions.service';
import type { UserEntity } from '../users/user.entity';

/**
 * Sign-ins that proved the password or an emailed code, or a passkey with user verification (the
 * device and its PIN or biometric: both factors at once); an app's code alone proves neither.
 */
const KNOWLEDGE_METHODS: ReadonlySet<AmrMethod> = new Set([
  'password',
  'otp',
  'magiclink',
  'recovery',
  'webauthn',
]);

export interface Proof {
  password?: string;
  nonce?: string;
}

/**
 * Sensitive changes need the session at aal2 when two-factor is on and a recent proof that the
 * person at the keyboard knows the password (or reads the mailbox): the sign-in itself within the
 * window, or POST /api/auth/reauthenticate with the password or the nonce GET /reauthenticate
 * emailed. A stolen access token alone therefore changes nothing that matters.
 */
@Injectable()
export class ReauthenticationService {
  constructor(
    private readonly sessions: SessionsService,
    private readonly hasher: PasswordHasher,
    private readonly codes: OneTimeCodesService,
    private readonly sender: CodeSender,
    private readonly limits: RateLimitsService,
    private readonly redis: ServiceRedis,
    @Inject(AuthConfig) private readonly config: AuthConfig,
  ) {}

  /** GoTrue's GET /reauthenticate: emails a six-digit nonce. */
  async sendNonce(caller: Caller): Promise<Record<string, never>> {
    const { user, session } = await this.load(caller);
    this.requireAal(user, session);
    await this.sender.sendNow(user, 'reauthentication', 'Failed to send verification code');
    return {};
  }

  /** Checks the password or nonce, then allows sensitive changes for the window. */
  async confirm(req: ReauthenticateRequest): Promise<ReauthenticatedReply> {
    const { user, session } = await this.load(req.caller);
    this.requireAal(user, session);
    await this.prove(user, req, req.client);
    return this.allow(session);
  }

  /** Allows sensitive changes on the session for the window: its owner has just proved who they are. */
  async allow(session: SessionEntity): Promise<ReauthenticatedReply> {
    const window = this.config.REAUTHENTICATION_WINDOW_SECONDS;
    await this.redis.client.set(this.key(session.id), '1', 'EX', window);
    return { reauthenticated_until: new Date(Date.now() + window * 1000).toISOString() };
  }

  /**
   * Refuses unless the password or nonce is right. Each answer counts against the account like a
   * second-factor code (counted before it is checked, given back when right), so a stolen token
   * cannot guess the password on forever, nor in one burst.
   */
  async prove(user: UserEntity, proof: Proof, client?: { ip: string }): Promise<void> {
    const answer = await this.limits.answerSecondFactor(user.id, client, async () =>
      (await this.isRight(user, proof)) ? true : WRONG_ANSWER,
    );
    if (answer === WRONG_ANSWER) {
      throw ServiceError.badRequest(
        MFA_MESSAGES.reauthenticationNotValid,
        MfaErrorCode.ReauthenticationNotValid,
      );
    }
  }

  /** For a sensitive change: aal2 when two-factor is on, and a proof within the window. */
  async requireRecent(user: UserEntity, session: SessionEntity): Promise<void> {
    this.requireAal(user, session);
    if (await this.isRecent(session)) return;
    throw ServiceError.forbidden(MFA_MESSAGES.reauthenticationNeeded, MfaErrorCode.ReauthenticationNeeded);
  }

  /** True when the session signed in with a recovery code (password reset) within the window. */
  recentlyRecovered(session: SessionEntity): boolean {
    return this.within(session, (method) => method === 'recovery');
  }

  requireAal(user: UserEntity, session: SessionEntity): void {
    if (user.twoFactorEnabled && session.aal !== 'aal2') {
      throw ServiceError.forbidden(AUTH_MESSAGES.mfaRequired, AuthErrorCode.MfaRequired);
    }
  }

  load(caller: Caller): Promise<{ user: UserEntity; session: SessionEntity }> {
    return this.sessions.requireCaller(caller);
  }

  private async isRight(user: UserEntity, proof: Proof): Promise<boolean> {
    if (typeof proof.nonce === 'string') {
      return this.codes
        .verify(user.id, 'reauthentication', proof.nonce, { consume: true })
        .then(() => true)
        .catch((err: unknown) => {
          if (err instanceof ServiceError && err.code === AuthErrorCode.OtpExpired) return false;
          throw err;
        });
    }
    if (typeof proof.password === 'string') return this.hasher.verify(user.passwordHash, proof.password);
    return false;
  }

  private async isRecent(session: SessionEntity): Promise<boolean> {
    if (this.within(session, (method) => KNOWLEDGE_METHODS.has(method))) return true;
    return (await this.redis.client.exists(this.key(session.id))) === 1;
  }

  private within(session: SessionEntity, accepts: (method: AmrMethod) => boolean): boolean {
    const since = Date.now() / 1000 - this.config.REAUTHENTICATION_WINDOW_SECONDS;
    return session.amr.some((entry) => accepts(entry.method) && entry.timestamp >= since);
  }

  private key(sessionId: string): string {
    return this.redis.key('reauthenticated', sessionId);
  }
}
