import { Injectable, Logger } from '@nestjs/common';
import type { PaymentProviderName, ProviderHealthView } from '@storefront/contracts';
import { IntervalJob } from '@storefront/platform';
import { PaymentsConfig } from '../config';
import { PaymentProviders } from '../providers/payment-providers';

interface HealthState {
  healthy: boolean;
  detail: string | null;
  checkedAt: Date | null;
}

/**
 * Whether each provider new payments may go to answers: asked at start and then every
 * PAYMENT_PROVIDER_HEALTH_INTERVAL_MS, and marked unhealthy at once when a create call fails
 * (until its next check passes). A provider is taken as healthy until it is first asked.
 *
 * Each replica checks on its own rather than sharing a Redis key: one small request per provider
 * per interval and replica costs nothing, no shared entry can outlive the check that wrote it or
 * vanish with Redis, and the checkout never waits on anything but the provider itself. Replicas
 * may disagree for at most one interval, and a create that fails on one replica falls over to the
 * next provider there anyway.
 */
@Injectable()
export class ProviderHealthMonitor extends IntervalJob {
  private readonly logger = new Logger(ProviderHealthMonitor.name);
  private readonly states = new Map<PaymentProviderName, HealthState>();
  protected override readonly runsAtStart = true;
  private checking?: Promise<void>;

  constructor(
    private readonly config: PaymentsConfig,
    private readonly providers: PaymentProviders,
  ) {
    super();
  }

  protected intervalMs() {
    return this.config.PAYMENT_PROVIDER_HEALTH_INTERVAL_MS;
  }

  protected tick() {
    return this.checkAll();
  }

  isHealthy(name: PaymentProviderName): boolean {
    return this.states.get(name)?.healthy ?? true;
  }

  /** A create call failed: no new payment goes there until a check passes again. */
  markUnhealthy(name: PaymentProviderName, reason: string) {
    if (this.isHealthy(name)) this.logger.warn(`${name} marked unhealthy: ${reason}`);
    this.states.set(name, { healthy: false, detail: reason.slice(0, 200), checkedAt: new Date() });
  }

  /** Each provider in use and what its last check said. */
  view(): ProviderHealthView[] {
    return this.config.providersInUse.map((name) => {
      const state = this.states.get(name);
      return {
        provider: name,
        healthy: state?.healthy ?? true,
        detail: state?.detail ?? null,
        checkedAt: state?.checkedAt?.toISOString() ?? null,
      };
    });
  }

  /** Asks every provider in use once (a check still running is waited for, not doubled). */
  checkAll(): Promise<void> {
    this.checking ??= Promise.all(this.config.providersInUse.map((name) => this.check(name)))
      .then(() => undefined)
      .finally(() => (this.checking = undefined));
    return this.checking;
  }

  private async check(name: PaymentProviderName) {
    const provider = this.providers.get(name);
    const answer = provider.health
      ? await provider.health().catch((err: unknown) => ({ reachable: false, detail: String(err) }))
      : { reachable: true };
    const healthy = answer.reachable;
    const was = this.isHealthy(name);
    if (was !== healthy) {
      const how = healthy ? 'answers again' : `does not answer: ${answer.detail ?? ''}`;
      (healthy ? this.logger.log : this.logger.warn).call(this.logger, `${name} ${how}`);
    }
    this.states.set(name, { healthy, detail: answer.detail ?? null, checkedAt: new Date() });
  }
}
