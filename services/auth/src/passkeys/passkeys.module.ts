import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MfaModule } from '../mfa/mfa.module';
import { RateLimitsModule } from '../rate-limits/rate-limits.module';
import { ReauthenticationModule } from '../reauthentication/reauthentication.module';
import { SessionsModule } from '../sessions/sessions.module';
import { UsersModule } from '../users/users.module';
import { PasskeyAssertions } from './passkey-assertions';
import { PasskeyChallenges } from './passkey-challenges';
import { PasskeyEntity } from './passkey.entity';
import { PasskeyRegistrationService } from './passkey-registration.service';
import { PasskeySignInService } from './passkey-sign-in.service';
import { PasskeyStepUpService } from './passkey-step-up.service';
import { PasskeysHandler } from './passkeys.handler';
import { PasskeysRepository } from './passkeys.repository';
import { PasskeysService } from './passkeys.service';
import { RelyingParties } from './relying-party';

/** Passkeys: registering them, signing in with one alone, and using one as a second factor. */
@Module({
  imports: [
    TypeOrmModule.forFeature([PasskeyEntity]),
    UsersModule,
    SessionsModule,
    RateLimitsModule,
    ReauthenticationModule,
    MfaModule,
  ],
  providers: [
    PasskeysRepository,
    PasskeyChallenges,
    RelyingParties,
    PasskeyAssertions,
    PasskeyRegistrationService,
    PasskeySignInService,
    PasskeyStepUpService,
    PasskeysService,
  ],
  controllers: [PasskeysHandler],
  exports: [PasskeysRepository],
})
export class PasskeysModule {}
