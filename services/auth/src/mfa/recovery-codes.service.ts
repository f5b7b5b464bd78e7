import { Injectable } from '@nestjs/common';
import {
  AuthErrorCode,
  Caller,
  FactorVerifyReply,
  MfaErrorCode,
  MFA_MESSAGES,
  NewRecoveryCodes,
  RECOVERY_CODE_PATTERN,
  RecoveryCodesStatus,
  VerifyFactorRequest,
} from '@storefront/contracts';
import { ServiceError } from '@storefront/platform';
import { EntityManager } from 'typeorm';
import { RateLimitsService, WRONG_ANSWER } from '../rate-limits/rate-limits.service';
import { ReauthenticationService } from '../reauthentication/reauthentication.service';
import { SessionsService } from '../sessions/sessions.service';
import { FactorsRepository } from './factors.repository';
import { toGoTrueFactors } from './factor-views';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';

/**
 * Ten single-use codes made when the account's first second factor is set up: each signs in at
 * aal2 once. A new set (shown once) replaces the old one, whose codes stop working.
 */
@Injectable()
export class RecoveryCodesService {
  constructor(
    private readonly factors: FactorsRepository,
    private readonly reauthentication: ReauthenticationService,
    private readonly sessions: SessionsService,
    private readonly limits: RateLimitsService,
  ) {}

  /** A fresh set for the user, the old one gone; only hashes are kept. */
  async replace(userId: string, em?: EntityManager): Promise<string[]> {
    const codes = newRecoveryCodes();
    await this.factors.replaceRecoveryCodes(userId, codes.map(hashRecoveryCode), em);
    return codes;
  }

  discard(userId: string, em?: EntityManager): Promise<void> {
    return this.factors.deleteRecoveryCodes(userId, em);
  }

  async status(caller: Caller): Promise<RecoveryCodesStatus> {
    const { user, session } = await this.reauthentication.load(caller);
    this.reauthentication.requireAal(user, session);
    return { remaining: await this.factors.countUnusedRecoveryCodes(user.id) };
  }

  /** Needs two-factor on, an aal2 session and a recent re-authentication. */
  async regenerate(caller: Caller): Promise<NewRecoveryCodes> {
    const { user, session } = await this.reauthentication.load(caller);
    if (!user.twoFactorEnabled) {
      throw ServiceError.conflict(
        'Turn on two-factor authentication before creating recovery codes',
        AuthErrorCode.MfaFactorNotFound,
      );
    }
    await this.reauthentication.requireRecent(user, session);
    const codes = await this.replace(user.id);
    return { recovery_codes: codes, remaining: codes.length };
  }

  /** The second sign-in step with a recovery code instead of a factor's code. */
  async redeem(req: VerifyFactorRequest): Promise<FactorVerifyReply> {
    const { user, session } = await this.reauthentication.load(req.caller);
    if (!user.twoFactorEnabled)
      throw ServiceError.notFound(MFA_MESSAGES.factorNotFound, AuthErrorCode.MfaFactorNotFound);
    const answer = await this.limits.answerSecondFactor(user.id, req.client, async () => {
      const used =
        RECOVERY_CODE_PATTERN.test(req.code.trim()) &&
        (await this.factors.useRecoveryCode(user.id, hashRecoveryCode(req.code)));
      return used ? true : WRONG_ANSWER;
    });
    if (answer === WRONG_ANSWER)
      throw new ServiceError(422, MfaErrorCode.MfaVerificationFailed, MFA_MESSAGES.invalidRecoveryCode);
    const raised = await this.sessions.raise(user, session, 'recovery_code');
    const remaining = await this.factors.countUnusedRecoveryCodes(user.id);
    const factors = toGoTrueFactors(await this.factors.list(user.id));
    return { ...raised, user: { ...raised.user, factors }, recovery_codes_remaining: remaining };
  }
}
