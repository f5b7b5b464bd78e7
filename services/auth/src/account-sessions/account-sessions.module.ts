import { Module } from '@nestjs/common';
import { ApiKeysModule } from '../api-keys/api-keys.module';
import { CodesModule } from '../codes/codes.module';
import { SessionsModule } from '../sessions/sessions.module';
import { UsersModule } from '../users/users.module';
import { AccountSessionsHandler } from './account-sessions.handler';
import { AccountSessionsService } from './account-sessions.service';
import { PasswordChangeAlerts } from './password-change-alerts';

/** Settings › Sessions, the password-change alert, and the "This wasn't me" link of the alerts. */
@Module({
  imports: [SessionsModule, UsersModule, CodesModule, ApiKeysModule],
  providers: [AccountSessionsService, PasswordChangeAlerts],
  controllers: [AccountSessionsHandler],
  exports: [PasswordChangeAlerts],
})
export class AccountSessionsModule {}
