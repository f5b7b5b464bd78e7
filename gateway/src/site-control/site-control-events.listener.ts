import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { AdminEvents } from '@storefront/contracts';
import { NatsEventSubscriber } from '../events/nats-event.subscriber';
import { RealtimePushService } from '../realtime/realtime-push.service';
import { IpBanList } from '../site-state/ip-ban-list';
import { MaintenanceSwitch } from '../site-state/maintenance-switch';

/**
 * Every replica hears these (no queue group): each updates its own cache and tells only its own
 * sockets, so every socket hears a change exactly once.
 */
@Injectable()
export class SiteControlEventsListener implements OnApplicationBootstrap {
  private readonly logger = new Logger(SiteControlEventsListener.name);

  constructor(
    private readonly events: NatsEventSubscriber,
    private readonly bans: IpBanList,
    private readonly maintenance: MaintenanceSwitch,
    private readonly push: RealtimePushService,
  ) {}

  onApplicationBootstrap() {
    this.subscribe().catch((err) =>
      this.logger.error(`could not subscribe to site-control events: ${String(err)}`),
    );
  }

  private async subscribe() {
    await this.events.on(AdminEvents.ipBanChanged, (event) => {
      this.bans.apply(event);
      if (event.action === 'created') this.push.localBanAddress(event.ban.ip);
    });
    await this.events.on(AdminEvents.maintenanceChanged, (event) => {
      this.maintenance.set(event.value, event.updatedAt);
      this.push.localToAll('maintenance:update', this.maintenance.view);
    });
  }
}
