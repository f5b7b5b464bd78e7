import { IntegerParam } from '../query-params';

/** Buckets the back office's charts read; each owning service answers for its own data. */
export interface DailyCount {
  /** YYYY-MM-DD in the display time zone. */
  day: string;
  count: number;
}

export interface DailyRevenue {
  day: string;
  currency: string;
  amount: number;
  credits: number;
  payments: number;
}

export interface HourlyCount {
  /** ISO timestamp of the start of the hour. */
  hour: string;
  count: number;
}

export interface StatsWindowRequest {
  /** Whole days back from today, today included. */
  days: number;
  timeZone: string;
}

export const OverviewSubjects = {
  get: 'admin.overview.get',
  revenueByDay: 'payments.stats.revenue-by-day',
  signupsByDay: 'auth.stats.signups-by-day',
  visitorsByHour: 'presence.stats.visitors-by-hour',
} as const;

/** `GET /api/admin/overview?days=` */
export class OverviewQuery {
  @IntegerParam({ min: 1, max: 365 })
  days?: number;
}

export interface OverviewResponse {
  success: true;
  days: number;
  revenueByDay: DailyRevenue[];
  signupsByDay: DailyCount[];
  /** The last 24 hours, oldest first. */
  visitorsByHour: HourlyCount[];
}

export type OverviewRequests = {
  'admin.overview.get': { request: { days: number }; reply: OverviewResponse };
  'payments.stats.revenue-by-day': { request: StatsWindowRequest; reply: { rows: DailyRevenue[] } };
  'auth.stats.signups-by-day': { request: StatsWindowRequest; reply: { rows: DailyCount[] } };
  'presence.stats.visitors-by-hour': { request: { hours: number }; reply: { rows: HourlyCount[] } };
};
