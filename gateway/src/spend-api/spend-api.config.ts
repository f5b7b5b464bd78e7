import { IsIntSetting } from '@storefront/platform';

/** Settings of the spend API (`/api/v1`), read once at start like GatewayConfig. */
export class SpendApiConfig {
  /** Requests one API key may make per minute, across every gateway replica (see ApiKeyRate). */
  @IsIntSetting(1, 10_000_000, 'must be a whole number')
  API_KEY_REQUESTS_PER_MINUTE: number = 600;

  /**
   * Failed API key checks (unknown, revoked or expired keys) one address (IPv6: its /64) may make
   * per minute, across every gateway replica; past them, its key requests get 429 without a lookup
   * (see ApiKeyFailures).
   */
  @IsIntSetting(1, 1_000_000, 'must be a whole number')
  API_KEY_FAILURES_PER_IP_PER_MINUTE: number = 20;
}
