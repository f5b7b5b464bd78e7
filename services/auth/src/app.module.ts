import { DynamicModule, Module } from '@nestjs/common';
import { SignupStatsHandler } from './stats/signup-stats.handler';
import { RedisModule, ServiceCoreModule } from '@storefront/platform';
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

@Module({})
export class AppModule {
  static register(config: AuthConfig): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        ServiceCoreModule.forRoot({ name: 'auth', config, database: authDatabase }),
        RedisModule.forRoot({ config, namespace: 'auth' }),
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
      controllers: [SignupStatsHandler],
      providers: [{ provide: AuthConfig, useValue: config }],
      exports: [AuthConfig],
    };
  }
}
