import type { ServiceKeyExpiringEvent } from '@storefront/contracts';
import { IsArray, IsISO8601, IsString, IsUUID } from 'class-validator';

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
