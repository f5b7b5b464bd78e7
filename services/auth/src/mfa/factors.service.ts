import { Inject, Injectable } from '@nestjs/common';
import {
  AuthErrorCode,
  CommonErrorCode,
  EnrollFactorRequest,
  FactorChallengeReply,
  FactorRequest,
  FactorVerifyReply,
  GoTrueFactor,
  MAX_TOTP_FACTORS,
  MfaErrorCode,
  MFA_MESSAGES,
  RECOVERY_CODE_FACTOR_ID,
  TotpEnrollReply,
  VerifyFactorRequest,
} from '@storefront/contracts';
import { ServiceError } from '@storefront/platform';
import { randomUUID } from 'node:crypto';
import { toString as qrSvg } from 'qrcode';
import { AuthConfig } from '../config';
import { RateLimitsService, WRONG_ANSWER } from '../rate-limits/rate-limits.service';
import { ReauthenticationService } from '../reauthentication/reauthentication.service';
import { SessionsService } from '../sessions/sessions.service';
import { UsersRepository } from '../users/users.repository';
import { toGoTrueFactors } from './factor-views';
import { FactorsRepository } from './factors.repository';
import { RecoveryCodesService } from './recovery-codes.service';
import { SecretBox } from './secret-box';
import { matchingTotpStep, newTotpSecret, totpUri } from './totp';

/** The name authenticator apps show above the account's codes. */
const DEFAULT_ISSUER = 'Oddsmith';
/** GoTrue's MFA_CHALLENGE_EXPIRY_DURATION default. */
const CHALLENGE_TTL_SECONDS = 300;

const factorNotFound = () =>
  ServiceError.notFound(MFA_MESSAGES.factorNotFound, AuthErrorCode.MfaFactorNotFound);

/**
 * Authenticator apps through GoTrue's factor API: enrol (secret + QR code, shown once), challenge,
 * verify (the first code confirms the enrolment; each later one raises a session to aal2) and
 * unenrol. Each code works once: the factor remembers the last time-step it accepted.
 */
@Injectable()
export class FactorsService {
  private readonly box: SecretBox;

  constructor(
    private readonly factors: FactorsRepository,
    private readonly users: UsersRepository,
    private readonly sessions: SessionsService,
    private readonly reauthentication: ReauthenticationService,
    private readonly recoveryCodes: RecoveryCodesService,
    private readonly limits: RateLimitsService,
    @Inject(AuthConfig) config: AuthConfig,
  ) {
    this.box = new SecretBox(config.mfaEncryptionKey);
  }

  async list(userId: string): Promise<GoTrueFactor[]> {
    return toGoTrueFactors(await this.factors.list(userId));
  }

  async enroll(req: EnrollFactorRequest): Promise<TotpEnrollReply> {
    const { user, session } = await this.reauthentication.load(req.caller);
    await this.reauthentication.requireRecent(user, session);
    await this.factors.dropStaleUnverified(user.id);
    if ((await this.factors.list(user.id)).length >= MAX_TOTP_FACTORS)
      throw new ServiceError(422, MfaErrorCode.TooManyEnrolledFactors, MFA_MESSAGES.tooManyFactors);
    const friendlyName = (req.friendlyName ?? '').trim();
    if (friendlyName && (await this.factors.nameTaken(user.id, friendlyName)))
      throw new ServiceError(422, MfaErrorCode.FactorNameConflict, MFA_MESSAGES.nameConflict);
    const id = randomUUID();
    const secret = newTotpSecret();
    await this.factors.insert({ id, userId: user.id, friendlyName, secretSealed: this.box.seal(secret, id) });
    const uri = totpUri(secret, req.issuer?.trim() || DEFAULT_ISSUER, user.email);
    const qrCode = await qrSvg(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    return { id, type: 'totp', friendly_name: friendlyName, totp: { qr_code: qrCode, secret, uri } };
  }

  async challenge(req: FactorRequest): Promise<FactorChallengeReply> {
    const { user, session } = await this.reauthentication.load(req.caller);
    await this.limits.openChallenge(user.id);
    const expiresAt = () => Math.floor(Date.now() / 1000) + CHALLENGE_TTL_SECONDS;
    if (req.factorId === RECOVERY_CODE_FACTOR_ID) {
      if (!user.twoFactorEnabled) throw factorNotFound();
      return { id: RECOVERY_CODE_FACTOR_ID, type: 'recovery', expires_at: expiresAt() };
    }
    const factor = await this.factors.find(user.id, req.factorId);
    if (!factor) throw factorNotFound();
    const challenge = await this.factors.newChallenge(factor.id, session.id);
    return {
      id: challenge.id,
      type: 'totp',
      expires_at: Math.floor(challenge.createdAt.getTime() / 1000) + CHALLENGE_TTL_SECONDS,
    };
  }

  async verify(req: VerifyFactorRequest): Promise<FactorVerifyReply> {
    if (req.factorId === RECOVERY_CODE_FACTOR_ID) return this.recoveryCodes.redeem(req);
    const { user, session } = await this.reauthentication.load(req.caller);
    const factor = await this.factors.find(user.id, req.factorId);
    if (!factor) throw factorNotFound();
    // Confirming a new app changes the account's protection: the same rule as enrolling it.
    if (factor.status === 'unverified') this.reauthentication.requireAal(user, session);
    if (!req.challengeId)
      throw ServiceError.badRequest('challenge_id is required', CommonErrorCode.ValidationFailed);
    const firstFactor = !user.twoFactorEnabled;
    // A missing or expired challenge checks no code: only a wrong code keeps its point spent.
    const outcome = await this.limits.answerSecondFactor(user.id, req.client, () =>
      this.factors.transaction(async (tx) => {
        const challenge = await this.factors.takeChallenge(req.challengeId!, factor.id, tx);
        if (!challenge || challenge.sessionId !== session.id) return 'no-challenge' as const;
        if (challenge.createdAt.getTime() + CHALLENGE_TTL_SECONDS * 1000 < Date.now())
          return 'expired' as const;
        const step = matchingTotpStep(this.box.open(factor.secretSealed, factor.id), req.code);
        if (step === null || !(await this.factors.useStep(factor.id, step, tx))) return WRONG_ANSWER;
        if (firstFactor) {
          await this.users.update(user.id, { twoFactorEnabled: true }, tx);
          return { codes: await this.recoveryCodes.replace(user.id, tx) };
        }
        return { codes: undefined };
      }),
    );
    if (outcome === 'no-challenge') throw factorNotFoundChallenge();
    if (outcome === 'expired')
      throw new ServiceError(422, MfaErrorCode.MfaChallengeExpired, MFA_MESSAGES.challengeExpired);
    if (outcome === WRONG_ANSWER)
      throw new ServiceError(422, MfaErrorCode.MfaVerificationFailed, MFA_MESSAGES.invalidTotp);
    const fresh = (await this.users.findById(user.id))!;
    const raised = await this.sessions.raise(fresh, session, 'totp');
    const factors = await this.list(user.id);
    return {
      ...raised,
      user: { ...raised.user, factors },
      ...(outcome.codes ? { recovery_codes: outcome.codes } : {}),
    };
  }

  /**
   * Needs aal2 (when two-factor is on) and a recent re-authentication. Removing the last factor
   * turns two-factor off and its recovery codes die with it.
   */
  async unenroll(req: FactorRequest): Promise<{ id: string }> {
    const { user, session } = await this.reauthentication.load(req.caller);
    await this.reauthentication.requireRecent(user, session);
    const factor = await this.factors.find(user.id, req.factorId);
    if (!factor) throw factorNotFound();
    await this.factors.transaction(async (tx) => {
      await this.factors.delete(factor.id, tx);
      const stillOn = user.emailFactorEnabled || (await this.factors.countVerified(user.id, tx)) > 0;
      if (!stillOn) {
        await this.users.update(user.id, { twoFactorEnabled: false }, tx);
        await this.recoveryCodes.discard(user.id, tx);
      }
    });
    return { id: factor.id };
  }
}

function factorNotFoundChallenge(): ServiceError {
  return ServiceError.notFound(
    'Challenge not found. Ask for a new challenge and try again',
    AuthErrorCode.MfaFactorNotFound,
  );
}
