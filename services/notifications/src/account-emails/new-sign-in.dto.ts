import type { NewDeviceSignInEvent, SessionDevice } from '@storefront/contracts';
import { IsISO8601, IsObject, IsOptional, IsString, IsUUID, Matches } from 'class-validator';

/** `auth.session.new-device-signed-in`, checked as far as this service relies on it. */
export class NewDeviceSignInDto implements NewDeviceSignInEvent {
  @IsUUID()
  userId: string;

  @IsUUID()
  sessionId: string;

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
