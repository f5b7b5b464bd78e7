import { SignupStatsHandler } from './stats/signup-stats.handler';
import { serviceModule } from '@storefront/platform';
import { AccountSessionsModule } from './account-sessions/account-sessions.module';
import { AccountsModule } from './accounts/accounts.module';
import { UserDirectoryModule } from './user-directory/user-directory.module';
import { ApiKeysModule } from './api-keys/api-keys.module';
import { AuthConfig } from './config';
import { MfaModule } from './mfa/mfa.module';
import { PasskeysModule } from './passkeys/passkeys.module';
import { ReauthenticationModule } from './reauthentication/reauthentication.module';
import { authDatabase } from './database';
import { SelfModule } from './self/self.module';
import { EmailCodeFactorModule } from './mfa/email-code.module';

/** The auth service: its feature modules on the core every service has. */
export const appModule = (config: AuthConfig) =>
  serviceModule(
    { name: 'auth', config, database: authDatabase, redis: true, controllers: [SignupStatsHandler] },
    [
      AccountsModule,
      SelfModule,
      EmailCodeFactorModule,
      MfaModule,
      PasskeysModule,
      ReauthenticationModule,
      UserDirectoryModule,
      ApiKeysModule,
      AccountSessionsModule,
    ],
  );
