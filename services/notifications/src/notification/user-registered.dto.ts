import type { UserRegisteredEvent } from '@storefront/contracts';
import { IsUUID } from 'class-validator';

/** The part of `auth.user.registered` this service uses; other fields are ignored. */
export class UserRegisteredDto implements Pick<UserRegisteredEvent, 'userId'> {
  @IsUUID('all', { message: 'userId must be a UUID' })
  userId: string;
}
