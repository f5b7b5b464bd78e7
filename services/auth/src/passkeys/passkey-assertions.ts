import { Injectable, Logger } from '@nestjs/common';
import type { PasskeyAssertionCredential } from '@storefront/contracts';
import { verifyAuthenticationResponse } from '@simplewebauthn/server';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { PasskeyChallenge } from './passkey-challenges';
import { PasskeyErrors } from './passkey-errors';
import type { PasskeyEntity } from './passkey.entity';
import { PasskeysRepository } from './passkeys.repository';

/**
 * Checks an assertion (`navigator.credentials.get()`) against the challenge it answers and the
 * passkey it names: the signature by the stored public key, the origin and relying party the
 * challenge was issued for, user verification (a passkey signs in alone, so the device must have
 * checked its owner), and a signature counter that moves forward. Then records the use.
 */
@Injectable()
export class PasskeyAssertions {
  private readonly logger = new Logger(PasskeyAssertions.name);

  constructor(private readonly passkeys: PasskeysRepository) {}

  async verify(
    challenge: PasskeyChallenge,
    credential: PasskeyAssertionCredential,
    passkey: PasskeyEntity,
  ): Promise<void> {
    if (passkey.rpId !== challenge.rp.id || credential.id !== passkey.credentialId)
      throw PasskeyErrors.verificationFailed();
    let newCounter: number;
    try {
      const result = await verifyAuthenticationResponse({
        response: credential as AuthenticationResponseJSON,
        expectedChallenge: challenge.challenge,
        expectedOrigin: challenge.rp.origin,
        expectedRPID: challenge.rp.id,
        requireUserVerification: true,
        credential: {
          id: passkey.credentialId,
          publicKey: new Uint8Array(passkey.publicKey),
          counter: Number(passkey.signCount),
          transports: passkey.transports as AuthenticatorTransportFuture[],
        },
      });
      if (!result.verified) throw new Error('signature not verified');
      newCounter = result.authenticationInfo.newCounter;
    } catch (err) {
      this.logger.warn(`passkey ${passkey.id} refused: ${String(err)}`);
      throw PasskeyErrors.verificationFailed();
    }
    if (!(await this.passkeys.recordUse(passkey.id, newCounter))) {
      this.logger.warn(`passkey ${passkey.id} refused: its signature counter did not move forward`);
      throw PasskeyErrors.verificationFailed();
    }
  }
}

type AuthenticatorTransportFuture = NonNullable<
  Parameters<typeof verifyAuthenticationResponse>[0]['credential']['transports']
>[number];
