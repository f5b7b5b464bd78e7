import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { CreditsSubjects, LOW_BALANCE_LEVELS_MAX } from '@storefront/contracts';
import { MessageBus } from '@storefront/platform';
import { EmailPreferencesRepository, SavedThreshold } from './email-preferences.repository';

/** Longest pause between two attempts of a sync that failed. */
const MAX_RETRY_DELAY_MS = 30_000;

/**
 * Keeps the credits service's copy of users' low-balance thresholds, from which a spend through
 * the API knows whether it may need a warning (see `credits.debit_announced`, services/credits/src/ledger/balance-events.sql.ts): a
 * change is sent as it is saved, and everyone's are sent again when the service starts and after
 * a change could not be sent. Credits keeps the latest by when it was set, so the two never
 * replace a newer level with an older one.
 */
@Injectable()
export class LowBalanceLevels implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(LowBalanceLevels.name);
  private syncing?: Promise<void>;
  /** A sync was asked for while one ran (it may have passed the user already): run again. */
  private again = false;
  private stopped = false;

  constructor(
    private readonly preferences: EmailPreferencesRepository,
    private readonly bus: MessageBus,
  ) {}

  onApplicationBootstrap() {
    this.syncAll();
  }

  onApplicationShutdown() {
    // A sync cut short is harmless: the next start sends everyone's again.
    this.stopped = true;
  }

  /** Sends a user's threshold just saved; when that fails, everyone's are sent again until it works. */
  async changed(saved: SavedThreshold): Promise<void> {
    try {
      await this.send([saved]);
    } catch (err) {
      this.logger.warn(`low-balance level of ${saved.userId} not sent, all are sent again: ${String(err)}`);
      this.syncAll();
    }
  }

  /** Every user's threshold, a page at a time, retried until it went through. */
  private syncAll(): void {
    if (this.syncing) {
      this.again = true;
      return;
    }
    this.syncing = (async () => {
      for (let attempt = 0; !this.stopped; attempt++) {
        try {
          let after: string | null = null;
          for (;;) {
            const page = await this.preferences.thresholds(after, LOW_BALANCE_LEVELS_MAX);
            if (page.length) await this.send(page);
            if (page.length < LOW_BALANCE_LEVELS_MAX) return;
            after = page[page.length - 1].userId;
          }
        } catch (err) {
          const delay = Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY_MS);
          this.logger.warn(`low-balance levels not sent, again in ${delay} ms: ${String(err)}`);
          await new Promise((r) => setTimeout(r, delay).unref());
        }
      }
    })().finally(() => {
      this.syncing = undefined;
      if (this.again && !this.stopped) {
        this.again = false;
        this.syncAll();
      }
    });
  }

  private async send(levels: SavedThreshold[]): Promise<void> {
    if (levels.length) await this.bus.request(CreditsSubjects.setLowBalanceLevels, { levels });
  }
}
