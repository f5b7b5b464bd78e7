// The browser's side of a passkey ceremony (@simplewebauthn/browser): the options the server gave
// become a credential, serialised to JSON; and what a failed ceremony means for the reader. The
// library is loaded when a ceremony starts, not with the sign-in form every page carries.
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  WebAuthnErrorCode,
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

const ceremony = () => import('@simplewebauthn/browser');

/** Whether this browser can make and use passkeys (what the library's own check asks). */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/** A failure the library reported, with its code (its WebAuthnError, without loading it to ask). */
function webAuthnErrorCode(error: unknown): WebAuthnErrorCode | null {
  const code = error instanceof Error ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && code.startsWith('ERROR_') ? (code as WebAuthnErrorCode) : null;
}

/** `navigator.credentials.create()` with the server's options. */
export async function createPasskey(options: PasskeyCreationOptions): Promise<PasskeyRegistrationCredential> {
  const { startRegistration } = await ceremony();
  const created = await startRegistration({
    optionsJSON: options as PublicKeyCredentialCreationOptionsJSON,
  });
  return created as PasskeyRegistrationCredential;
}

/** `navigator.credentials.get()` with the server's options. */
export async function assertPasskey(options: PasskeyRequestOptions): Promise<PasskeyAssertionCredential> {
  const { startAuthentication } = await ceremony();
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
    webAuthnErrorCode(error) === 'ERROR_CEREMONY_ABORTED'
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
  if (!passkeysSupported()) return t('passkeys.errors.unsupported');
  if (passkeyCancelled(error)) return t('passkeys.errors.cancelled');
  const failure = webAuthnErrorCode(error);
  if (failure) {
    if (failure === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED')
      return t('passkeys.errors.alreadyRegistered');
    return t('passkeys.errors.failed');
  }
  const code = refusalCode(error);
  const key = code ? TEXTS[code] : undefined;
  if (key) return t(key as 'passkeys.errors.failed', { max: MAX_PASSKEYS });
  return authErrorMessage(error, 'other', t);
}
