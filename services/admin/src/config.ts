import { Type } from 'class-transformer';
import { IsNumber, Max, Min } from 'class-validator';
import { ServiceConfig } from '@storefront/platform';

export class AdminConfig extends ServiceConfig {
  /**
   * Credit adjustments and manual payment approvals above this many credits wait for a second
   * finance or owner user to approve them (four-eyes); 0 turns the rule off.
   */
  @Type(() => Number)
  @IsNumber({ maxDecimalPlaces: 2 }, { message: 'must be a number of credits (0 turns four-eyes off)' })
  @Min(0)
  @Max(100_000_000)
  FOUR_EYES_CREDITS: number = 500;
}
