import { EXPORT_MAX_ROWS_LIMIT } from '@storefront/contracts';
import { IsIntSetting } from '@storefront/platform';

/** Limits of the customer's CSV exports, read once at start like GatewayConfig. */
export class CreditsExportConfig {
  /**
   * The most rows one export holds: a ledger period or a statement month with more is refused
   * (422) before anything is sent, naming the cap and asking for a shorter period.
   */
  @IsIntSetting(1, EXPORT_MAX_ROWS_LIMIT, 'must be a whole number')
  CSV_EXPORT_MAX_ROWS: number = 100_000;
}
