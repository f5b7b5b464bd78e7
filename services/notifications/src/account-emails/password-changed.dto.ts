import type { PasswordChangedEvent, PasswordChangeMethod } from '@storefront/contracts';
import { IsIn, IsUUID } from 'class-validator';
import { AccountAlertDto } from './account-alert.dto';

/** `auth.account.password-changed`, checked as far as this service relies on it. */
export class PasswordChangedDto extends AccountAlertDto implements PasswordChangedEvent {
  @IsUUID()
  changeId: string;

  @IsIn(['change', 'reset'])
  method: PasswordChangeMethod;
}
