import { Injectable } from '@nestjs/common';
import type {
  ListNotificationsReply,
  NotificationRow,
  NotificationTextCode,
  NotificationType,
  StoredTextParams,
} from '@storefront/contracts';
import { preparedQuery } from '@storefront/platform';
import { DataSource, EntityManager } from 'typeorm';

export interface NewNotification {
  userId: string;
  type: NotificationType;
  /** The text in English, kept as written; for a coded text, what its code and values give in English. */
  title: string;
  message: string;
  /** The text as a code and its values, written out in the reader's language when read (none for a broadcast). */
  code?: NotificationTextCode;
  params?: StoredTextParams;
  /** Makes the insert happen at most once per key (e.g. one welcome per user). */
  dedupeKey?: string;
}

type NotificationRecord = Omit<NotificationRow, 'created_at'> & { created_at: Date };

const TABLE = '"notifications"."notifications"';
const COLUMNS = '"id", "user_id", "type", "title", "message", "code", "params", "is_read", "created_at"';

/** A page of a user's notifications, newest first, their unread count and total (see listPage). */
const LIST_SQL = `SELECT
     (SELECT count(*)::int FROM ${TABLE} WHERE "user_id" = $1 AND NOT "is_read") AS "unread_count",
     (SELECT count(*)::int FROM ${TABLE} WHERE "user_id" = $1) AS "total",
     (SELECT coalesce(
               json_agg(
                 json_build_object(
                   'id', p."id", 'user_id', p."user_id", 'type', p."type", 'title', p."title",
                   'message', p."message", 'code', p."code", 'params', p."params", 'is_read', p."is_read",
                   'created_at', to_char(p."created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
                 ) ORDER BY p."created_at" DESC, p."id" DESC
               ),
               '[]'::json)
        FROM (SELECT * FROM ${TABLE} WHERE "user_id" = $1
               ORDER BY "created_at" DESC, "id" DESC LIMIT $2 OFFSET $3) p) AS "notifications"`;

function toRow(r: NotificationRecord): NotificationRow {
  return { ...r, created_at: r.created_at.toISOString() };
}

/** Every query names the owner, so one user can never read or change another's rows. */
@Injectable()
export class NotificationRepository {
  constructor(private readonly db: DataSource) {}

  /**
   * The new row, or null when a row with the same dedupe key already exists; in `em`'s
   * transaction when one is given.
   */
  async insert(n: NewNotification, em: EntityManager = this.db.manager): Promise<NotificationRow | null> {
    const rows: NotificationRecord[] = await em.query(
      `INSERT INTO ${TABLE} ("user_id", "type", "title", "message", "code", "params", "dedupe_key")
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT DO NOTHING
       RETURNING ${COLUMNS}`,
      [n.userId, n.type, n.title, n.message, n.code ?? null, n.params ?? null, n.dedupeKey ?? null],
    );
    return rows[0] ? toRow(rows[0]) : null;
  }

  /**
   * One page of a user's notifications, newest first, their unread count and how many they have in
   * all, in one statement: one round trip and one pooled connection per list, and every figure from
   * the same snapshot, as a prepared statement. The total is an index-only count on
   * (user_id, created_at), so the page can say how many there are and whether more follow.
   * Postgres builds the page as JSON (timestamps already in `toISOString()` form, truncated to the
   * millisecond as a JS Date would be), so no row objects or dates are built here.
   */
  async listPage(userId: string, limit: number, offset: number): Promise<ListNotificationsReply> {
    const [row] = await preparedQuery<{
      notifications: NotificationRow[];
      unread_count: number;
      total: number;
    }>(this.db, 'notifications.list', LIST_SQL, [userId, limit, offset]);
    return { notifications: row.notifications, unreadCount: row.unread_count, total: row.total };
  }

  async markRead(userId: string, id: string): Promise<NotificationRow | null> {
    const [rows]: [NotificationRecord[], number] = await this.db.query(
      `UPDATE ${TABLE} SET "is_read" = true WHERE "id" = $1 AND "user_id" = $2 RETURNING ${COLUMNS}`,
      [id, userId],
    );
    return rows[0] ? toRow(rows[0]) : null;
  }

  async markAllRead(userId: string): Promise<number> {
    const [, affected]: [unknown[], number] = await this.db.query(
      `UPDATE ${TABLE} SET "is_read" = true WHERE "user_id" = $1 AND NOT "is_read"`,
      [userId],
    );
    return affected;
  }

  /**
   * One row per user in a single statement, so a batch of thousands is one round trip; returns how
   * many were written. With `dedupePrefix`, each row's dedupe key is the prefix and the user id, and
   * users who already have a row with that key are skipped.
   */
  async insertForUsers(
    userIds: string[],
    n: Omit<NewNotification, 'userId' | 'dedupeKey'>,
    at: Date,
    dedupePrefix?: string,
  ): Promise<number> {
    if (!userIds.length) return 0;
    const [row]: { n: number }[] = dedupePrefix
      ? await this.db.query(
          // The index is partial: ON CONFLICT names its predicate, or Postgres finds no index to use.
          `WITH inserted AS (
             INSERT INTO ${TABLE} ("user_id", "type", "title", "message", "created_at", "dedupe_key")
             SELECT id, $2, $3, $4, $5, $6 || id::text FROM unnest($1::uuid[]) AS id
             ON CONFLICT ("dedupe_key") WHERE "dedupe_key" IS NOT NULL DO NOTHING
             RETURNING 1
           )
           SELECT count(*)::int AS n FROM inserted`,
          [userIds, n.type, n.title, n.message, at, dedupePrefix],
        )
      : await this.db.query(
          `WITH inserted AS (
             INSERT INTO ${TABLE} ("user_id", "type", "title", "message", "created_at")
             SELECT id, $2, $3, $4, $5 FROM unnest($1::uuid[]) AS id
             RETURNING 1
           )
           SELECT count(*)::int AS n FROM inserted`,
          [userIds, n.type, n.title, n.message, at],
        );
    return row.n;
  }
}
