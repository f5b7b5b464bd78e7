import type { SignUpAttemptedEvent } from '@storefront/contracts';
import { IsEmail, IsISO8601, IsUUID } from 'class-validator';

/** `auth.account.sign-up-attempted`, checked as far as this service relies on it. */
export class SignUpAttemptedDto implements SignUpAttemptedEvent {
  @IsUUID()
  userId: string;

  @IsEmail()
  email: string;

  @IsUUID()
  attemptId: string;

  @IsISO8601()
  at: string;
}
