import { Injectable } from '@nestjs/common';
import { PasswordChangeEvents, PasswordChangeMethod } from '@storefront/contracts';
import { Outbox } from '@storefront/platform';
import type { EntityManager } from 'typeorm';
import { issueDisownLink } from './disown-links';
import { GeoIpLocator } from './geoip.locator';
import { parseDevice } from './session-device';

export interface PasswordChange {
  userId: string;
  method: PasswordChangeMethod;
  /** The session that changed it; none for a reset with an emailed code. */
  sessionId: string | null;
  /** Where the change was asked from. */
  client: { ip: string | null; userAgent?: string | null };
}

/**
 * Every password change is mailed to the owner (`auth.account.password-changed`, sent by
 * notifications, never switched off): when, from which device and address, with a "This wasn't
 * me" link that works like a new sign-in alert's. A thief who changed the password therefore
 * does not keep the account quietly.
 */
@Injectable()
export class PasswordChangeAlerts {
  constructor(
    private readonly outbox: Outbox,
    private readonly geo: GeoIpLocator,
  ) {}

  /**
   * Writes the alert in the change's transaction, so a committed change is always announced and
   * a rolled-back one never is. Call `sent()` once the transaction committed.
   */
  async record(tx: EntityManager, change: PasswordChange): Promise<void> {
    const link = await issueDisownLink(tx, change.userId, change.sessionId);
    const ip = change.client.ip;
    await this.outbox.add(tx, PasswordChangeEvents.changed, {
      userId: change.userId,
      changeId: link.id,
      method: change.method,
      at: new Date().toISOString(),
      device: parseDevice(change.client.userAgent),
      ip,
      location: this.geo.placeOf(ip),
      disownToken: link.token,
    });
  }

  /** Publishes the recorded alert now rather than at the relay's next round. */
  sent(): void {
    this.outbox.flush();
  }
}
