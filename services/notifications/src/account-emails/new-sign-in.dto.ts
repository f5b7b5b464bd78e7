import type { NewDeviceSignInEvent } from '@storefront/contracts';
import { IsUUID } from 'class-validator';
import { AccountAlertDto } from './account-alert.dto';

/** `auth.session.new-device-signed-in`, checked as far as this service relies on it. */
export class NewDeviceSignInDto extends AccountAlertDto implements NewDeviceSignInEvent {
  @IsUUID()
  sessionId: string;
}
