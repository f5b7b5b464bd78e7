import { Injectable } from '@nestjs/common';
import type {
  ConnectionRecord,
  ConnectionStats,
  ConnectionsFilterValues,
  VisitorDevice,
} from '@storefront/contracts';
import { DataSource } from 'typeorm';

interface VisitOpening {
  id: string;
  userId: string | null;
  userCode: string | null;
  email: string | null;
  name: string | null;
  ipNetwork: string;
  device: VisitorDevice;
  browser: string;
  os: string;
  language: string | null;
  connectedAt: Date;
  lastActivity: Date;
}

interface PageViews {
  id: string;
  at: Date;
  pages: number;
}

interface ConnectionRow extends Pick<
  ConnectionRecord,
  'id' | 'email' | 'name' | 'ip_network' | 'device' | 'browser' | 'os'
> {
  user_code: string | null;
  connected_at: Date;
  disconnected_at: Date | null;
  last_activity_at: Date;
  duration: number;
  status: 'connected' | 'disconnected';
  pages_visited: number;
  location: string | null;
}

const COLUMNS = `id, user_code, email, name, ip_network, device, browser, os, connected_at, disconnected_at,
  last_activity_at, status, pages_visited, location,
  GREATEST(0, floor(extract(epoch FROM COALESCE(disconnected_at, now()) - connected_at)))::int AS duration`;

/** A visit closed by its socket's disconnect stays closed; one closed for inactivity reopens on activity. */
const REOPENABLE = `c.close_reason IS DISTINCT FROM 'disconnect'`;

function toRecord(row: ConnectionRow): ConnectionRecord {
  return {
    id: row.id,
    userCode: row.user_code,
    email: row.email,
    name: row.name,
    ip_network: row.ip_network,
    device: row.device,
    browser: row.browser,
    os: row.os,
    connectedAt: row.connected_at.toISOString(),
    disconnectedAt: row.disconnected_at?.toISOString() ?? null,
    duration: row.duration,
    status: row.status,
    pagesVisited: row.pages_visited,
    location: row.location,
    lastActivity: row.last_activity_at.toISOString(),
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** SQL conditions for the history tab's filters; values go into `params`. */
function where(filter: ConnectionsFilterValues, timeZone: string, params: unknown[]): string {
  const conditions: string[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filter.search) {
    const p = param(`%${escapeLike(filter.search)}%`);
    conditions.push(`(email ILIKE ${p} OR name ILIKE ${p} OR user_code ILIKE ${p} OR ip_network ILIKE ${p})`);
  }
  if (filter.device && filter.device !== 'all') conditions.push(`device = ${param(filter.device)}`);
  if (filter.status && filter.status !== 'all') conditions.push(`status = ${param(filter.status)}`);
  if (filter.date === 'today') {
    const tz = param(timeZone);
    conditions.push(`connected_at >= (date_trunc('day', now() AT TIME ZONE ${tz}) AT TIME ZONE ${tz})`);
  } else if (filter.date === 'week') {
    conditions.push(`connected_at >= now() - interval '7 days'`);
  } else if (filter.date === 'month') {
    conditions.push(`connected_at >= now() - interval '30 days'`);
  }
  return conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
}

/** `presence.connections`: one row per visit, written as the visit happens. */
@Injectable()
export class ConnectionsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Starts a visit (its first page counts), or on a repeated hello fills in who it is. */
  async open(v: VisitOpening): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO presence.connections AS c
         (id, user_id, user_code, email, name, ip_network, device, browser, os, language,
          connected_at, last_activity_at, pages_visited)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, date_trunc('milliseconds', $11::timestamptz), $12, 1)
       ON CONFLICT (id) DO UPDATE SET
         user_id = COALESCE(EXCLUDED.user_id, c.user_id),
         user_code = COALESCE(EXCLUDED.user_code, c.user_code),
         email = COALESCE(EXCLUDED.email, c.email),
         name = COALESCE(EXCLUDED.name, c.name),
         language = COALESCE(EXCLUDED.language, c.language),
         last_activity_at = GREATEST(c.last_activity_at, EXCLUDED.last_activity_at),
         status = 'connected', disconnected_at = NULL, close_reason = NULL
       WHERE ${REOPENABLE}`,
      [
        v.id,
        v.userId,
        v.userCode,
        v.email,
        v.name,
        v.ipNetwork,
        v.device,
        v.browser,
        v.os,
        v.language,
        v.connectedAt,
        v.lastActivity,
      ],
    );
  }

  /** Adds page views and moves last activity forward, for many visits in one statement. */
  async recordActivity(entries: PageViews[]): Promise<void> {
    if (!entries.length) return;
    await this.dataSource.query(
      `UPDATE presence.connections c SET
         pages_visited = c.pages_visited + v.pages,
         last_activity_at = GREATEST(c.last_activity_at, v.at),
         status = 'connected', disconnected_at = NULL, close_reason = NULL
       FROM unnest($1::uuid[], $2::timestamptz[], $3::int[]) AS v(id, at, pages)
       WHERE c.id = v.id AND ${REOPENABLE} AND (v.pages > 0 OR v.at > c.last_activity_at)`,
      [entries.map((e) => e.id), entries.map((e) => e.at), entries.map((e) => e.pages)],
    );
  }

  /** The socket left: the visit ends, with the page views the gateway had not sent yet. */
  async close(id: string, end: { at: Date; lastActivity: Date | null; pages: number }): Promise<void> {
    // A visit already closed for inactivity keeps that end; it only becomes final.
    await this.dataSource.query(
      `UPDATE presence.connections c SET
         pages_visited = c.pages_visited + $4,
         last_activity_at = GREATEST(c.last_activity_at, COALESCE($3, c.last_activity_at)),
         disconnected_at = CASE WHEN c.status = 'connected' THEN GREATEST(c.connected_at, $2) ELSE c.disconnected_at END,
         status = 'disconnected',
         close_reason = 'disconnect'
       WHERE c.id = $1 AND ${REOPENABLE}`,
      [id, end.at, end.lastActivity, end.pages],
    );
  }

  /** Ends visits idle since before `before`, at their last activity. */
  async closeIdle(before: Date): Promise<number> {
    const [, count]: [unknown, number] = await this.dataSource.query(
      `UPDATE presence.connections SET status = 'disconnected', disconnected_at = last_activity_at,
         close_reason = 'inactivity'
       WHERE status = 'connected' AND last_activity_at < $1`,
      [before],
    );
    return count;
  }

  async purge(before: Date): Promise<number> {
    const [, count]: [unknown, number] = await this.dataSource.query(
      `DELETE FROM presence.connections WHERE COALESCE(disconnected_at, last_activity_at) < $1`,
      [before],
    );
    return count;
  }

  /** A deleted account's visits stay in the statistics, without anything that names the person. */
  async forgetUser(userId: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE presence.connections SET user_id = NULL, user_code = NULL, email = NULL, name = NULL
       WHERE user_id = $1`,
      [userId],
    );
  }

  async page(
    filter: ConnectionsFilterValues,
    page: number,
    pageSize: number,
    timeZone: string,
  ): Promise<{ items: ConnectionRecord[]; stats: ConnectionStats }> {
    const params: unknown[] = [];
    const clause = where(filter, timeZone, params);
    const [rows, stats] = await Promise.all([
      this.dataSource.query(
        `SELECT ${COLUMNS} FROM presence.connections ${clause}
         ORDER BY connected_at DESC, id DESC LIMIT ${Number(pageSize)} OFFSET ${(page - 1) * pageSize}`,
        params,
      ) as Promise<ConnectionRow[]>,
      this.dataSource.query(
        `SELECT count(*)::int AS total,
                count(*) FILTER (WHERE status = 'connected')::int AS connected,
                count(DISTINCT lower(email))::int AS unique_users,
                COALESCE(round(avg(pages_visited)), 0)::int AS avg_pages
           FROM presence.connections ${clause}`,
        params,
      ) as Promise<{ total: number; connected: number; unique_users: number; avg_pages: number }[]>,
    ]);
    const s = stats[0];
    return {
      items: rows.map(toRecord),
      stats: { total: s.total, connected: s.connected, uniqueUsers: s.unique_users, avgPages: s.avg_pages },
    };
  }

  /** Rows after `after` in the list's order (newest first), for exporting without offsets drifting. */
  async slice(
    filter: ConnectionsFilterValues,
    after: { connectedAt: string; id: string } | null,
    limit: number,
    timeZone: string,
  ): Promise<ConnectionRecord[]> {
    const params: unknown[] = [];
    let clause = where(filter, timeZone, params);
    if (after) {
      params.push(after.connectedAt, after.id);
      const keyset = `(connected_at, id) < ($${params.length - 1}::timestamptz, $${params.length}::uuid)`;
      clause = clause ? `${clause} AND ${keyset}` : `WHERE ${keyset}`;
    }
    const rows: ConnectionRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM presence.connections ${clause}
       ORDER BY connected_at DESC, id DESC LIMIT ${Number(limit)}`,
      params,
    );
    return rows.map(toRecord);
  }
}
