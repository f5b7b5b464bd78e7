import type { PasswordChangedEvent, PasswordChangeMethod, SessionDevice } from '@storefront/contracts';
import { IsIn, IsISO8601, IsObject, IsOptional, IsString, IsUUID, Matches } from 'class-validator';

/** `auth.account.password-changed`, checked as far as this service relies on it. */
export class PasswordChangedDto implements PasswordChangedEvent {
  @IsUUID()
  userId: string;

  @IsUUID()
  changeId: string;

  @IsIn(['change', 'reset'])
  method: PasswordChangeMethod;

  @IsISO8601()
  at: string;

  @IsObject()
  device: SessionDevice;

  @IsOptional()
  @IsString()
  ip: string | null;

  @IsOptional()
  @IsString()
  location: string | null;

  @Matches(/^[A-Za-z0-9_-]{43}$/)
  disownToken: string;
}
