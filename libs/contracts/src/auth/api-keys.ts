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
  MaxLength,
  ValidationOptions,
  registerDecorator,
} from 'class-validator';
import { API_KEY_NAME_MAX, API_KEY_SCOPES, type ApiKeyScope } from './api-key-rules';
import type { Caller } from './requests';

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
  /** When the key stops working by itself (service keys with an expiry), ISO 8601; else null. */
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
 * key is revoked or a key's owner is suspended or deleted. A gateway trusts the answers it keeps
 * about keys only while this value is the one it saw when it asked.
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

/** An ISO 8601 date-time later than now. */
export function IsFutureDate(options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isFutureDate',
      target: target.constructor,
      propertyName,
      options,
      validator: {
        validate: (value: unknown) =>
          typeof value === 'string' && Date.parse(value) > Date.now() && Date.parse(value) < 8.64e15,
        defaultMessage: () => `${propertyName} must be a date in the future`,
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

  @IsOptional()
  @IsISO8601({ strict: true })
  expiresAt?: string;
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

  @IsOptional()
  @IsString()
  @MaxLength(40)
  @IsISO8601({ strict: true }, { message: 'expiresAt must be an ISO 8601 date' })
  @IsFutureDate()
  expiresAt?: string;
}

export interface ApiKeysResponse {
  keys: ApiKeyView[];
}
export interface ApiKeyResponse {
  key: ApiKeyView;
}
