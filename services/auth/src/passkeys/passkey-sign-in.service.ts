import { Injectable } from '@nestjs/common';
import {
  AuthErrorCode,
  AUTH_MESSAGES,
  GoTrueSession,
  PasskeyOptionsReply,
  PasskeyRequestOptions,
  PasskeySignInOptionsRequest,
  PasskeySignInRequest,
} from '@storefront/contracts';
import { ServiceError } from '@storefront/platform';
import { generateAuthenticationOptions } from '@simplewebauthn/server';
import { RateLimitsService } from '../rate-limits/rate-limits.service';
import { SessionsService } from '../sessions/sessions.service';
import { UsersRepository } from '../users/users.repository';
import { PasskeyAssertions } from './passkey-assertions';
import { CEREMONY_TIMEOUT_MS, PasskeyChallenges } from './passkey-challenges';
import { PasskeyErrors } from './passkey-errors';
import { PasskeysRepository } from './passkeys.repository';
import { RelyingParties } from './relying-party';

/** How long the browser's prompt waits for the person, in milliseconds. */
/**
 * Signing in with a passkey alone (discoverable: no email asked, the browser offers the passkeys
 * it holds for the site). The session starts at aal2: the passkey is something the person has,
 * unlocked by something they know or are (user verification is required), so it is both factors.
 * Each ceremony counts against its address's sign-in limit, with password sign-ins; an account's
 * failed passwords do not lock its passkeys out, since a signature cannot be guessed.
 */
@Injectable()
export class PasskeySignInService {
  constructor(
    private readonly passkeys: PasskeysRepository,
    private readonly challenges: PasskeyChallenges,
    private readonly parties: RelyingParties,
    private readonly assertions: PasskeyAssertions,
    private readonly limits: RateLimitsService,
    private readonly sessions: SessionsService,
    private readonly users: UsersRepository,
  ) {}

  async options(req: PasskeySignInOptionsRequest): Promise<PasskeyOptionsReply<PasskeyRequestOptions>> {
    await this.limits.hit('sign_in', req.client);
    const rp = this.parties.forOrigin(req.origin);
    const options = await generateAuthenticationOptions({
      rpID: rp.id,
      allowCredentials: [],
      userVerification: 'required',
      timeout: CEREMONY_TIMEOUT_MS,
    });
    return this.challenges.offer(options as PasskeyRequestOptions, { purpose: 'sign-in', rp });
  }

  async signIn(req: PasskeySignInRequest): Promise<GoTrueSession> {
    const challenge = await this.challenges.take(req.challengeId, 'sign-in');
    if (!challenge) throw PasskeyErrors.challengeExpired();
    const passkey = await this.passkeys.findByCredentialId(req.credential.id);
    if (!passkey) throw PasskeyErrors.notRegistered();
    // A discoverable passkey answers with the account's handle; it must be the passkey's owner.
    const handle = req.credential.response.userHandle;
    if (handle && (await this.passkeys.userIdOfHandle(handle)) !== passkey.userId)
      throw PasskeyErrors.verificationFailed();
    await this.assertions.verify(challenge, req.credential, passkey);
    const user = await this.users.findById(passkey.userId);
    if (!user) throw PasskeyErrors.notRegistered();
    if (!user.isActive) throw ServiceError.forbidden(AUTH_MESSAGES.suspended, AuthErrorCode.UserBanned);
    return this.sessions.start(user, 'webauthn', req.client, undefined, 'aal2');
  }
}
