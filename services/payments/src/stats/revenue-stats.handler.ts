import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { DailyRevenue, OverviewSubjects, StatsWindowRequest } from '@storefront/contracts';
import { Handles } from '@storefront/platform';
import { DataSource } from 'typeorm';

/**
 * Paid payments per day and currency, for the back office's revenue chart, less what was given
 * back of them by claim link (a payment refunded in full is `refunded` and not counted).
 */
@Controller()
export class RevenueStatsHandler {
  constructor(private readonly db: DataSource) {}

  @Handles(OverviewSubjects.revenueByDay)
  async revenueByDay(@Payload() { days, timeZone }: StatsWindowRequest): Promise<{ rows: DailyRevenue[] }> {
    const rows: DailyRevenue[] = await this.db.query(
      `SELECT to_char(date_trunc('day', paid_at AT TIME ZONE $2), 'YYYY-MM-DD') AS day,
              currency, sum(amount - coalesce(refund_amount, 0))::float8 AS amount,
              sum(credits - coalesce(refund_credits, 0))::int AS credits, count(*)::int AS payments
         FROM payments.payments
        WHERE status = 'paid'
          AND paid_at >= (date_trunc('day', now() AT TIME ZONE $2) - ($1::int - 1) * interval '1 day') AT TIME ZONE $2
        GROUP BY 1, 2
        ORDER BY 1, 2`,
      [days, timeZone],
    );
    return { rows };
  }
}
