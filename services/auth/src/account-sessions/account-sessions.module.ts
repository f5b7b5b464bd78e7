import { Module } from '@nestjs/common';
import { ApiKeysModule } from '../api-keys/api-keys.module';
import { CodesModule } from '../codes/codes.module';
import { SessionsModule } from '../sessions/sessions.module';
import { UsersModule } from '../users/users.module';
import { AccountSessionsHandler } from './account-sessions.handler';
import { AccountSessionsService } from './account-sessions.service';

/** Settings › Sessions and the "This wasn't me" link of new sign-in alerts. */
@Module({
  imports: [SessionsModule, UsersModule, CodesModule, ApiKeysModule],
  providers: [AccountSessionsService],
  controllers: [AccountSessionsHandler],
})
export class AccountSessionsModule {}
