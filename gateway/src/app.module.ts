import { DynamicModule, Module } from '@nestjs/common';
import { APP_PIPE } from '@nestjs/core';
import { MessagingModule, natsCredentials, RedisModule } from '@storefront/platform';
import { BackOfficeUsersModule } from './back-office-users/back-office-users.module';
import { AuthModule } from './auth/auth.module';
import { GatewayConfig } from './config';
import { CreditsModule } from './credits/credits.module';
import { DevMailboxModule } from './dev-mailbox/dev-mailbox.module';
import { HealthModule } from './health/health.module';
import { RefuseUnstorableTextPipe } from './http/storable-text.pipe';
import { NotificationsModule } from './notifications/notifications.module';
import { PaymentsModule } from './payments/payments.module';
import { RealtimeModule } from './realtime/realtime.module';
import { SiteControlModule } from './site-control/site-control.module';
import { SpendApiModule } from './spend-api/spend-api.module';
import { TrafficModule } from './traffic/traffic.module';

@Module({})
export class AppModule {
  static register(config: GatewayConfig): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        MessagingModule.forRoot({
          natsUrl: config.NATS_URL,
          natsCredentials: natsCredentials(config, 'gateway'),
          subjectPrefix: config.NATS_SUBJECT_PREFIX,
          requestTimeoutMs: config.REQUEST_TIMEOUT_MS,
          name: 'gateway',
        }),
        // Revocations, session use and the health check share this client, auto-pipelined.
        RedisModule.forRoot({ config, namespace: 'gateway', clientOptions: { enableAutoPipelining: true } }),
        HealthModule,
        AuthModule,
        PaymentsModule,
        CreditsModule,
        RealtimeModule,
        SiteControlModule,
        TrafficModule,
        DevMailboxModule,
        NotificationsModule,
        BackOfficeUsersModule,
        SpendApiModule,
      ],
      providers: [
        { provide: GatewayConfig, useValue: config },
        { provide: APP_PIPE, useClass: RefuseUnstorableTextPipe },
      ],
      exports: [GatewayConfig],
    };
  }
}
