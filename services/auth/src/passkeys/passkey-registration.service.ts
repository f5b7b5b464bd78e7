import { Injectable } from '@nestjs/common';
import {
  MAX_PASSKEYS,
  PasskeyCreationOptions,
  PasskeyOptionsReply,
  PasskeyRegisteredReply,
  PasskeyRegisterRequest,
  PasskeyRegistrationOptionsRequest,
} from '@storefront/contracts';
import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { RecoveryCodesService } from '../mfa/recovery-codes.service';
import { ReauthenticationService } from '../reauthentication/reauthentication.service';
import { SessionsService } from '../sessions/sessions.service';
import { UsersRepository } from '../users/users.repository';
import { CEREMONY_TIMEOUT_MS, PasskeyChallenges } from './passkey-challenges';
import { PasskeyErrors } from './passkey-errors';
import { defaultPasskeyName, toPasskeyView } from './passkey-views';
import { PasskeysRepository } from './passkeys.repository';
import { RelyingParties } from './relying-party';

/**
 * Registering a passkey from Settings: like adding an authenticator app, it needs an aal2 session
 * when two-factor is on and a recent re-authentication. The passkey must be discoverable (it signs
 * in without an email) and check its owner (PIN or biometric). A passkey is a second factor: the
 * account's first one turns two-factor on and brings the recovery codes, shown once.
 */
@Injectable()
export class PasskeyRegistrationService {
  constructor(
    private readonly passkeys: PasskeysRepository,
    private readonly challenges: PasskeyChallenges,
    private readonly parties: RelyingParties,
    private readonly reauthentication: ReauthenticationService,
    private readonly recoveryCodes: RecoveryCodesService,
    private readonly sessions: SessionsService,
    private readonly users: UsersRepository,
  ) {}

  async options(
    req: PasskeyRegistrationOptionsRequest,
  ): Promise<PasskeyOptionsReply<PasskeyCreationOptions>> {
    const { user, session } = await this.reauthentication.load(req.caller);
    await this.reauthentication.requireRecent(user, session);
    const rp = this.parties.forOrigin(req.origin);
    const existing = await this.passkeys.list(user.id);
    if (existing.length >= MAX_PASSKEYS) throw PasskeyErrors.tooMany();
    const handle = await this.passkeys.userHandle(user.id);
    const displayName = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
    const options = await generateRegistrationOptions({
      rpName: rp.name,
      rpID: rp.id,
      // The name shown in the passkey picker; the handle the passkey keeps is the random one.
      userName: user.email,
      userDisplayName: displayName || user.email,
      userID: new Uint8Array(Buffer.from(handle, 'base64url')),
      timeout: CEREMONY_TIMEOUT_MS,
      attestationType: 'none',
      // The same authenticator twice would only replace the first passkey on it.
      excludeCredentials: existing
        .filter((passkey) => passkey.rpId === rp.id)
        .map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports as never[] })),
      authenticatorSelection: {
        residentKey: 'required',
        requireResidentKey: true,
        userVerification: 'required',
      },
    });
    return this.challenges.offer(options as PasskeyCreationOptions, {
      purpose: 'registration',
      rp,
      session: req.caller,
    });
  }

  async register(req: PasskeyRegisterRequest): Promise<PasskeyRegisteredReply> {
    const { user, session } = await this.reauthentication.load(req.caller);
    this.reauthentication.requireAal(user, session);
    const challenge = await this.challenges.take(req.challengeId, 'registration', req.caller);
    if (!challenge) throw PasskeyErrors.challengeExpired();
    const info = await verifyRegistrationResponse({
      response: req.credential as RegistrationResponseJSON,
      expectedChallenge: challenge.challenge,
      expectedOrigin: challenge.rp.origin,
      expectedRPID: challenge.rp.id,
      requireUserVerification: true,
    })
      .then((result) => (result.verified ? result.registrationInfo : null))
      .catch(() => null);
    if (!info) throw PasskeyErrors.verificationFailed();

    const firstFactor = !user.twoFactorEnabled;
    const outcome = await this.passkeys.transaction(async (tx) => {
      await this.passkeys.lockOwner(user.id, tx);
      if ((await this.passkeys.count(user.id, tx)) >= MAX_PASSKEYS) return 'too-many' as const;
      const saved = await this.passkeys.insert(
        {
          userId: user.id,
          credentialId: info.credential.id,
          publicKey: Buffer.from(info.credential.publicKey),
          signCount: info.credential.counter,
          transports: info.credential.transports ?? req.credential.response.transports ?? [],
          rpId: challenge.rp.id,
          aaguid: info.aaguid,
          deviceType: info.credentialDeviceType,
          backedUp: info.credentialBackedUp,
          friendlyName: defaultPasskeyName(req.client?.userAgent),
        },
        tx,
      );
      if (!saved) return 'duplicate' as const;
      if (!firstFactor) return { saved, codes: undefined };
      await this.users.update(user.id, { twoFactorEnabled: true }, tx);
      return { saved, codes: await this.recoveryCodes.replace(user.id, tx) };
    });
    if (outcome === 'too-many') throw PasskeyErrors.tooMany();
    if (outcome === 'duplicate') throw PasskeyErrors.alreadyRegistered();
    // The ceremony proved the passkey with its owner's PIN or biometric: the session has passed
    // a second factor, and its next refresh says so.
    await this.sessions.markAal2(session, 'webauthn');
    return {
      ...toPasskeyView(outcome.saved),
      ...(outcome.codes ? { recovery_codes: outcome.codes } : {}),
    };
  }
}
