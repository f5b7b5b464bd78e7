import { IsIntSetting, ServiceConfig } from '@storefront/platform';

export class PresenceConfig extends ServiceConfig {
  /** Days a connection record is kept; older ones are purged. */
  @IsIntSetting(1, 3650, 'must be a whole number of days')
  CONNECTION_HISTORY_RETENTION_DAYS: number = 90;

  /** A visit with no activity for this long is closed in the history (SPEC: 5-minute window). */
  @IsIntSetting(1, 86400, 'must be a whole number of seconds')
  VISIT_INACTIVITY_TIMEOUT_SECONDS: number = 300;

  /** A connected but idle visitor leaves the live list after this long (shown 'Inactif' until then). */
  @IsIntSetting(5, 1440, 'must be a whole number of minutes')
  LIVE_VISITOR_RETENTION_MINUTES: number = 30;

  /** How often one replica syncs activity to the history, closes idle visits and purges old ones. */
  @IsIntSetting(100, 3_600_000, 'must be a whole number of milliseconds')
  PRESENCE_SWEEP_INTERVAL_MS: number = 30_000;

  /** How long a signed-in visitor's e-mail and name, fetched from auth, are reused. */
  @IsIntSetting(0, 86400, 'must be a whole number of seconds')
  USER_CACHE_TTL_SECONDS: number = 60;
}
