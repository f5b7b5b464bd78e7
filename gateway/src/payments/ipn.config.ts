import { IsIntSetting } from '@storefront/platform';
import { IsOptional, IsString } from 'class-validator';

/** Settings of the payment provider's callback route, read once at start like GatewayConfig. */
export class IpnConfig {
  /**
   * Posts to the providers' callback routes one address (IPv6: its /64) may make per minute across
   * every gateway, before anything is stored. Generous: the provider's own callbacks, a few per payment
   * from a handful of addresses, stay far below it.
   */
  @IsIntSetting(1, 10_000_000, 'must be a whole number')
  PAYMENT_IPN_PER_IP_PER_MINUTE: number = 600;

  /**
   * The BTCPay webhook's secret, the payments service's own. With it the gateway checks a
   * webhook's `BTCPay-Sig` itself and answers once the delivery is stored in the event stream,
   * without waiting for the payments service; without it every delivery waits for payments' answer.
   */
  @IsOptional()
  @IsString()
  BTCPAY_WEBHOOK_SECRET?: string;
}
