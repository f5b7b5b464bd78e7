import { Controller, UseFilters } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { AuthEvents, UserDeletedEvent } from '@storefront/contracts';
import { DroppedEventFilter } from '@storefront/platform';
import { isUUID } from 'class-validator';
import { DeletedAccountsService } from './deleted-accounts.service';

@Controller()
export class DeletedAccountsHandler {
  constructor(private readonly accounts: DeletedAccountsService) {}

  @EventPattern(AuthEvents.userDeleted)
  @UseFilters(DroppedEventFilter)
  async userDeleted(@Payload() event: UserDeletedEvent): Promise<void> {
    if (!isUUID(event?.userId)) return;
    await this.accounts.accountDeleted(event.userId);
  }
}
