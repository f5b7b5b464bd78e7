import { Module } from '@nestjs/common';
import { loadConfig } from '@storefront/platform';
import { AuthModule } from '../auth';
import { ActingUser } from './acting-user';
import { ApiKeyFailures } from './api-key-failures';
import { ApiKeyRate } from './api-key-rate';
import { ApiKeyGuard } from './api-key.guard';
import { ApiKeyVerifier } from './api-key.verifier';
import { AdminServiceKeysController, ApiKeysController } from './api-keys.controller';
import { SpendApiController } from './spend-api.controller';
import { SpendApiConfig } from './spend-api.config';

/** The spend API (`/api/v1`, API keys) and the routes that manage keys and show their use. */
@Module({
  imports: [AuthModule],
  controllers: [SpendApiController, ApiKeysController, AdminServiceKeysController],
  providers: [
    { provide: SpendApiConfig, useFactory: () => loadConfig(SpendApiConfig) },
    ApiKeyVerifier,
    ApiKeyRate,
    ApiKeyFailures,
    ApiKeyGuard,
    ActingUser,
  ],
})
export class SpendApiModule {}
