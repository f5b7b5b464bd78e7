import { DynamicModule, Module } from '@nestjs/common';
import { ServeStaticModule } from '@nestjs/serve-static';
import { MessagingModule } from '@storefront/platform';
import { GatewayConfig } from './config';
import { HealthModule } from './health/health.module';
import { RealtimeModule } from './realtime/realtime.module';

/** Paths the single-page app must never shadow: unknown ones answer JSON 404s. */
export const API_PATHS = [
  '/api/{*path}',
  '/auth/{*path}',
  '/health',
  '/health/{*path}',
  '/socket.io/{*path}',
  '/dev/{*path}',
];

@Module({})
export class AppModule {
  static register(config: GatewayConfig): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        MessagingModule.forRoot({
          natsUrl: config.NATS_URL,
          subjectPrefix: config.NATS_SUBJECT_PREFIX,
          requestTimeoutMs: config.REQUEST_TIMEOUT_MS,
          name: 'gateway',
        }),
        ServeStaticModule.forRoot({ rootPath: config.FRONTEND_DIST, exclude: API_PATHS }),
        HealthModule,
        RealtimeModule,
      ],
      providers: [{ provide: GatewayConfig, useValue: config }],
      exports: [GatewayConfig],
    };
  }
}
