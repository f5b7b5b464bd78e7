import type {
  ApiKeysRevocationCause,
  ApiKeysRevokedEvent,
  RevokedApiKey,
  ServiceKeyExpiringEvent,
} from '@storefront/contracts';
import { Type } from 'class-transformer';
import {
  ArrayMinSize,
  IsArray,
  IsIn,
  IsISO8601,
  IsObject,
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
  @ArrayMinSize(1)
  @ValidateNested({ each: true })
  @Type(() => RevokedApiKeyDto)
  keys: RevokedApiKeyDto[];

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
