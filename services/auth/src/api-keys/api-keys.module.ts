import { Module } from '@nestjs/common';
import { PasskeysModule } from '../passkeys/passkeys.module';
import { ReauthenticationModule } from '../reauthentication/reauthentication.module';
import { SessionsModule } from '../sessions/sessions.module';
import { UsersModule } from '../users/users.module';
import { ApiKeysRevision } from './api-keys-revision';
import { ApiKeysHandler } from './api-keys.handler';
import { ApiKeysRepository } from './api-keys.repository';
import { ApiKeysService } from './api-keys.service';
import { PersonalKeysRevocation } from './personal-keys-revocation';
import { ServiceKeyReminders } from './service-key-reminders';

/**
 * Keys of the spend API: created and revoked here, verified by the gateway on every call; an
 * account's personal keys (and passkeys) go with a new password, owners reminded of expiring
 * service keys.
 */
@Module({
  imports: [UsersModule, SessionsModule, ReauthenticationModule, PasskeysModule],
  providers: [
    ApiKeysRepository,
    ApiKeysService,
    ApiKeysRevision,
    PersonalKeysRevocation,
    ServiceKeyReminders,
  ],
  controllers: [ApiKeysHandler],
  exports: [ApiKeysRevision, PersonalKeysRevocation],
})
export class ApiKeysModule {}
