import { Injectable, Logger } from '@nestjs/common';
import {
  SESSION_ACTIVITY_STEP_MS,
  SESSION_ACTIVITY_TTL_SECONDS,
  sessionActivityKey,
} from '@storefront/contracts';
import { ExpiringMap, ServiceRedis } from '@storefront/platform';

/** Sessions this gateway tracks at once; one more drops the one written longest ago. */
const TRACKED_SESSIONS_MAX = 100_000;

/**
 * Records that a session was used (an API call or a socket's hello with its access token), at most
 * once a minute per session and gateway, so Settings › Sessions' "Last active" follows use rather
 * than stopping at the sign-in. Best effort: a failed write only leaves the time a minute older.
 */
@Injectable()
export class SessionActivityRecorder {
  private readonly logger = new Logger(SessionActivityRecorder.name);
  /** Sessions written within the last minute. */
  private readonly written = new ExpiringMap<string, true>({ maxEntries: TRACKED_SESSIONS_MAX });

  constructor(private readonly redis: ServiceRedis) {}

  used(sessionId: string, now = Date.now()): void {
    if (this.written.get(sessionId)) return;
    this.written.set(sessionId, true, now + SESSION_ACTIVITY_STEP_MS);
    this.redis.client
      .set(
        sessionActivityKey(this.redis.prefix, sessionId),
        new Date(now).toISOString(),
        'EX',
        SESSION_ACTIVITY_TTL_SECONDS,
      )
      .catch((err: unknown) => {
        this.written.delete(sessionId);
        this.logger.warn({ err, sessionId }, 'could not record a session’s use');
      });
  }
}
