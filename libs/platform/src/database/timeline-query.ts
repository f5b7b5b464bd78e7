import type { DataSource } from 'typeorm';

/** Where a service keeps one kind of a customer's timeline entries. */
export interface TimelineSource {
  /** The columns and the table: `id, … FROM schema.table`. */
  from: string;
  /** The condition naming the customer, on $1. */
  owner: string;
  /** The time the entries are ordered by, newest first. */
  time: string;
  /** A further condition, on the parameters from $4 (`extra`). */
  and?: string;
}

/**
 * One page of a customer's entries for the back office's timeline: newest first, made before
 * `before` when given (keyset paging on the time, then the id), at most `limit`.
 */
export function timelinePage<Row>(
  db: DataSource,
  source: TimelineSource,
  owner: string,
  limit: number,
  before?: string,
  extra: unknown[] = [],
): Promise<Row[]> {
  return db.query(
    `SELECT ${source.from}
        WHERE ${source.owner} AND ($3::timestamptz IS NULL OR ${source.time} < $3::timestamptz)${
          source.and ? `\n          AND ${source.and}` : ''
        }
        ORDER BY ${source.time} DESC, id DESC LIMIT $2`,
    [owner, limit, before ?? null, ...extra],
  );
}
