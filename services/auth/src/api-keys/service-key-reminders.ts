import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ApiKeyEvents, SERVICE_KEY_REMINDER_DAYS } from '@storefront/contracts';
import { Outbox } from '@storefront/platform';
import { DataSource } from 'typeorm';
import { AuthConfig } from '../config';
import { ApiKeysRepository } from './api-keys.repository';

/**
 * Tells the owners, once per key, that a service key expires within SERVICE_KEY_REMINDER_DAYS, so
 * it is replaced before the service using it is refused: every SERVICE_KEY_REMINDER_SWEEP_SECONDS
 * (and at start) the keys due are marked and their `auth.service-key.expiring` written in one
 * transaction. Every replica sweeps; a key marked by one is skipped by the others.
 */
@Injectable()
export class ServiceKeyReminders implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ServiceKeyReminders.name);
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly keys: ApiKeysRepository,
    private readonly outbox: Outbox,
    private readonly config: AuthConfig,
  ) {}

  onApplicationBootstrap() {
    this.timer = setInterval(
      () => this.sweepInBackground(),
      this.config.SERVICE_KEY_REMINDER_SWEEP_SECONDS * 1000,
    );
    this.timer.unref();
    this.sweepInBackground();
  }

  async onApplicationShutdown() {
    clearInterval(this.timer);
    await this.running;
  }

  /** The service keys announced now. */
  async sweep(): Promise<number> {
    const due = await this.dataSource.transaction(async (tx) => {
      const keys = await this.keys.claimExpiryReminders(tx, SERVICE_KEY_REMINDER_DAYS);
      for (const key of keys) await this.outbox.add(tx, ApiKeyEvents.serviceKeyExpiring, key);
      return keys;
    });
    if (due.length) {
      this.outbox.flush();
      this.logger.log(`owners told of ${due.length} service key(s) expiring soon`);
    }
    return due.length;
  }

  private sweepInBackground() {
    if (this.running) return;
    this.running = this.sweep()
      .then(() => undefined)
      // The keys stay unmarked: the next sweep tries them again.
      .catch((err: unknown) => this.logger.warn(`service key reminders not sent: ${String(err)}`))
      .finally(() => (this.running = undefined));
  }
}
