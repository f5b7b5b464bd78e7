import { Module } from '@nestjs/common';
import { ReauthenticationModule } from '../reauthentication/reauthentication.module';
import { SessionsModule } from '../sessions/sessions.module';
import { UsersModule } from '../users/users.module';
import { ApiKeysRevision } from './api-keys-revision';
import { ApiKeysHandler } from './api-keys.handler';
import { ApiKeysRepository } from './api-keys.repository';
import { ApiKeysService } from './api-keys.service';

/** Keys of the spend API: created and revoked here, verified by the gateway on every call. */
@Module({
  imports: [UsersModule, SessionsModule, ReauthenticationModule],
  providers: [ApiKeysRepository, ApiKeysService, ApiKeysRevision],
  controllers: [ApiKeysHandler],
  exports: [ApiKeysRevision],
})
export class ApiKeysModule {}
