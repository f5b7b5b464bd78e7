import type { NewDeviceSignInEvent, PasswordChangedEvent, SessionDevice } from '@storefront/contracts';
import { IsISO8601, IsObject, IsOptional, IsString, IsUUID, Matches } from 'class-validator';

type AlertFields = 'userId' | 'at' | 'device' | 'ip' | 'location' | 'disownToken';

/**
 * What an alert about a change to an account (a new device's sign-in, a new password) carries:
 * whose, when, from where, and the secret of its "This wasn't me" link.
 */
export class AccountAlertDto implements Pick<NewDeviceSignInEvent & PasswordChangedEvent, AlertFields> {
  @IsUUID()
  userId: string;

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
