import { Injectable } from '@nestjs/common';
import {
  AmrMethod,
  AuthErrorCode,
  AuthMessages,
  GoTrueSession,
  VerifyCodeRequest,
} from '@storefront/contracts';
import { ServiceError } from '@storefront/platform';
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
    private readonly users: UsersRepository,
    private readonly codes: OneTimeCodesService,
    private readonly sessions: SessionsService,
    private readonly limits: RateLimitsService,
    private readonly sender: CodeSender,
  ) {}

  async verify(req: VerifyCodeRequest): Promise<GoTrueSession> {
    await this.limits.hit('verify', req.client, req.email);
    const user = await this.users.findByEmail(req.email);
    const purpose = user && purposeFor(req.type, user);
    // Unknown email, wrong code, expired or exhausted code: one answer, so nothing is revealed.
    if (!user || !purpose) throw invalidCode();
    await this.codes.verify(user.id, purpose, req.code, { consume: true });
    if (!user.isActive) throw ServiceError.forbidden(AuthMessages.suspended, AuthErrorCode.UserBanned);
    if (!user.emailConfirmedAt) {
      user.emailConfirmedAt = new Date();
      await this.users.update(user.id, { emailConfirmedAt: user.emailConfirmedAt });
    }
    const session = await this.sessions.start(user, AMR[purpose], req.client);
    if (user.twoFactorEnabled) this.sender.sendInBackground(user, 'two_factor');
    return session;
  }
}
