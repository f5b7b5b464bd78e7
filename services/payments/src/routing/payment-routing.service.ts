import { Injectable, Logger } from '@nestjs/common';
import {
  CRYPTOS,
  PaymentsErrorCode,
  type Crypto,
  type PaymentMethodAvailability,
} from '@storefront/contracts';
import { ServiceError } from '@storefront/platform';
import { PaymentsConfig } from '../config';
import {
  CryptoNotServedError,
  PaymentProvider,
  ProviderPayment,
  ProviderPaymentRequest,
} from '../providers/payment-provider';
import { PaymentProviders } from '../providers/payment-providers';
import { ProviderHealthMonitor } from './provider-health.monitor';

export const NOT_SERVED_MESSAGE = 'This way to pay is not available: choose another cryptocurrency';
export const TEMPORARILY_UNAVAILABLE_MESSAGE =
  'This way to pay is temporarily unavailable: choose another cryptocurrency or try again later';

/** A payment opened at a provider, and which one. */
export interface RoutedPayment {
  provider: PaymentProvider;
  issued: ProviderPayment;
}

/**
 * Which provider opens a new payment: the first of its way to pay's PAYMENT_ROUTES list that
 * serves it and answers. A provider whose create call fails is marked unhealthy and the next one
 * is asked in the same checkout. A payment stays with the provider that created it: everything
 * after the create (polls, callbacks, cancel) goes by the payment row's `provider`.
 */
@Injectable()
export class PaymentRouting {
  private readonly logger = new Logger(PaymentRouting.name);

  constructor(
    private readonly config: PaymentsConfig,
    private readonly providers: PaymentProviders,
    private readonly health: ProviderHealthMonitor,
  ) {}

  /** The providers that take `crypto`, the preferred first, whatever their health. */
  serving(crypto: Crypto): PaymentProvider[] {
    return this.config.paymentRoutes[crypto]
      .map((name) => this.providers.get(name))
      .filter((provider) => provider.serves?.(crypto) ?? true);
  }

  /** Those of them whose last health check passed. */
  available(crypto: Crypto): PaymentProvider[] {
    return this.serving(crypto).filter((provider) => this.health.isHealthy(provider.name));
  }

  /** Every way to pay, and whether a healthy provider serves it now. */
  methods(): PaymentMethodAvailability[] {
    return CRYPTOS.map((crypto) => ({ crypto, available: this.available(crypto).length > 0 }));
  }

  /**
   * Opens the payment at the first available provider, falling over to the next when one fails.
   * Refused with 422 PAYMENT_METHOD_UNAVAILABLE when no provider takes the crypto, 503
   * PAYMENT_METHOD_TEMPORARILY_UNAVAILABLE when none of those that do answers, and 502 when the
   * last one asked failed.
   */
  async create(request: ProviderPaymentRequest): Promise<RoutedPayment> {
    const candidates = this.available(request.crypto);
    if (!candidates.length) {
      throw this.serving(request.crypto).length
        ? new ServiceError(
            503,
            PaymentsErrorCode.PaymentMethodTemporarilyUnavailable,
            TEMPORARILY_UNAVAILABLE_MESSAGE,
          )
        : new ServiceError(422, PaymentsErrorCode.PaymentMethodUnavailable, NOT_SERVED_MESSAGE);
    }
    let failed = false;
    for (const provider of candidates) {
      try {
        return { provider, issued: await provider.create(request) };
      } catch (err) {
        if (err instanceof CryptoNotServedError) continue;
        failed = true;
        this.logger.error(`${provider.name} could not create a payment: ${String(err)}`);
        this.health.markUnhealthy(provider.name, `create failed: ${String(err)}`);
      }
    }
    if (!failed) throw new ServiceError(422, PaymentsErrorCode.PaymentMethodUnavailable, NOT_SERVED_MESSAGE);
    throw new ServiceError(502, PaymentsErrorCode.ProviderFailed, 'Error creating payment');
  }
}
