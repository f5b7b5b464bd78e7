import { Injectable } from '@nestjs/common';
import { HealthDetails } from '@storefront/platform';
import { PaymentProviders } from './payment-providers';

/** `/health` reports whether the payment provider's server answers, as a detail only. */
@Injectable()
export class ProvidersHealth extends HealthDetails {
  constructor(private readonly providers: PaymentProviders) {
    super();
  }

  async read(): Promise<Record<string, unknown>> {
    const providers = await this.providers.health();
    return Object.keys(providers).length ? { providers } : {};
  }
}
