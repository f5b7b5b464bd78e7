import { Injectable } from '@nestjs/common';
import {
  AuthErrorCode,
  AUTH_MESSAGES,
  Caller,
  GoTrueSession,
  MessageReply,
  TwoFactorChallengeReply,
  TwoFactorCodeRequest,
  TwoFactorSetupRequest,
} from '@storefront/contracts';
import { ServiceError } from '@storefront/platform';
import { resendWaitSeconds } from '../codes/code-rules';
import { CodeSender } from '../codes/code-sender';
import { invalidCode, OneTimeCodesService } from '../codes/one-time-codes.service';
import { RecoveryCodesService } from './recovery-codes.service';
import { RateLimitsService, WRONG_ANSWER } from '../rate-limits/rate-limits.service';
import { ReauthenticationService } from '../reauthentication/reauthentication.service';
import { SessionsService } from '../sessions/sessions.service';
import type { UserEntity } from '../users/user.entity';
import { normalizeEmail, UsersRepository } from '../users/users.repository';
import { FactorsRepository } from './factors.repository';

const SEND_FAILED = 'Failed to send verification code';

/** An absent claim (undefined, or null as optional JSON fields may arrive) claims nothing. */
function assertOwnEmail(user: UserEntity, claimedEmail: string | null | undefined): void {
  if (typeof claimedEmail === 'string' && normalizeEmail(claimedEmail) !== user.email) {
    throw ServiceError.forbidden('Two-factor authentication can only be managed for your own account');
  }
}

/**
 * Two-factor authentication by emailed code. It always acts on the caller's own account: the
 * user id comes from the verified access token, never from the request body.
 */
@Injectable()
export class EmailCodeFactorService {
  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionsService,
    private readonly codes: OneTimeCodesService,
    private readonly sender: CodeSender,
    private readonly limits: RateLimitsService,
    private readonly reauthentication: ReauthenticationService,
    private readonly factors: FactorsRepository,
    private readonly recoveryCodes: RecoveryCodesService,
  ) {}

  /** Setup step 1 (after a recent re-authentication): email a code to the caller's address. */
  async sendSetup(req: TwoFactorSetupRequest): Promise<MessageReply> {
    const { user, session } = await this.sessions.requireCaller(req.caller);
    assertOwnEmail(user, req.claimedEmail);
    await this.reauthentication.requireRecent(user, session);
    await this.sender.sendNow(user, 'two_factor', SEND_FAILED);
    return { message: 'Verification code sent to your email!' };
  }

  /**
   * Setup step 2: the code turns the emailed factor on; this session counts as verified (aal2).
   * The account's first second factor also brings its recovery codes, answered once.
   */
  async enable(req: TwoFactorCodeRequest): Promise<MessageReply & { recoveryCodes?: string[] }> {
    const { user, session } = await this.sessions.requireCaller(req.caller);
    assertOwnEmail(user, req.claimedEmail);
    await this.reauthentication.requireRecent(user, session);
    await this.useCode(user, req);
    await this.users.update(user.id, { twoFactorEnabled: true, emailFactorEnabled: true });
    await this.sessions.markAal2(session, 'mfa/email');
    const recoveryCodes = user.twoFactorEnabled ? undefined : await this.recoveryCodes.replace(user.id);
    return { message: '2FA enabled successfully!', ...(recoveryCodes ? { recoveryCodes } : {}) };
  }

  /**
   * Sign-in step 2a (GoTrue's factor challenge): makes sure a live code is in the inbox. Within
   * the resend cool-down the code already sent (at sign-in) is the challenge, so this never
   * fails just because the user asked right after signing in.
   */
  async challenge(caller: Caller): Promise<TwoFactorChallengeReply> {
    const { user } = await this.sessions.requireCaller(caller);
    this.requireEnabled(user);
    await this.limits.openChallenge(user.id);
    const code = (await this.recentLiveCode(user)) ?? (await this.sendOrReuse(user));
    return { id: code.id, type: 'email', expires_at: Math.floor(code.expiresAt.getTime() / 1000) };
  }

  /** Sign-in step 2b: the code raises the session to aal2 and returns its new tokens. */
  async verify(req: TwoFactorCodeRequest): Promise<GoTrueSession> {
    const { user, session } = await this.sessions.requireCaller(req.caller);
    this.requireEnabled(user);
    await this.useCode(user, req);
    return this.sessions.raise(user, session, 'mfa/email');
  }

  /**
   * Turning it off needs a session that passed it (GoTrue's unenroll rule) and a recent
   * re-authentication. Two-factor stays on while an authenticator app remains.
   */
  async disable(caller: Caller): Promise<MessageReply> {
    const { user, session } = await this.sessions.requireCaller(caller);
    this.requireEnabled(user);
    if (session.aal !== 'aal2')
      throw ServiceError.forbidden(AUTH_MESSAGES.mfaRequired, AuthErrorCode.MfaRequired);
    await this.reauthentication.requireRecent(user, session);
    const appsLeft = (await this.factors.countVerified(user.id)) > 0;
    await this.users.update(user.id, { emailFactorEnabled: false, twoFactorEnabled: appsLeft });
    if (!appsLeft) await this.recoveryCodes.discard(user.id);
    return { message: '2FA disabled' };
  }

  /** A wrong code costs one of the code's tries and counts against the account's limit too. */
  private async useCode(user: UserEntity, req: TwoFactorCodeRequest): Promise<void> {
    const answer = await this.limits.answerSecondFactor(user.id, req.client, () =>
      this.codes
        .verify(user.id, 'two_factor', req.code, { consume: true, id: req.challengeId })
        .catch((err: unknown) => {
          if (err instanceof ServiceError && err.code === AuthErrorCode.OtpExpired) return WRONG_ANSWER;
          throw err;
        }),
    );
    if (answer === WRONG_ANSWER) throw invalidCode();
  }

  private async recentLiveCode(user: UserEntity) {
    const live = await this.codes.live(user.id, 'two_factor');
    return live && resendWaitSeconds(live.lastSentAt, new Date()) > 0 ? live : null;
  }

  /** The sign-in's own send may land between our look and our send; then its code is the one. */
  private async sendOrReuse(user: UserEntity) {
    try {
      return await this.sender.sendNow(user, 'two_factor', SEND_FAILED);
    } catch (err) {
      const raced = err instanceof ServiceError && err.code === AuthErrorCode.OverEmailSendRateLimit;
      const live = raced ? await this.codes.live(user.id, 'two_factor') : null;
      if (live) return live;
      throw err;
    }
  }

  private requireEnabled(user: UserEntity): void {
    if (!user.emailFactorEnabled)
      throw ServiceError.notFound(
        'Two-factor authentication is not enabled',
        AuthErrorCode.MfaFactorNotFound,
      );
  }
}
