import { Injectable } from '@nestjs/common';
import {
  GoTrueSession,
  PasskeyOptionsReply,
  PasskeyRequestOptions,
  PasskeyStepUp,
  PasskeyStepUpOptionsRequest,
  PasskeyStepUpRequest,
  ReauthenticatedReply,
} from '@storefront/contracts';
import { generateAuthenticationOptions } from '@simplewebauthn/server';
import { RateLimitsService } from '../rate-limits/rate-limits.service';
import { ReauthenticationService } from '../reauthentication/reauthentication.service';
import { SessionsService } from '../sessions/sessions.service';
import { PasskeyAssertions } from './passkey-assertions';
import { CEREMONY_TIMEOUT_MS, PasskeyChallenges } from './passkey-challenges';
import { PasskeyErrors } from './passkey-errors';
import { PasskeysRepository } from './passkeys.repository';
import { RelyingParties } from './relying-party';

/**
 * A signed-in session proving itself with one of the account's passkeys: the second step of a
 * password sign-in (the aal1 session is raised to aal2, beside an app's code or the emailed one),
 * or a re-authentication before a sensitive change. The challenge names the account's passkeys and
 * is answered by the session that asked for it.
 */
@Injectable()
export class PasskeyStepUpService {
  constructor(
    private readonly passkeys: PasskeysRepository,
    private readonly challenges: PasskeyChallenges,
    private readonly parties: RelyingParties,
    private readonly assertions: PasskeyAssertions,
    private readonly reauthentication: ReauthenticationService,
    private readonly sessions: SessionsService,
    private readonly limits: RateLimitsService,
  ) {}

  async options(req: PasskeyStepUpOptionsRequest): Promise<PasskeyOptionsReply<PasskeyRequestOptions>> {
    const { user, session } = await this.reauthentication.load(req.caller);
    // Re-authenticating is for a session that has passed two-factor already.
    if (req.purpose === 'reauthentication') this.reauthentication.requireAal(user, session);
    if (req.client) await this.limits.hit('two_factor', req.client);
    const rp = this.parties.forOrigin(req.origin);
    const own = (await this.passkeys.list(user.id)).filter((passkey) => passkey.rpId === rp.id);
    if (!own.length) throw PasskeyErrors.notFound();
    const options = await generateAuthenticationOptions({
      rpID: rp.id,
      allowCredentials: own.map((passkey) => ({
        id: passkey.credentialId,
        transports: passkey.transports as never[],
      })),
      userVerification: 'required',
      timeout: CEREMONY_TIMEOUT_MS,
    });
    return this.challenges.offer(options as PasskeyRequestOptions, {
      purpose: req.purpose,
      rp,
      session: req.caller,
    });
  }

  /** The second sign-in step: the session reaches aal2, with new tokens (as a factor's verify). */
  async secondFactor(req: PasskeyStepUpRequest): Promise<GoTrueSession> {
    const { user, session } = await this.reauthentication.load(req.caller);
    await this.verify(req, 'second-factor', user.id);
    return this.sessions.raise(user, session, 'webauthn');
  }

  /** Sensitive changes are allowed for the re-authentication window, as after the password. */
  async reauthenticate(req: PasskeyStepUpRequest): Promise<ReauthenticatedReply> {
    const { user, session } = await this.reauthentication.load(req.caller);
    this.reauthentication.requireAal(user, session);
    await this.verify(req, 'reauthentication', user.id);
    return this.reauthentication.allow(session);
  }

  private async verify(req: PasskeyStepUpRequest, purpose: PasskeyStepUp, userId: string): Promise<void> {
    const challenge = await this.challenges.take(req.challengeId, purpose, req.caller);
    if (!challenge) throw PasskeyErrors.challengeExpired();
    const passkey = await this.passkeys.findByCredentialId(req.credential.id);
    if (!passkey || passkey.userId !== userId) throw PasskeyErrors.verificationFailed();
    await this.assertions.verify(challenge, req.credential, passkey);
  }
}
