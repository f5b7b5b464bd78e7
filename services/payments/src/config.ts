import { Transform, Type } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  MinLength,
  Min,
  ValidateBy,
  ValidateIf,
} from 'class-validator';
import { DEFAULT_CREDIT_PRICE_EUR, PAYMENT_PROVIDERS, PaymentProviderName } from '@storefront/contracts';
import { IsIntSetting, ServiceConfig } from '@storefront/platform';
import {
  parsePaymentRoutes,
  PaymentRoutes,
  PaymentRoutesError,
  routedProviders,
} from './routing/payment-routes';

const HTTP_URL = { require_tld: false, require_protocol: true, protocols: ['http', 'https'] };
const REQUIRED_FOR_BTCPAY = 'is required when PAYMENT_PROVIDER or PAYMENT_ROUTES names btcpay';
const REQUIRED_FOR_NOWPAYMENTS = 'is required when PAYMENT_PROVIDER or PAYMENT_ROUTES names nowpayments';

/** Whether new payments may go to `name` (a bad PAYMENT_ROUTES is reported on its own). */
function uses(config: PaymentsConfig, name: PaymentProviderName): boolean {
  try {
    return config.providersInUse.includes(name);
  } catch {
    return config.PAYMENT_PROVIDER === name;
  }
}
const usesBtcPay = (c: PaymentsConfig) => uses(c, 'btcpay');
const usesNowPayments = (c: PaymentsConfig) => uses(c, 'nowpayments');

/** PAYMENT_ROUTES must read (payment-routes.ts); the message names the bad part. */
const IsPaymentRoutes = () =>
  ValidateBy({
    name: 'isPaymentRoutes',
    validator: {
      validate: (value: unknown) => {
        try {
          parsePaymentRoutes(String(value), 'sandbox');
          return true;
        } catch {
          return false;
        }
      },
      defaultMessage: (args) => {
        try {
          parsePaymentRoutes(String(args?.value), 'sandbox');
          return 'is invalid';
        } catch (err) {
          return err instanceof PaymentRoutesError ? `is invalid: ${err.message}` : 'is invalid';
        }
      },
    },
  });

/** BTCPay's speed policies: the confirmations it waits for before an invoice is settled (0, 1, 2, 6). */
export const BTCPAY_SPEED_POLICIES = ['HighSpeed', 'MediumSpeed', 'LowMediumSpeed', 'LowSpeed'] as const;
export type BtcPaySpeedPolicy = (typeof BTCPAY_SPEED_POLICIES)[number];
const PRICE = { maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false };
const PRICE_MESSAGE = 'must be a price from 0.01 to 10000 with at most 2 decimals';

const REQUIRED_SELLER =
  'is required in production: the seller printed on every receipt (RECEIPT_SELLER_NAME: legal name, RECEIPT_SELLER_ADDRESS: postal address)';

/** Outside production, without the seller's settings: a seller that says it is a placeholder. */
export const PLACEHOLDER_SELLER = {
  name: 'Placeholder seller (development): set RECEIPT_SELLER_NAME',
  address: 'Placeholder address: set RECEIPT_SELLER_ADDRESS',
};

export class PaymentsConfig extends ServiceConfig {
  /** Who issues addresses and confirms payments: `sandbox` (offline, default), `nowpayments` or `btcpay`. */
  @IsIn(PAYMENT_PROVIDERS, { message: `must be one of ${PAYMENT_PROVIDERS.join(', ')}` })
  PAYMENT_PROVIDER: PaymentProviderName = 'sandbox';

  /**
   * Which providers serve each way to pay, the preferred first, e.g.
   * `btc=btcpay,nowpayments;ltc=btcpay,nowpayments;eth=nowpayments`. A way to pay left out (all of
   * them when unset) goes to PAYMENT_PROVIDER.
   */
  @IsOptional()
  @IsPaymentRoutes()
  PAYMENT_ROUTES?: string;

  /** How often each replica asks the providers in use whether they answer. */
  @IsIntSetting(100, 3_600_000, 'must be a whole number of milliseconds')
  PAYMENT_PROVIDER_HEALTH_INTERVAL_MS: number = 30_000;

  /** The price of one credit in EUR: the cart's total divided by it gives the pack's credits. */
  @Type(() => Number)
  @IsNumber(PRICE, { message: PRICE_MESSAGE })
  @Min(0.01, { message: PRICE_MESSAGE })
  @Max(10_000, { message: PRICE_MESSAGE })
  CREDIT_PRICE_EUR: number = DEFAULT_CREDIT_PRICE_EUR;

  /**
   * The price of one credit in USD. Unset, a USD checkout charges the EUR price converted at the
   * current EUR/USD rate.
   */
  @IsOptional()
  @Type(() => Number)
  @IsNumber(PRICE, { message: PRICE_MESSAGE })
  @Min(0.01, { message: PRICE_MESSAGE })
  @Max(10_000, { message: PRICE_MESSAGE })
  CREDIT_PRICE_USD?: number;

  /** How long a payment's address and amount stay valid. */
  @IsIntSetting(1, 24 * 60, 'must be a whole number of minutes')
  PAYMENT_EXPIRY_MINUTES: number = 60;

  /** How often an open payment's status is asked of the provider. */
  @Type(() => Number)
  @IsInt({ message: 'must be a whole number of milliseconds' })
  @Min(100)
  PAYMENT_POLL_INTERVAL_MS: number = 10_000;

  /** How often paid payments without credits are re-granted and lost polls re-armed. */
  @Type(() => Number)
  @IsInt({ message: 'must be a whole number of milliseconds' })
  @Min(500)
  RECONCILE_INTERVAL_MS: number = 60_000;

  /** Tries of a grant-credits job (exponential back-off from 1 s) before the reconciler takes over. */
  @IsIntSetting(1, 50, 'must be a whole number')
  GRANT_ATTEMPTS: number = 12;

  /** Payments one user may have waiting for funds at once; one more is refused (429). */
  @IsIntSetting(1, 1000, 'must be a whole number')
  PAYMENTS_OPEN_PER_USER_MAX: number = 5;

  /** Payments one user may open per minute (counted in Redis, across replicas). */
  @IsIntSetting(1, 10_000, 'must be a whole number')
  PAYMENTS_CREATED_PER_USER_PER_MINUTE: number = 10;

  /**
   * Immediate provider re-checks a user's transaction hashes may ask for per minute (besides one
   * per payment every PAYMENTS_RECHECK_INTERVAL_SECONDS).
   */
  @IsIntSetting(1, 10_000, 'must be a whole number')
  PAYMENTS_RECHECKS_PER_USER_PER_MINUTE: number = 10;

  /** The shortest wait between two re-checks of one payment asked for by the same user's hashes. */
  @IsIntSetting(1, 3600, 'must be a whole number of seconds')
  PAYMENTS_RECHECK_INTERVAL_SECONDS: number = 30;

  /** Days a provider callback is kept (`payments.provider_callbacks`); older ones are deleted. */
  @IsIntSetting(1, 3650, 'must be a whole number of days')
  PROVIDER_CALLBACKS_RETENTION_DAYS: number = 30;

  /** How often each replica deletes the provider callbacks past their retention. */
  @IsIntSetting(100, 86_400_000, 'must be a whole number of milliseconds')
  PROVIDER_CALLBACKS_SWEEP_INTERVAL_MS: number = 3_600_000;

  /** CoinGecko-style `simple/price` endpoint. */
  @IsUrl(HTTP_URL, { message: 'must be an http(s) URL' })
  PRICE_API_URL = 'https://api.coingecko.com/api/v3/simple/price';

  @IsIntSetting(100, 30_000, 'must be a whole number of milliseconds')
  PRICE_TIMEOUT_MS: number = 2500;

  @IsIntSetting(1, 3600, 'must be a whole number of seconds')
  PRICE_CACHE_SECONDS: number = 60;

  @IsUrl(HTTP_URL, { message: 'must be an http(s) URL' })
  NOWPAYMENTS_API_URL = 'https://api.nowpayments.io/v1';

  @ValidateIf(usesNowPayments)
  @IsString({ message: REQUIRED_FOR_NOWPAYMENTS })
  @MinLength(1, { message: REQUIRED_FOR_NOWPAYMENTS })
  NOWPAYMENTS_API_KEY?: string;

  @ValidateIf(usesNowPayments)
  @IsString({ message: REQUIRED_FOR_NOWPAYMENTS })
  @MinLength(1, { message: REQUIRED_FOR_NOWPAYMENTS })
  NOWPAYMENTS_IPN_SECRET?: string;

  /** Where NOWPayments posts its IPN callbacks: the gateway's `/api/payments/ipn`. */
  @IsOptional()
  @IsUrl(HTTP_URL, { message: 'must be an http(s) URL' })
  NOWPAYMENTS_IPN_CALLBACK_URL?: string;

  @IsIntSetting(100, 60_000, 'must be a whole number of milliseconds')
  NOWPAYMENTS_TIMEOUT_MS: number = 10_000;

  /** The BTCPay Server (its Greenfield API lives under `/api/v1`). */
  @ValidateIf(usesBtcPay)
  @IsUrl(HTTP_URL, {
    message: 'must be an http(s) URL; it is required when PAYMENT_PROVIDER or PAYMENT_ROUTES names btcpay',
  })
  BTCPAY_URL?: string;

  /** A Greenfield API key of the store (create and view invoices), sent as `Authorization: token …`. */
  @ValidateIf(usesBtcPay)
  @IsString({ message: REQUIRED_FOR_BTCPAY })
  @MinLength(1, { message: REQUIRED_FOR_BTCPAY })
  BTCPAY_API_KEY?: string;

  @ValidateIf(usesBtcPay)
  @IsString({ message: REQUIRED_FOR_BTCPAY })
  @MinLength(1, { message: REQUIRED_FOR_BTCPAY })
  BTCPAY_STORE_ID?: string;

  /** The secret of the store's webhook to `/api/payments/btcpay/webhook` (its `BTCPay-Sig` HMAC key). */
  @ValidateIf(usesBtcPay)
  @IsString({ message: REQUIRED_FOR_BTCPAY })
  @MinLength(1, { message: REQUIRED_FOR_BTCPAY })
  BTCPAY_WEBHOOK_SECRET?: string;

  /** The confirmations BTCPay waits for before it calls an invoice settled (paid here). */
  @IsIn(BTCPAY_SPEED_POLICIES, { message: `must be one of ${BTCPAY_SPEED_POLICIES.join(', ')}` })
  BTCPAY_SPEED_POLICY: BtcPaySpeedPolicy = 'MediumSpeed';

  @IsIntSetting(100, 60_000, 'must be a whole number of milliseconds')
  BTCPAY_TIMEOUT_MS: number = 10_000;

  /**
   * How often an open BTCPay payment is asked about: its webhooks prompt a read at once, so the
   * poll only stands in for a webhook that never came.
   */
  @Type(() => Number)
  @IsInt({ message: 'must be a whole number of milliseconds' })
  @Min(100)
  BTCPAY_POLL_INTERVAL_MS: number = 60_000;

  /**
   * The seller named on receipts (kept on each receipt as it was when issued). Required in
   * production; elsewhere receipts name a placeholder that says it is one.
   */
  @Transform(({ value }) => (value === '' ? undefined : value))
  @ValidateIf((c: PaymentsConfig) => c.NODE_ENV === 'production' || c.RECEIPT_SELLER_NAME !== undefined)
  @IsString({ message: REQUIRED_SELLER })
  @Matches(/^[^\r\n<>]{1,120}$/, { message: 'must be 1-120 characters without line breaks, < or >' })
  RECEIPT_SELLER_NAME?: string;

  /** The seller's postal address on receipts; `\n` or `|` starts a new line. As the name, required in production. */
  @Transform(({ value }) => (value === '' ? undefined : value))
  @ValidateIf((c: PaymentsConfig) => c.NODE_ENV === 'production' || c.RECEIPT_SELLER_ADDRESS !== undefined)
  @IsString({ message: REQUIRED_SELLER })
  @Matches(/^[^<>]{1,300}$/, { message: 'must be 1-300 characters without < or >' })
  RECEIPT_SELLER_ADDRESS?: string;

  /** The seller printed on new receipts: the settings, or outside production a placeholder saying so. */
  get receiptSeller(): { name: string; address: string } {
    return {
      name: this.RECEIPT_SELLER_NAME ?? PLACEHOLDER_SELLER.name,
      address: this.RECEIPT_SELLER_ADDRESS ?? PLACEHOLDER_SELLER.address,
    };
  }

  /** The seller's VAT number on receipts; unset or empty, receipts show none. */
  @Transform(({ value }) => (value === '' ? undefined : value))
  @IsOptional()
  @Matches(/^[A-Z0-9 .-]{2,30}$/i, { message: 'must be 2-30 letters, digits, spaces, dots or dashes' })
  RECEIPT_SELLER_VAT_ID?: string;

  private routes?: PaymentRoutes;

  /** PAYMENT_ROUTES read, every way to pay with its providers (PAYMENT_PROVIDER where it names none). */
  get paymentRoutes(): PaymentRoutes {
    this.routes ??= parsePaymentRoutes(this.PAYMENT_ROUTES, this.PAYMENT_PROVIDER);
    return this.routes;
  }

  /** The providers new payments may go to. */
  get providersInUse(): PaymentProviderName[] {
    return routedProviders(this.paymentRoutes);
  }

  /** "Simulate payment" exists only while the sandbox provider takes payments, outside production. */
  /** How often an open payment of `provider` is asked about. */
  pollIntervalFor(provider: string): number {
    return provider === 'btcpay' ? this.BTCPAY_POLL_INTERVAL_MS : this.PAYMENT_POLL_INTERVAL_MS;
  }

  get canSimulatePayments(): boolean {
    return this.providersInUse.includes('sandbox') && !this.isProduction;
  }
}
