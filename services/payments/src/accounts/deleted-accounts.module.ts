import { Module } from '@nestjs/common';
import { ConfirmationModule } from '../confirmation/confirmation.module';
import { ProvidersModule } from '../providers/providers.module';
import { DeletedAccountsHandler } from './deleted-accounts.handler';
import { DeletedAccountsRepository } from './deleted-accounts.repository';
import { DeletedAccountsService } from './deleted-accounts.service';

/** What happens to the payments of an account deleted in auth. */
@Module({
  imports: [ProvidersModule, ConfirmationModule],
  controllers: [DeletedAccountsHandler],
  providers: [DeletedAccountsRepository, DeletedAccountsService],
})
export class DeletedAccountsModule {}
