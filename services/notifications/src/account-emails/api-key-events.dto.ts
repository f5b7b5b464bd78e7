import type {
  ApiKeysRevocationCause,
  ApiKeysRevokedEvent,
  RemovedPasskey,
  RevokedApiKey,
  ServiceKeyExpiringEvent,
} from '@storefront/contracts';
import { Type } from 'class-transformer';
import {
  IsArray,
  IsIn,
  IsISO8601,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  ValidateNested,
} from 'class-validator';

const CAUSES: ApiKeysRevocationCause[] = [
  'password_changed',
  'password_reset',
  'disowned',
  'password_set_by_admin',
];

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

/** `auth.api-keys.revoked`, checked as far as this service relies on it. */
export class ApiKeysRevokedDto implements ApiKeysRevokedEvent {
  @IsUUID()
  revocationId: string;

  @IsUUID()
  userId: string;

  @IsIn(CAUSES)
  cause: ApiKeysRevocationCause;

  @IsObject()
  actor: { id: string; email: string };

  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => RevokedApiKeyDto)
  keys: RevokedApiKeyDto[];

  @IsOptional()
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => RemovedPasskeyDto)
  passkeys?: RemovedPasskeyDto[];

  @IsISO8601()
  at: string;
}

/** `auth.service-key.expiring`, checked as far as this service relies on it. */
export class ServiceKeyExpiringDto implements ServiceKeyExpiringEvent {
  @IsUUID()
  keyId: string;

  @IsString()
  name: string;

  @IsString()
  prefix: string;

  @IsISO8601()
  expiresAt: string;

  @IsArray()
  @IsUUID('all', { each: true })
  ownerIds: string[];
}
