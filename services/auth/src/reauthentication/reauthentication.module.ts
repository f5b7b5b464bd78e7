import { Module } from '@nestjs/common';
import { CodesModule } from '../codes/codes.module';
import { PasswordsModule } from '../passwords/passwords.module';
import { RateLimitsModule } from '../rate-limits/rate-limits.module';
import { SessionsModule } from '../sessions/sessions.module';
import { UsersModule } from '../users/users.module';
import { ReauthenticationHandler } from './reauthentication.handler';
import { ReauthenticationService } from './reauthentication.service';

/** The fresh proof of the password (or an emailed nonce) that sensitive changes need. */
@Module({
  imports: [UsersModule, SessionsModule, PasswordsModule, CodesModule, RateLimitsModule],
  providers: [ReauthenticationService],
  controllers: [ReauthenticationHandler],
  exports: [ReauthenticationService],
})
export class ReauthenticationModule {}
