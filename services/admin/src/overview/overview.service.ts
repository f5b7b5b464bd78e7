import { Injectable } from '@nestjs/common';
import { DailyCount, HourlyCount, OverviewResponse, OverviewSubjects } from '@storefront/contracts';
import { MessageBus } from '@storefront/platform';
import { AdminConfig } from '../config';

const HOURS = 24;

function dayKeys(days: number, timeZone: string, now = new Date()): string[] {
  // en-CA formats as YYYY-MM-DD.
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return Array.from({ length: days }, (_, i) =>
    format.format(new Date(now.getTime() - (days - 1 - i) * 86_400_000)),
  );
}

/** Fills the days or hours a service returned nothing for, so every chart has a full axis. */
export function fillDays(rows: DailyCount[], keys: string[]): DailyCount[] {
  const byDay = new Map(rows.map((r) => [r.day, r.count]));
  return keys.map((day) => ({ day, count: byDay.get(day) ?? 0 }));
}

export function fillHours(rows: HourlyCount[], now = new Date()): HourlyCount[] {
  const byHour = new Map(rows.map((r) => [r.hour, r.count]));
  const current = new Date(now);
  current.setUTCMinutes(0, 0, 0);
  return Array.from({ length: HOURS }, (_, i) => {
    const hour = new Date(current.getTime() - (HOURS - 1 - i) * 3_600_000).toISOString();
    return { hour, count: byHour.get(hour) ?? 0 };
  });
}

/** The back office's overview: revenue, sign-ups and traffic, each asked of the service that owns it. */
@Injectable()
export class OverviewService {
  constructor(
    private readonly bus: MessageBus,
    private readonly config: AdminConfig,
  ) {}

  async overview(days: number): Promise<OverviewResponse> {
    const timeZone = this.config.DISPLAY_TIME_ZONE;
    const [revenue, signups, visitors] = await Promise.all([
      this.bus.request(OverviewSubjects.revenueByDay, { days, timeZone }),
      this.bus.request(OverviewSubjects.signupsByDay, { days, timeZone }),
      this.bus.request(OverviewSubjects.visitorsByHour, { hours: HOURS }),
    ]);
    return {
      success: true,
      days,
      revenueByDay: revenue.rows,
      signupsByDay: fillDays(signups.rows, dayKeys(days, timeZone)),
      visitorsByHour: fillHours(visitors.rows),
    };
  }
}
