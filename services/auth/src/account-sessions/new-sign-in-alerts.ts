import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AccountSessionEvents, NEW_DEVICE_WINDOW_DAYS } from '@storefront/contracts';
import { Outbox } from '@storefront/platform';
import { DataSource } from 'typeorm';
import { issueDisownLink } from './disown-links';
import { GeoIpLocator } from './geoip.locator';
import { parseDevice, placeKey } from './session-device';

/** How many of the user's recent sessions are compared with a new one. */
const LOOK_BACK_SESSIONS = 500;

interface StartedSession {
  id: string;
  userId: string;
  ip: string | null;
  userAgent: string | null;
  createdAt: Date;
}

/**
 * Announces a sign-in from a device and address the account has not used for
 * NEW_DEVICE_WINDOW_DAYS (`auth.session.new-device-signed-in`, mailed by notifications). The
 * account's very first session (the sign-in that confirms a sign-up) is not announced: there is
 * nothing to compare it with. Each alert stores the hash of its "This wasn't me" link's secret.
 */
@Injectable()
export class NewSignInAlerts {
  private readonly logger = new Logger(NewSignInAlerts.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly outbox: Outbox,
    private readonly geo: GeoIpLocator,
  ) {}

  /** Never fails the sign-in: a lost alert is logged. */
  async afterSignIn(session: StartedSession): Promise<void> {
    try {
      if (await this.isKnownPlace(session)) return;
      const { token } = await issueDisownLink(this.db.manager, session.userId, session.id);
      await this.outbox.publish(AccountSessionEvents.newDeviceSignIn, {
        userId: session.userId,
        sessionId: session.id,
        at: session.createdAt.toISOString(),
        device: parseDevice(session.userAgent),
        ip: session.ip,
        location: this.geo.placeOf(session.ip),
        disownToken: token,
      });
    } catch (err) {
      this.logger.error(`new sign-in alert for session ${session.id} not sent: ${String(err)}`);
    }
  }

  /** True for the account's first session and for a device and address used within the window. */
  private async isKnownPlace(session: StartedSession): Promise<boolean> {
    const recent: { ip: string | null; user_agent: string | null }[] = await this.db.query(
      `SELECT ip, user_agent FROM auth.sessions
        WHERE user_id = $1 AND id <> $2 AND updated_at > now() - make_interval(days => $3)
        ORDER BY updated_at DESC LIMIT $4`,
      [session.userId, session.id, NEW_DEVICE_WINDOW_DAYS, LOOK_BACK_SESSIONS],
    );
    if (!recent.length) {
      const earlier: unknown[] = await this.db.query(
        `SELECT 1 FROM auth.sessions WHERE user_id = $1 AND id <> $2 LIMIT 1`,
        [session.userId, session.id],
      );
      return earlier.length === 0;
    }
    const here = placeKey(session.userAgent, session.ip);
    return recent.some((s) => placeKey(s.user_agent, s.ip) === here);
  }
}
