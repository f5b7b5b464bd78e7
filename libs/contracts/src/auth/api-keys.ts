import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsIn,
  IsISO8601,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Length,
  Matches,
  ValidateNested,
  ValidationOptions,
  isISO8601,
  registerDecorator,
} from 'class-validator';
import {
  API_KEY_MESSAGES,
  API_KEY_NAME_MAX,
  API_KEY_SCOPES,
  SERVICE_KEY_EXPIRY_MAX_DAYS,
  type ApiKeyScope,
} from './api-key-rules';
import type { Caller } from './requests';
import { nested } from '../query-params';

export type ApiKeyKind = 'personal' | 'service';

export const ApiKeySubjects = {
  createPersonal: 'auth.api-key.create',
  listPersonal: 'auth.api-key.list',
  revokePersonal: 'auth.api-key.revoke',
  createService: 'auth.service-key.create',
  listService: 'auth.service-key.list',
  revokeService: 'auth.service-key.revoke',
  /** The key whose secret hashes to this, if it may be used now; records when it was last used. */
  verify: 'auth.api-key.verify',
} as const;

export const ApiKeyEvents = {
  /**
   * A password change or reset, or "This wasn't me", revoked the account's personal keys (in its
   * transaction): the owner is mailed their names, the audit log gets an entry per key.
   */
  revoked: 'auth.api-keys.revoked',
  /** A service key expires within SERVICE_KEY_REMINDER_DAYS: every active owner is mailed, once. */
  serviceKeyExpiring: 'auth.service-key.expiring',
} as const;

/** Why keys were revoked without their owner asking for each. */
export const API_KEYS_REVOCATION_CAUSES = [
  'password_changed',
  'password_reset',
  'disowned',
  'password_set_by_admin',
] as const;
export type ApiKeysRevocationCause = (typeof API_KEYS_REVOCATION_CAUSES)[number];

/** A key as its revocation names it. */
export interface RevokedApiKey {
  id: string;
  name: string;
  /** The secret's first 12 characters, as lists show them. */
  prefix: string;
}

/** A passkey as its removal names it. */
export interface RemovedPasskey {
  id: string;
  name: string;
}

export interface ApiKeysRevokedEvent {
  /** One per revocation: the mail's dedupe key. */
  revocationId: string;
  /** The account whose keys were revoked. */
  userId: string;
  cause: ApiKeysRevocationCause;
  /** Who did it, for the audit log: the account's owner, or the administrator who set the password. */
  actor: { id: string; email: string };
  keys: RevokedApiKey[];
  /** The account's passkeys, removed with the keys (absent from events written before passkeys). */
  passkeys?: RemovedPasskey[];
  /** ISO time of the revocation. */
  at: string;
}

class RevokedApiKeyDto implements RevokedApiKey {
  @IsUUID()
  id: string;

  @IsString()
  name: string;

  @IsString()
  prefix: string;
}

class RemovedPasskeyDto implements RemovedPasskey {
  @IsUUID()
  id: string;

  @IsString()
  name: string;
}

class RevocationActorDto {
  @IsUUID()
  id: string;

  @IsString()
  email: string;
}

/** `auth.api-keys.revoked` as its consumers check it (the audit log, the owner's mail). */
export class ApiKeysRevokedDto implements ApiKeysRevokedEvent {
  @IsUUID()
  revocationId: string;

  @IsUUID()
  userId: string;

  @IsIn(API_KEYS_REVOCATION_CAUSES)
  cause: ApiKeysRevocationCause;

  @ValidateNested()
  @Transform(nested(RevocationActorDto))
  actor: RevocationActorDto;

  @IsArray()
  @ValidateNested({ each: true })
  @Transform(nested(RevokedApiKeyDto))
  keys: RevokedApiKeyDto[];

  @IsOptional()
  @IsArray()
  @ValidateNested({ each: true })
  @Transform(nested(RemovedPasskeyDto))
  passkeys?: RemovedPasskeyDto[];

  @IsISO8601()
  at: string;
}

export interface ServiceKeyExpiringEvent {
  keyId: string;
  name: string;
  prefix: string;
  /** ISO time the key stops working. */
  expiresAt: string;
  /** The active owners when the reminder was due: each is mailed in their language. */
  ownerIds: string[];
}

export type ApiKeyEventPayloads = {
  'auth.api-keys.revoked': ApiKeysRevokedEvent;
  'auth.service-key.expiring': ServiceKeyExpiringEvent;
};

/** A key as lists show it; the secret is never shown again after creation. */
export interface ApiKeyView {
  id: string;
  name: string;
  /** The secret's first 12 characters (`osk_` and 8 more). */
  prefix: string;
  kind: ApiKeyKind;
  scopes: ApiKeyScope[];
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string | null;
  revokedAt: string | null;
  /** Service keys: the e-mail of the administrator who created it. */
  createdBy?: string;
}

/** What a verified key may do: act for `ownerId` (personal) or for anyone (service, `ownerId` null). */
export interface VerifiedApiKey {
  keyId: string;
  kind: ApiKeyKind;
  ownerId: string | null;
  scopes: ApiKeyScope[];
  name: string;
  /** The secret's first 12 characters, as lists show them. */
  prefix: string;
  /** When the key stops working by itself (service keys always have one), ISO 8601; else null. */
  expiresAt: string | null;
}

export interface VerifyApiKeyReply {
  key: VerifiedApiKey | null;
  /**
   * This lookup was the key's first use ever. Lookups at once with a new key race in one
   * statement each, and exactly one of them reports it.
   */
  firstUse: boolean;
}

/**
 * Redis key holding the API keys' revision: a random value the auth service replaces whenever a
 * key is revoked, an account's keys go with a new password, or a user is suspended, deleted or
 * given another role (a service key works only while its creator is an active owner). A gateway
 * trusts the answers it keeps about keys only while this value is the one it saw when it asked.
 */
export function apiKeysRevisionKey(redisKeyPrefix: string): string {
  return `${redisKeyPrefix}auth:api-keys-revision`;
}

export interface CreatedApiKey {
  key: ApiKeyView;
  /** Shown once. */
  secret: string;
}

const SHA256_HEX = /^[0-9a-f]{64}$/;
const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

const DAY_MS = 86_400_000;

/**
 * What is wrong with a service key's expiry, or null when it will do: required, an ISO 8601
 * date-time after `now` and at most SERVICE_KEY_EXPIRY_MAX_DAYS ahead. One message per value, so a
 * refusal says exactly what to fix.
 */
export function serviceKeyExpiryProblem(value: unknown, now = Date.now()): string | null {
  if (value === undefined || value === null || value === '') return API_KEY_MESSAGES.expiryRequired;
  if (typeof value !== 'string' || value.length > 40 || !isISO8601(value, { strict: true }))
    return API_KEY_MESSAGES.expiryInvalid;
  const at = Date.parse(value);
  if (!(at > now)) return API_KEY_MESSAGES.expiryPast;
  if (at > now + SERVICE_KEY_EXPIRY_MAX_DAYS * DAY_MS) return API_KEY_MESSAGES.expiryTooFar;
  return null;
}

/** A service key's expiry (see serviceKeyExpiryProblem), refused with the one message that applies. */
export function IsServiceKeyExpiry(options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isServiceKeyExpiry',
      target: target.constructor,
      propertyName,
      options,
      validator: {
        validate: (value: unknown) => serviceKeyExpiryProblem(value) === null,
        defaultMessage: (args) => serviceKeyExpiryProblem(args?.value) ?? API_KEY_MESSAGES.expiryInvalid,
      },
    });
}

// NATS requests

export class CreatePersonalKeyRequest {
  /** The signed-in session: aal2 is needed when the account has two-factor on. */
  @IsObject()
  caller: Caller;

  @IsString()
  @Length(1, API_KEY_NAME_MAX)
  name: string;
}

export class ListPersonalKeysRequest {
  @IsUUID()
  userId: string;
}

export class RevokePersonalKeyRequest {
  @IsUUID()
  userId: string;

  @IsUUID()
  keyId: string;
}

export class CreateServiceKeyRequest {
  /**
   * The administrator's signed-in session: aal2 when their account has two-factor on, and a
   * recent re-authentication, as for every sensitive change.
   */
  @IsObject()
  caller: Caller;

  @IsString()
  @Length(1, API_KEY_NAME_MAX)
  name: string;

  @IsArray()
  @ArrayMinSize(1)
  @ArrayUnique()
  @IsIn(API_KEY_SCOPES, { each: true })
  scopes: ApiKeyScope[];

  /** Checked again by the auth service against its own clock (serviceKeyExpiryProblem). */
  @IsString()
  expiresAt: string;
}

export class RevokeServiceKeyRequest {
  @IsUUID()
  keyId: string;
}

export class VerifyApiKeyRequest {
  @Matches(SHA256_HEX)
  hash: string;
}

export type ApiKeyRequests = {
  'auth.api-key.create': { request: CreatePersonalKeyRequest; reply: CreatedApiKey };
  'auth.api-key.list': { request: ListPersonalKeysRequest; reply: { keys: ApiKeyView[] } };
  'auth.api-key.revoke': { request: RevokePersonalKeyRequest; reply: { key: ApiKeyView } };
  'auth.service-key.create': { request: CreateServiceKeyRequest; reply: CreatedApiKey };
  'auth.service-key.list': { request: Record<string, never>; reply: { keys: ApiKeyView[] } };
  'auth.service-key.revoke': { request: RevokeServiceKeyRequest; reply: { key: ApiKeyView } };
  'auth.api-key.verify': { request: VerifyApiKeyRequest; reply: VerifyApiKeyReply };
};

// HTTP bodies

/** `POST /api/account/api-keys` */
export class CreateApiKeyBody {
  @Transform(trimmed)
  @IsString()
  @Length(1, API_KEY_NAME_MAX, { message: `name must be 1 to ${API_KEY_NAME_MAX} characters` })
  name: string;
}

/** `POST /api/admin/service-keys` */
export class CreateServiceKeyBody {
  @Transform(trimmed)
  @IsString()
  @Length(1, API_KEY_NAME_MAX, { message: `name must be 1 to ${API_KEY_NAME_MAX} characters` })
  name: string;

  @IsArray({ message: 'scopes must be a list' })
  @ArrayMinSize(1, { message: 'scopes needs at least one scope' })
  @ArrayMaxSize(API_KEY_SCOPES.length)
  @ArrayUnique({ message: 'scopes must not repeat' })
  @IsIn(API_KEY_SCOPES, { each: true, message: `each scope must be one of ${API_KEY_SCOPES.join(', ')}` })
  scopes: ApiKeyScope[];

  /** Required: at most SERVICE_KEY_EXPIRY_MAX_DAYS ahead. */
  @IsServiceKeyExpiry()
  expiresAt: string;
}

export interface ApiKeysResponse {
  keys: ApiKeyView[];
}
export interface ApiKeyResponse {
  key: ApiKeyView;
}
