// The browser's side of a passkey ceremony (@simplewebauthn/browser): the options the server gave
// become a credential, serialised to JSON; and what a failed ceremony means for the reader.
import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  WebAuthnError,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import {
  MAX_PASSKEYS,
  PasskeyErrorCode,
  type PasskeyAssertionCredential,
  type PasskeyCreationOptions,
  type PasskeyRegistrationCredential,
  type PasskeyRequestOptions,
} from '@storefront/contracts/browser';
import type { TFunction } from 'i18next';
import { authErrorMessage } from './auth-error-message';
import { refusalCode } from '../server-error';

export { browserSupportsWebAuthn as passkeysSupported };

/** `navigator.credentials.create()` with the server's options. */
export async function createPasskey(options: PasskeyCreationOptions): Promise<PasskeyRegistrationCredential> {
  const created = await startRegistration({
    optionsJSON: options as PublicKeyCredentialCreationOptionsJSON,
  });
  return created as PasskeyRegistrationCredential;
}

/** `navigator.credentials.get()` with the server's options. */
export async function assertPasskey(options: PasskeyRequestOptions): Promise<PasskeyAssertionCredential> {
  const used = await startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON });
  return used as PasskeyAssertionCredential;
}

/**
 * The reader closed the browser's prompt, let it time out, or had no passkey for the site: the
 * browser says NotAllowedError for all three, on purpose, so they cannot be told apart.
 */
export function passkeyCancelled(error: unknown): boolean {
  const name = error instanceof Error ? error.name : '';
  return (
    name === 'NotAllowedError' ||
    name === 'AbortError' ||
    (error instanceof WebAuthnError && error.code === 'ERROR_CEREMONY_ABORTED')
  );
}

const TEXTS: Record<string, string> = {
  [PasskeyErrorCode.ChallengeExpired]: 'passkeys.errors.expired',
  [PasskeyErrorCode.VerificationFailed]: 'passkeys.errors.failed',
  [PasskeyErrorCode.NotRegistered]: 'passkeys.errors.notRegistered',
  [PasskeyErrorCode.AlreadyRegistered]: 'passkeys.errors.alreadyRegistered',
  [PasskeyErrorCode.TooManyPasskeys]: 'passkeys.errors.tooMany',
  [PasskeyErrorCode.OriginNotAllowed]: 'passkeys.errors.originNotAllowed',
  [PasskeyErrorCode.NotFound]: 'passkeys.errors.notFound',
};

/** What to tell the reader when a passkey ceremony failed, in the page's language. */
export function passkeyErrorMessage(error: unknown, t: TFunction): string {
  if (!browserSupportsWebAuthn()) return t('passkeys.errors.unsupported');
  if (passkeyCancelled(error)) return t('passkeys.errors.cancelled');
  if (error instanceof WebAuthnError) {
    if (error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED')
      return t('passkeys.errors.alreadyRegistered');
    return t('passkeys.errors.failed');
  }
  const code = refusalCode(error);
  const key = code ? TEXTS[code] : undefined;
  if (key) return t(key as 'passkeys.errors.failed', { max: MAX_PASSKEYS });
  return authErrorMessage(error, 'other', t);
}
