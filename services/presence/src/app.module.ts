import { VisitorStatsHandler } from './stats/visitor-stats.handler';
import { serviceModule } from '@storefront/platform';
import { PresenceConfig } from './config';
import { presenceDatabase } from './database';
import { HistoryModule } from './history/history.module';
import { LiveModule } from './live/live.module';
import { VisitsModule } from './visits/visits.module';

/** The presence service: its feature modules on the core every service has. */
export const appModule = (config: PresenceConfig) =>
  serviceModule(
    { name: 'presence', config, database: presenceDatabase, redis: true, controllers: [VisitorStatsHandler] },
    [LiveModule, HistoryModule, VisitsModule],
  );
