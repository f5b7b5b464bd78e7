import { Module } from '@nestjs/common';
import { CodesModule } from '../codes/codes.module';
import { MfaModule } from './mfa.module';
import { RateLimitsModule } from '../rate-limits/rate-limits.module';
import { ReauthenticationModule } from '../reauthentication/reauthentication.module';
import { SessionsModule } from '../sessions/sessions.module';
import { UsersModule } from '../users/users.module';
import { EmailCodeFactorHandler } from './email-code.handler';
import { EmailCodeFactorService } from './email-code.service';

@Module({
  imports: [UsersModule, SessionsModule, CodesModule, RateLimitsModule, ReauthenticationModule, MfaModule],
  providers: [EmailCodeFactorService],
  controllers: [EmailCodeFactorHandler],
})
export class EmailCodeFactorModule {}
