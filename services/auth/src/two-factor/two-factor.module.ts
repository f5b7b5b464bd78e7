import { Module } from '@nestjs/common';
import { CodesModule } from '../codes/codes.module';
import { MfaModule } from '../mfa/mfa.module';
import { RateLimitsModule } from '../rate-limits/rate-limits.module';
import { ReauthenticationModule } from '../reauthentication/reauthentication.module';
import { SessionsModule } from '../sessions/sessions.module';
import { UsersModule } from '../users/users.module';
import { TwoFactorHandler } from './two-factor.handler';
import { TwoFactorService } from './two-factor.service';

@Module({
  imports: [UsersModule, SessionsModule, CodesModule, RateLimitsModule, ReauthenticationModule, MfaModule],
  providers: [TwoFactorService],
  controllers: [TwoFactorHandler],
})
export class TwoFactorModule {}
