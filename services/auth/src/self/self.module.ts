import { Module } from '@nestjs/common';
import { AccountSessionsModule } from '../account-sessions/account-sessions.module';
import { ApiKeysModule } from '../api-keys/api-keys.module';
import { MfaModule } from '../mfa/mfa.module';
import { PasswordsModule } from '../passwords/passwords.module';
import { ReauthenticationModule } from '../reauthentication/reauthentication.module';
import { SessionsModule } from '../sessions/sessions.module';
import { UserDirectoryModule } from '../user-directory/user-directory.module';
import { UsersModule } from '../users/users.module';
import { SelfHandler } from './self.handler';
import { SelfService } from './self.service';

@Module({
  imports: [
    UsersModule,
    SessionsModule,
    PasswordsModule,
    ApiKeysModule,
    MfaModule,
    ReauthenticationModule,
    UserDirectoryModule,
    AccountSessionsModule,
  ],
  providers: [SelfService],
  controllers: [SelfHandler],
})
export class SelfModule {}
