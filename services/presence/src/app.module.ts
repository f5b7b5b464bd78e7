import { DynamicModule, Module } from '@nestjs/common';
import { VisitorStatsHandler } from './stats/visitor-stats.handler';
import { RedisModule, ServiceCoreModule } from '@storefront/platform';
import { PresenceConfig } from './config';
import { presenceDatabase } from './database';
import { HistoryModule } from './history/history.module';
import { LiveModule } from './live/live.module';
import { VisitsModule } from './visits/visits.module';

@Module({})
export class AppModule {
  static register(config: PresenceConfig): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        ServiceCoreModule.forRoot({ name: 'presence', config, database: presenceDatabase }),
        RedisModule.forRoot({ config, namespace: 'presence' }),
        LiveModule,
        HistoryModule,
        VisitsModule,
      ],
      controllers: [VisitorStatsHandler],
      providers: [{ provide: PresenceConfig, useValue: config }],
      exports: [PresenceConfig],
    };
  }
}
