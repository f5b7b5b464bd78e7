/**
 * Passkeys (WebAuthn discoverable credentials): their limits, error codes and the shapes GoTrue's
 * passkey API answers with, dependency-free so the browser can import them too. The WebAuthn JSON
 * shapes are the W3C ones (`PublicKeyCredentialCreationOptionsJSON`, `RegistrationResponseJSON`…),
 * binary fields in base64url.
 */

/** Passkeys one account may hold. */
export const MAX_PASSKEYS = 10;

/** auth-js documents a passkey's friendly name as at most 120 characters. */
export const PASSKEY_NAME_MAX = 120;

/** How long a passkey challenge may be answered, in seconds; each is answered once. */
export const PASSKEY_CHALLENGE_TTL_SECONDS = 300;

/** Bounds on what a credential from the browser may hold, so nothing oversized reaches a service. */
export const PASSKEY_CREDENTIAL_LIMITS = {
  /** A credential id: WebAuthn allows up to 1023 bytes, base64url makes it longer. */
  id: 1400,
  /** clientDataJSON, authenticatorData, signature, userHandle, attestationObject (base64url). */
  field: 16384,
} as const;

export const PasskeyErrorCode = {
  NotFound: 'PASSKEY_NOT_FOUND',
  /** The challenge was never issued, already answered, expired, or belongs to another session. */
  ChallengeExpired: 'PASSKEY_CHALLENGE_EXPIRED',
  /** The signature, origin, relying party, user verification or sign counter did not check out. */
  VerificationFailed: 'PASSKEY_VERIFICATION_FAILED',
  /** Sign-in with a passkey the account no longer has (removed in Settings). */
  NotRegistered: 'PASSKEY_NOT_REGISTERED',
  AlreadyRegistered: 'PASSKEY_ALREADY_REGISTERED',
  TooManyPasskeys: 'TOO_MANY_PASSKEYS',
  OriginNotAllowed: 'PASSKEY_ORIGIN_NOT_ALLOWED',
} as const;
export type PasskeyErrorCode = (typeof PasskeyErrorCode)[keyof typeof PasskeyErrorCode];

export const PASSKEY_MESSAGES = {
  notFound: 'Passkey not found',
  challengeExpired: 'The passkey request has expired. Please try again',
  verificationFailed: 'We could not verify your passkey',
  notRegistered: 'This passkey is not registered to an account',
  alreadyRegistered: 'This passkey is already registered',
  tooMany: `At most ${MAX_PASSKEYS} passkeys at a time: remove one first`,
  originNotAllowed: 'Passkeys are not available at this address',
} as const;

/** `PublicKeyCredentialDescriptorJSON`. */
export interface PasskeyCredentialDescriptor {
  id: string;
  type: 'public-key';
  transports?: string[];
}

/** `PublicKeyCredentialCreationOptionsJSON`, as `navigator.credentials.create()` takes it. */
export interface PasskeyCreationOptions {
  rp: { id?: string; name: string };
  user: { id: string; name: string; displayName: string };
  challenge: string;
  pubKeyCredParams: { alg: number; type: 'public-key' }[];
  timeout?: number;
  excludeCredentials?: PasskeyCredentialDescriptor[];
  authenticatorSelection?: {
    authenticatorAttachment?: 'platform' | 'cross-platform';
    requireResidentKey?: boolean;
    residentKey?: 'discouraged' | 'preferred' | 'required';
    userVerification?: 'discouraged' | 'preferred' | 'required';
  };
  hints?: string[];
  attestation?: 'direct' | 'enterprise' | 'indirect' | 'none';
  extensions?: Record<string, unknown>;
}

/** `PublicKeyCredentialRequestOptionsJSON`, as `navigator.credentials.get()` takes it. */
export interface PasskeyRequestOptions {
  challenge: string;
  timeout?: number;
  rpId?: string;
  allowCredentials?: PasskeyCredentialDescriptor[];
  userVerification?: 'discouraged' | 'preferred' | 'required';
  hints?: string[];
  extensions?: Record<string, unknown>;
}

/** `RegistrationResponseJSON`: what `navigator.credentials.create()` gave, serialised. */
export interface PasskeyRegistrationCredential {
  id: string;
  rawId: string;
  type: 'public-key';
  response: {
    clientDataJSON: string;
    attestationObject: string;
    authenticatorData?: string;
    transports?: string[];
    publicKeyAlgorithm?: number;
    publicKey?: string;
  };
  authenticatorAttachment?: 'platform' | 'cross-platform';
  clientExtensionResults: Record<string, unknown>;
}

/** `AuthenticationResponseJSON`: what `navigator.credentials.get()` gave, serialised. */
export interface PasskeyAssertionCredential {
  id: string;
  rawId: string;
  type: 'public-key';
  response: {
    clientDataJSON: string;
    authenticatorData: string;
    signature: string;
    userHandle?: string;
  };
  authenticatorAttachment?: 'platform' | 'cross-platform';
  clientExtensionResults: Record<string, unknown>;
}

/**
 * The options of one ceremony and the challenge to answer (GoTrue's
 * `PasskeyRegistrationOptionsResponse` and `PasskeyAuthenticationOptionsResponse`).
 */
export interface PasskeyOptionsReply<Options> {
  challenge_id: string;
  options: Options;
  /** Unix seconds. */
  expires_at: number;
}

/** A passkey as GoTrue lists it (`GET /auth/v1/passkeys`). */
export interface PasskeyView {
  id: string;
  friendly_name: string;
  created_at: string;
  last_used_at: string | null;
}

/**
 * `POST /auth/v1/passkeys/registration/verify`: the new passkey. The account's first second
 * factor also brings its recovery codes, shown once.
 */
export interface PasskeyRegisteredReply extends PasskeyView {
  recovery_codes?: string[];
}
