/**
 * Passkeys: GoTrue's passkey API under `/auth/v1/passkeys` (auth-js's `auth.passkey.*`), and the
 * product's own uses of a passkey by a signed-in session under `/api/auth/passkeys`: the second
 * step of a password sign-in, and re-authentication before a sensitive change.
 */
import { IsNotEmpty, IsObject, IsOptional, IsString, IsUUID, MaxLength, ValidateBy } from 'class-validator';
import type { ValidationOptions } from 'class-validator';
import { FIELD_LIMITS } from './http/field-rules';
import {
  PASSKEY_CREDENTIAL_LIMITS,
  PASSKEY_NAME_MAX,
  PasskeyAssertionCredential,
  PasskeyCreationOptions,
  PASSKEY_MESSAGES,
  PasskeyOptionsReply,
  PasskeyRegisteredReply,
  PasskeyRegistrationCredential,
  PasskeyRequestOptions,
  PasskeyView,
} from './passkey-rules';
import type { ReauthenticatedReply } from './factors';
import type { Caller, ClientContext } from './requests';
import type { GoTrueSession } from './user';

export * from './passkey-rules';

export const PasskeySubjects = {
  registrationOptions: 'auth.passkey.registration-options',
  register: 'auth.passkey.register',
  signInOptions: 'auth.passkey.sign-in-options',
  signIn: 'auth.passkey.sign-in',
  stepUpOptions: 'auth.passkey.step-up-options',
  secondFactor: 'auth.passkey.second-factor',
  reauthenticate: 'auth.passkey.reauthenticate',
  list: 'auth.passkey.list',
  rename: 'auth.passkey.rename',
  remove: 'auth.passkey.remove',
} as const;

/** What a signed-in session proves with a passkey: its second factor, or who is at the keyboard. */
export const PASSKEY_STEP_UPS = ['second-factor', 'reauthentication'] as const;
export type PasskeyStepUp = (typeof PASSKEY_STEP_UPS)[number];

// NATS requests

/**
 * `origin` is the page's (the request's `Origin` header): the relying party is derived from it
 * once the auth service has found it among the allowed origins.
 */
export interface PasskeyRegistrationOptionsRequest {
  caller: Caller;
  origin?: string;
}

export interface PasskeyRegisterRequest {
  caller: Caller;
  challengeId: string;
  credential: PasskeyRegistrationCredential;
  client?: ClientContext;
}

export interface PasskeySignInOptionsRequest {
  origin?: string;
  client: ClientContext;
}

export interface PasskeySignInRequest {
  challengeId: string;
  credential: PasskeyAssertionCredential;
  client: ClientContext;
}

export interface PasskeyStepUpOptionsRequest {
  caller: Caller;
  purpose: PasskeyStepUp;
  origin?: string;
  client?: ClientContext;
}

export interface PasskeyStepUpRequest {
  caller: Caller;
  challengeId: string;
  credential: PasskeyAssertionCredential;
  client?: ClientContext;
}

export interface PasskeyRequest {
  caller: Caller;
  passkeyId: string;
}

export interface RenamePasskeyRequest extends PasskeyRequest {
  friendlyName: string;
}

export type PasskeyRequests = {
  'auth.passkey.registration-options': {
    request: PasskeyRegistrationOptionsRequest;
    reply: PasskeyOptionsReply<PasskeyCreationOptions>;
  };
  'auth.passkey.register': { request: PasskeyRegisterRequest; reply: PasskeyRegisteredReply };
  'auth.passkey.sign-in-options': {
    request: PasskeySignInOptionsRequest;
    reply: PasskeyOptionsReply<PasskeyRequestOptions>;
  };
  'auth.passkey.sign-in': { request: PasskeySignInRequest; reply: GoTrueSession };
  'auth.passkey.step-up-options': {
    request: PasskeyStepUpOptionsRequest;
    reply: PasskeyOptionsReply<PasskeyRequestOptions>;
  };
  'auth.passkey.second-factor': { request: PasskeyStepUpRequest; reply: GoTrueSession };
  'auth.passkey.reauthenticate': { request: PasskeyStepUpRequest; reply: ReauthenticatedReply };
  'auth.passkey.list': { request: { caller: Caller }; reply: PasskeyView[] };
  'auth.passkey.rename': { request: RenamePasskeyRequest; reply: PasskeyView };
  'auth.passkey.remove': { request: PasskeyRequest; reply: { id: string } };
};

// HTTP bodies

const isBase64Url = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max && /^[A-Za-z0-9_-]+=*$/.test(value);

const optionalBase64Url = (value: unknown) =>
  value === undefined || value === null || isBase64Url(value, PASSKEY_CREDENTIAL_LIMITS.field);

const isStringList = (value: unknown) =>
  value === undefined ||
  (Array.isArray(value) &&
    value.length <= 10 &&
    value.every((item) => typeof item === 'string' && item.length <= 32));

/** The parts every credential has: ids in base64url, type public-key, a response object. */
function isCredentialShell(
  value: unknown,
): value is { id: string; rawId: string; response: Record<string, unknown> } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const credential = value as Record<string, unknown>;
  return (
    isBase64Url(credential.id, PASSKEY_CREDENTIAL_LIMITS.id) &&
    isBase64Url(credential.rawId, PASSKEY_CREDENTIAL_LIMITS.id) &&
    credential.type === 'public-key' &&
    typeof credential.response === 'object' &&
    credential.response !== null &&
    !Array.isArray(credential.response)
  );
}

/**
 * A `RegistrationResponseJSON` or `AuthenticationResponseJSON` of sane size: the service checks
 * what it says, this only keeps malformed or oversized bodies at the edge.
 */
export function IsPasskeyCredential(
  kind: 'registration' | 'assertion',
  options?: ValidationOptions,
): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isPasskeyCredential',
      validator: {
        validate: (value: unknown) => {
          if (!isCredentialShell(value)) return false;
          const response = value.response;
          const field = PASSKEY_CREDENTIAL_LIMITS.field;
          if (!isBase64Url(response.clientDataJSON, field)) return false;
          if (kind === 'registration')
            return (
              isBase64Url(response.attestationObject, field) &&
              optionalBase64Url(response.authenticatorData) &&
              optionalBase64Url(response.publicKey) &&
              isStringList(response.transports)
            );
          return (
            isBase64Url(response.authenticatorData, field) &&
            isBase64Url(response.signature, field) &&
            optionalBase64Url(response.userHandle)
          );
        },
        defaultMessage: () => `credential must be a WebAuthn ${kind} response`,
      },
    },
    options,
  );
}

/** `POST /auth/v1/passkeys/registration/options`: auth-js sends an empty body. */
export class PasskeyRegistrationOptionsBody {}

/** `POST /auth/v1/passkeys/authentication/options`, and the product's step-up options. */
export class PasskeyAuthenticationOptionsBody {
  @IsOptional()
  @IsObject()
  gotrue_meta_security?: Record<string, unknown>;
}

class PasskeyAnswerBody {
  @IsUUID('all', { message: PASSKEY_MESSAGES.challengeExpired })
  challenge_id: string;
}

export class PasskeyRegistrationVerifyBody extends PasskeyAnswerBody {
  @IsPasskeyCredential('registration')
  credential: PasskeyRegistrationCredential;
}

export class PasskeyAssertionBody extends PasskeyAnswerBody {
  @IsPasskeyCredential('assertion')
  credential: PasskeyAssertionCredential;
}

/** `PATCH /auth/v1/passkeys/{id}`. */
export class RenamePasskeyBody {
  @IsString({ message: 'friendly_name is required' })
  @IsNotEmpty({ message: 'friendly_name is required' })
  @MaxLength(PASSKEY_NAME_MAX, { message: `friendly_name must be at most ${PASSKEY_NAME_MAX} characters` })
  friendly_name: string;
}

/** The page's origin, as the gateway forwards it (at most a URL's worth). */
export const PASSKEY_ORIGIN_MAX = FIELD_LIMITS.opaqueToken;
