import { EXPORT_MAX_ROWS_LIMIT } from '@storefront/contracts';
import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';

/** Limits of the customer's CSV exports, read once at start like GatewayConfig. */
export class CreditsExportConfig {
  /**
   * The most rows one export holds: a ledger period or a statement month with more is refused
   * (422) before anything is sent, naming the cap and asking for a shorter period.
   */
  @Type(() => Number)
  @IsInt({ message: 'must be a whole number' })
  @Min(1)
  @Max(EXPORT_MAX_ROWS_LIMIT)
  CSV_EXPORT_MAX_ROWS: number = 100_000;
}
