import type {
  ApiKeysRevocationCause,
  ApiKeysRevokedEvent,
  RemovedPasskey,
  RevokedApiKey,
} from '@storefront/contracts';
import { Type } from 'class-transformer';
import { IsArray, IsISO8601, IsOptional, IsString, IsUUID, ValidateNested } from 'class-validator';

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

class ActorDto {
  @IsUUID()
  id: string;

  @IsString()
  email: string;
}

/** `auth.api-keys.revoked`, checked as far as the audit log relies on it. */
export class ApiKeysRevokedDto implements ApiKeysRevokedEvent {
  @IsUUID()
  revocationId: string;

  @IsUUID()
  userId: string;

  @IsString()
  cause: ApiKeysRevocationCause;

  @ValidateNested()
  @Type(() => ActorDto)
  actor: ActorDto;

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
