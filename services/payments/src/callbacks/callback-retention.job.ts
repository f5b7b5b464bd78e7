import { Injectable, Logger } from '@nestjs/common';
import { IntervalJob } from '@storefront/platform';
import { PaymentsConfig } from '../config';
import { ProviderCallbacksRepository } from './provider-callbacks.repository';

const DAY_MS = 86_400_000;
/** Rows deleted per statement, so a large backlog never holds one long transaction. */
const BATCH = 5_000;

/**
 * Keeps provider callbacks PROVIDER_CALLBACKS_RETENTION_DAYS: at start and then every
 * PROVIDER_CALLBACKS_SWEEP_INTERVAL_MS, each replica deletes older ones, a batch at a time.
 * Replicas sweeping at once skip each other's rows.
 */
@Injectable()
export class CallbackRetentionJob extends IntervalJob {
  private readonly logger = new Logger(CallbackRetentionJob.name);
  protected override readonly runsAtStart = true;
  private running = false;

  constructor(
    private readonly callbacks: ProviderCallbacksRepository,
    private readonly config: PaymentsConfig,
  ) {
    super();
  }

  protected intervalMs() {
    return this.config.PROVIDER_CALLBACKS_SWEEP_INTERVAL_MS;
  }

  protected tick() {
    return this.sweep();
  }

  /** Deletes every callback past the retention; returns how many. */
  async sweep(): Promise<number> {
    if (this.running) return 0;
    this.running = true;
    let total = 0;
    try {
      const before = new Date(Date.now() - this.config.PROVIDER_CALLBACKS_RETENTION_DAYS * DAY_MS);
      for (;;) {
        const deleted = await this.callbacks.deleteReceivedBefore(before, BATCH);
        total += deleted;
        if (deleted < BATCH) break;
      }
      if (total) this.logger.log(`deleted ${total} provider callback(s) past retention`);
    } catch (err) {
      this.logger.warn(`provider callback sweep failed, will retry: ${String(err)}`);
    } finally {
      this.running = false;
    }
    return total;
  }
}
