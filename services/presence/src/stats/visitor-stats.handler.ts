import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { HourlyCount, OverviewSubjects } from '@storefront/contracts';
import { Handles } from '@storefront/platform';
import { DataSource } from 'typeorm';

/** Visits started per hour (the connection history), for the back office's traffic chart. */
@Controller()
export class VisitorStatsHandler {
  constructor(private readonly db: DataSource) {}

  @Handles(OverviewSubjects.visitorsByHour)
  async visitorsByHour(@Payload() { hours }: { hours: number }): Promise<{ rows: HourlyCount[] }> {
    const rows: { hour: Date; count: number }[] = await this.db.query(
      `SELECT date_trunc('hour', connected_at) AS hour, count(*)::int AS count
         FROM presence.connections
        WHERE connected_at >= date_trunc('hour', now()) - ($1::int - 1) * interval '1 hour'
        GROUP BY 1
        ORDER BY 1`,
      [hours],
    );
    return { rows: rows.map((r) => ({ hour: r.hour.toISOString(), count: r.count })) };
  }
}
