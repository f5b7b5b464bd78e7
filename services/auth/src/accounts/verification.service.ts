import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  AmrMethod,
  AuthErrorCode,
  AuthMessages,
  GoTrueSession,
  VerifyCodeRequest,
} from '@storefront/contracts';
import { ServiceError } from '@storefront/platform';
import { DataSource } from 'typeorm';
import { CodeSender } from '../codes/code-sender';
import { CodePurpose } from '../codes/one-time-code.entity';
import { invalidCode, OneTimeCodesService } from '../codes/one-time-codes.service';
import { RateLimitsService } from '../rate-limits/rate-limits.service';
import { SessionsService } from '../sessions/sessions.service';
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
  ) {}

  async verify(req: VerifyCodeRequest): Promise<GoTrueSession> {
    await this.limits.hit('verify', req.client, req.email);
    const found = await this.users.findByEmail(req.email);
    const purpose = found && purposeFor(req.type, found);
    // Unknown email, wrong code, expired or exhausted code: one answer, so nothing is revealed.
    if (!found || !purpose) throw invalidCode();
    const user = await this.useCode(found.id, purpose, req.code);
    if (!user) throw invalidCode();
    if (!user.isActive) throw ServiceError.forbidden(AuthMessages.suspended, AuthErrorCode.UserBanned);
    const session = await this.sessions.start(user, AMR[purpose], req.client);
    if (user.emailFactorEnabled) this.sender.sendInBackground(user, 'two_factor');
    return session;
  }

  /**
   * Uses the code and confirms a pending email in one transaction, under the account's row lock
   * (RegistrationService takes it too): a sign-up starting the account over either comes first,
   * and this code died with it, or waits and finds the email confirmed. The account is read under
   * the lock, so the session gets the password and names the code was sent for. Null for a wrong
   * code, whose cost in tries is still committed.
   */
  private useCode(userId: string, purpose: CodePurpose, code: string): Promise<UserEntity | null> {
    return this.dataSource.transaction(async (tx) => {
      const user = await this.users.lockById(userId, tx);
      if (!user || !(await this.codes.check(userId, purpose, code, { consume: true }, tx))) return null;
      if (user.isActive && !user.emailConfirmedAt) {
        user.emailConfirmedAt = new Date();
        await this.users.update(user.id, { emailConfirmedAt: user.emailConfirmedAt }, tx);
      }
      return user;
    });
  }
}
