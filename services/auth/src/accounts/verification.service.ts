import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  AmrMethod,
  AuthErrorCode,
  AUTH_MESSAGES,
  ClientContext,
  GoTrueSession,
  VerifyCodeRequest,
} from '@storefront/contracts';
import { ServiceError } from '@storefront/platform';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { CodeSender } from '../codes/code-sender';
import { CodePurpose } from '../codes/one-time-code.entity';
import { invalidCode, OneTimeCodesService } from '../codes/one-time-codes.service';
import { PasswordHasher } from '../passwords/password-hasher';
import { RateLimitsService } from '../rate-limits/rate-limits.service';
import { SessionsService } from '../sessions/sessions.service';
import { SignUpPlaces } from '../sign-up-confirmation/sign-up-places';
import type { UserEntity } from '../users/user.entity';
import { UsersRepository } from '../users/users.repository';

/** Which code a GoTrue verify type checks, for this user. */
function purposeFor(type: VerifyCodeRequest['type'], user: UserEntity): CodePurpose | undefined {
  if (type === 'recovery') return 'recovery';
  if (type === 'signup') return user.emailConfirmedAt ? undefined : 'signup';
  if (type === 'magiclink') return 'magiclink';
  return user.emailConfirmedAt ? 'magiclink' : 'signup';
}

const AMR: Record<CodePurpose, AmrMethod> = {
  signup: 'otp',
  magiclink: 'otp',
  recovery: 'recovery',
  two_factor: 'mfa/email',
  reauthentication: 'otp',
};

/** POST /verify: an emailed code signs the user in (and confirms the email if it was pending). */
@Injectable()
export class VerificationService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly codes: OneTimeCodesService,
    private readonly sessions: SessionsService,
    private readonly limits: RateLimitsService,
    private readonly sender: CodeSender,
    private readonly places: SignUpPlaces,
    private readonly hasher: PasswordHasher,
  ) {}

  async verify(req: VerifyCodeRequest): Promise<GoTrueSession> {
    await this.limits.hit('verify', req.client, req.email);
    const found = await this.users.findByEmail(req.email);
    const purpose = found && purposeFor(req.type, found);
    // Unknown email, wrong code, expired or exhausted code: one answer, so nothing is revealed.
    if (!found || !purpose) throw invalidCode();
    const used = await this.useCode(found.id, purpose, req.code, req.client);
    if (!used) throw invalidCode();
    const { user, confirmed, mustChoosePassword } = used;
    if (!user.isActive) throw ServiceError.forbidden(AUTH_MESSAGES.suspended, AuthErrorCode.UserBanned);
    // Confirming a sign-up ends every other session the account may have.
    if (confirmed && (await this.sessions.liveSessionIds(user.id)).length)
      await this.sessions.endBySignOut({ userId: user.id, ended: 'all' });
    const session = await this.sessions.start(user, AMR[purpose], req.client);
    if (mustChoosePassword) session.user.app_metadata.password_required = true;
    if (user.emailFactorEnabled) this.sender.sendInBackground(user, 'two_factor');
    return session;
  }

  /**
   * Uses the code and confirms a pending email in one transaction, under the account's row lock
   * (RegistrationService takes it too): a sign-up starting the account over either comes first,
   * and this code died with it, or waits and finds the email confirmed. The account is read under
   * the lock, so the session gets the password and names the code was sent for. Null for a wrong
   * code, whose cost in tries is still committed.
   *
   * Confirmed from another device or address than the sign-up that set the password, the code's
   * recipient may not be whoever chose that password (a second sign-up may have replaced it): the
   * password is replaced by an unknown one and the confirmer must choose theirs (SignUpPlaces).
   */
  private useCode(
    userId: string,
    purpose: CodePurpose,
    code: string,
    client: ClientContext,
  ): Promise<{ user: UserEntity; confirmed: boolean; mustChoosePassword: boolean } | null> {
    return this.dataSource.transaction(async (tx) => {
      const user = await this.users.lockById(userId, tx);
      if (!user || !(await this.codes.check(userId, purpose, code, { consume: true }, tx))) return null;
      let confirmed = false;
      let mustChoosePassword = false;
      if (user.isActive && !user.emailConfirmedAt) {
        confirmed = true;
        user.emailConfirmedAt = new Date();
        await this.users.update(user.id, { emailConfirmedAt: user.emailConfirmedAt }, tx);
        if (await this.places.confirmedElsewhere(user.id, client, tx)) {
          mustChoosePassword = true;
          // Nobody knows it; the prefix only meets the policy (upper, lower, digit, symbol).
          const unknown = `Aa1!${randomBytes(32).toString('base64url')}`;
          user.passwordHash = await this.hasher.hashNew(unknown);
          await this.users.update(user.id, { passwordHash: user.passwordHash }, tx);
        }
      }
      return { user, confirmed, mustChoosePassword };
    });
  }
}
