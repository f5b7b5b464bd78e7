import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { PresenceEvents } from '@storefront/contracts';
import { MessageBus } from '@storefront/platform';

/** At most one `presence.visitors.changed` per interval per replica, however many visitors move. */
const COALESCE_MS = 250;

@Injectable()
export class VisitorsChangedNotifier implements OnModuleDestroy {
  private readonly logger = new Logger(VisitorsChangedNotifier.name);
  private timer?: NodeJS.Timeout;

  constructor(private readonly bus: MessageBus) {}

  changed(): void {
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      this.bus
        .emit(PresenceEvents.visitorsChanged, { at: Date.now() })
        .catch((err) => this.logger.warn(`could not announce a visitor change: ${String(err)}`));
    }, COALESCE_MS);
  }

  onModuleDestroy() {
    clearTimeout(this.timer);
  }
}
