import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { GeoIpLocator } from '../account-sessions/geoip.locator';
import { NewSignInAlerts } from '../account-sessions/new-sign-in-alerts';
import { FactorsRepository } from '../mfa/factors.repository';
import { SigningKeysModule } from '../signing-keys/signing-keys.module';
import { UsersModule } from '../users/users.module';
import { RefreshTokenEntity } from './refresh-token.entity';
import { RevokedSessionsPublisher } from './revoked-sessions.publisher';
import { SessionEntity } from './session.entity';
import { SessionsHandler } from './sessions.handler';
import { SessionsRepository } from './sessions.repository';
import { SessionsService } from './sessions.service';

@Module({
  imports: [TypeOrmModule.forFeature([SessionEntity, RefreshTokenEntity]), UsersModule, SigningKeysModule],
  providers: [
    SessionsRepository,
    SessionsService,
    RevokedSessionsPublisher,
    GeoIpLocator,
    NewSignInAlerts,
    FactorsRepository,
  ],
  controllers: [SessionsHandler],
  // FactorsRepository: the sessions issued list the user's factors; the factor API uses it too.
  exports: [SessionsService, GeoIpLocator, FactorsRepository],
})
export class SessionsModule {}
