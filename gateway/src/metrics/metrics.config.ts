import { IsOptional, Matches } from 'class-validator';
import { IsIntSetting } from '@storefront/platform';

/** Settings of the gateway's `/metrics`, read once at start like GatewayConfig. */
export class MetricsConfig {
  /**
   * When set, `/metrics` answers only requests bearing `Authorization: Bearer <token>`. When unset,
   * it answers only direct (unproxied) requests from loopback or private addresses: in-cluster
   * scrapers, never the public through the Ingress.
   */
  @IsOptional()
  @Matches(/^[\x21-\x7e]{16,256}$/, { message: 'must be 16-256 visible ASCII characters' })
  METRICS_TOKEN?: string;

  /**
   * Sockets one gateway pod is sized to hold: the socket benchmark holds 5,000 under 1 GiB. Not
   * enforced: published as `gateway_socket_capacity` so alerts compare the live count against it.
   */
  @IsIntSetting(1, 1000000, 'must be a whole number')
  SOCKET_CAPACITY_PER_POD: number = 5000;
}
