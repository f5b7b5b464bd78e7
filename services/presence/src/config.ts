import { Type } from 'class-transformer';
import { ServiceConfig } from '@storefront/platform';
import { IsInt, Max, Min } from 'class-validator';

export class PresenceConfig extends ServiceConfig {
  /** Days a connection record is kept; older ones are purged. */
  @Type(() => Number)
  @IsInt({ message: 'must be a whole number of days' })
  @Min(1)
  @Max(3650)
  CONNECTION_HISTORY_RETENTION_DAYS: number = 90;

  /** A visit with no activity for this long is closed in the history (SPEC: 5-minute window). */
  @Type(() => Number)
  @IsInt({ message: 'must be a whole number of seconds' })
  @Min(1)
  @Max(86400)
  VISIT_INACTIVITY_TIMEOUT_SECONDS: number = 300;

  /** A connected but idle visitor leaves the live list after this long (shown 'Inactif' until then). */
  @Type(() => Number)
  @IsInt({ message: 'must be a whole number of minutes' })
  @Min(5)
  @Max(1440)
  LIVE_VISITOR_RETENTION_MINUTES: number = 30;

  /** How often one replica syncs activity to the history, closes idle visits and purges old ones. */
  @Type(() => Number)
  @IsInt({ message: 'must be a whole number of milliseconds' })
  @Min(100)
  @Max(3_600_000)
  PRESENCE_SWEEP_INTERVAL_MS: number = 30_000;

  /** How long a signed-in visitor's e-mail and name, fetched from auth, are reused. */
  @Type(() => Number)
  @IsInt({ message: 'must be a whole number of seconds' })
  @Min(0)
  @Max(86400)
  USER_CACHE_TTL_SECONDS: number = 60;
}
