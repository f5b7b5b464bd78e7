import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { DailyCount, OverviewSubjects, StatsWindowRequest } from '@storefront/contracts';
import { Handles } from '@storefront/platform';
import { DataSource } from 'typeorm';

/** Accounts created per day, for the back office's sign-ups chart. */
@Controller()
export class SignupStatsHandler {
  constructor(private readonly db: DataSource) {}

  @Handles(OverviewSubjects.signupsByDay)
  async signupsByDay(@Payload() { days, timeZone }: StatsWindowRequest): Promise<{ rows: DailyCount[] }> {
    const rows: DailyCount[] = await this.db.query(
      `SELECT to_char(date_trunc('day', created_at AT TIME ZONE $2), 'YYYY-MM-DD') AS day, count(*)::int AS count
         FROM auth.users
        WHERE created_at >= (date_trunc('day', now() AT TIME ZONE $2) - ($1::int - 1) * interval '1 day') AT TIME ZONE $2
        GROUP BY 1
        ORDER BY 1`,
      [days, timeZone],
    );
    return { rows };
  }
}
