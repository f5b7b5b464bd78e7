import { Module } from '@nestjs/common';
import { RateLimitsModule } from '../rate-limits/rate-limits.module';
import { ReauthenticationModule } from '../reauthentication/reauthentication.module';
import { SessionsModule } from '../sessions/sessions.module';
import { UsersModule } from '../users/users.module';
import { FactorsService } from './factors.service';
import { MfaHandler } from './mfa.handler';
import { RecoveryCodesService } from './recovery-codes.service';

/** Authenticator apps (TOTP factors) and recovery codes. */
@Module({
  imports: [UsersModule, SessionsModule, RateLimitsModule, ReauthenticationModule],
  providers: [FactorsService, RecoveryCodesService],
  controllers: [MfaHandler],
  exports: [FactorsService, RecoveryCodesService],
})
export class MfaModule {}
