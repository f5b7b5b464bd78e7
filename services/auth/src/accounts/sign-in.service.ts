import { Injectable } from '@nestjs/common';
import {
  AuthErrorCode,
  AUTH_MESSAGES,
  EmailRequest,
  GoTrueSession,
  SignInRequest,
} from '@storefront/contracts';
import { ServiceError } from '@storefront/platform';
import { CodeSender } from '../codes/code-sender';
import { PasswordHasher } from '../passwords/password-hasher';
import { RateLimitsService } from '../rate-limits/rate-limits.service';
import { SessionsService } from '../sessions/sessions.service';
import { UsersRepository } from '../users/users.repository';

/** Password sign-in (grant_type=password) and emailed sign-in codes (POST /otp). */
@Injectable()
export class SignInService {
  constructor(
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionsService,
    private readonly limits: RateLimitsService,
    private readonly sender: CodeSender,
  ) {}

  /**
   * An unknown email and a wrong password get the same answer after the same work. Suspension
   * and a pending email are only told to someone who knows the password. With two-factor on, the
   * session starts at aal1 and the email code is sent at once.
   */
  async signIn(req: SignInRequest): Promise<GoTrueSession> {
    await this.limits.beforeSignIn(req.client, req.email);
    const user = await this.users.findByEmail(req.email);
    const ok = user
      ? await this.hasher.verify(user.passwordHash, req.password)
      : await this.hasher.verifyNothing(req.password);
    if (!user || !ok) {
      await this.limits.signInFailed(req.email);
      throw ServiceError.badRequest(AUTH_MESSAGES.invalidCredentials, AuthErrorCode.InvalidCredentials);
    }
    if (!user.isActive) throw ServiceError.forbidden(AUTH_MESSAGES.suspended, AuthErrorCode.UserBanned);
    if (!user.emailConfirmedAt)
      throw ServiceError.badRequest(AUTH_MESSAGES.emailNotConfirmed, AuthErrorCode.EmailNotConfirmed);
    const session = await this.sessions.start(user, 'password', req.client);
    if (user.emailFactorEnabled) this.sender.sendInBackground(user, 'two_factor');
    // The user carries the account's authenticator apps, as GoTrue lists them: the second step offers them.
    return session;
  }

  /**
   * Same answer whoever asks. A pending account gets its sign-up code; an active one a sign-in
   * code for verify type email. Accounts are never created here: sign-up needs a name and password.
   */
  async requestCode(req: EmailRequest): Promise<Record<string, never>> {
    await this.limits.hit('otp', req.client, req.email);
    await this.limits.claimSendSlot('magiclink', req.email);
    const user = await this.users.findByEmail(req.email);
    if (user?.isActive) {
      const purpose = user.emailConfirmedAt ? 'magiclink' : 'signup';
      this.sender.sendInBackground(user, purpose, { purpose: 'magiclink', email: req.email });
    }
    return {};
  }
}
