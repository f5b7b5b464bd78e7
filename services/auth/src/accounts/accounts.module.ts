import { Module } from '@nestjs/common';
import { AccountSessionsModule } from '../account-sessions/account-sessions.module';
import { ApiKeysModule } from '../api-keys/api-keys.module';
import { CodesModule } from '../codes/codes.module';
import { MfaModule } from '../mfa/mfa.module';
import { PasswordsModule } from '../passwords/passwords.module';
import { RateLimitsModule } from '../rate-limits/rate-limits.module';
import { SessionsModule } from '../sessions/sessions.module';
import { SignUpConfirmationModule } from '../sign-up-confirmation/sign-up-confirmation.module';
import { UsersModule } from '../users/users.module';
import { AccountsHandler } from './accounts.handler';
import { RecoveryService } from './recovery.service';
import { RegistrationService } from './registration.service';
import { SignInService } from './sign-in.service';
import { VerificationService } from './verification.service';

@Module({
  imports: [
    UsersModule,
    PasswordsModule,
    CodesModule,
    SessionsModule,
    RateLimitsModule,
    SignUpConfirmationModule,
    MfaModule,
    ApiKeysModule,
    AccountSessionsModule,
  ],
  providers: [RegistrationService, VerificationService, RecoveryService, SignInService],
  controllers: [AccountsHandler],
})
export class AccountsModule {}
