import { Injectable } from '@nestjs/common';
import type { AuditAction, AuditEntry, RecordAuditRequest } from '@storefront/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { timelinePage, type TimelineSource } from '@storefront/platform';

interface AuditRow extends Omit<AuditEntry, 'created_at'> {
  created_at: Date;
}

/** The admin schema's audit trail: append-only. */
@Injectable()
export class AuditLogRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Pass the manager of the transaction that makes the change, so both land or neither does. */
  async append(entry: RecordAuditRequest, manager: EntityManager = this.dataSource.manager): Promise<string> {
    const rows: { id: string }[] = await manager.query(
      `INSERT INTO admin.audit_log (actor_id, actor_email, action, target, details)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [
        entry.actor?.id ?? null,
        entry.actor?.email ?? null,
        entry.action,
        entry.target ?? null,
        JSON.stringify(entry.details ?? {}),
      ],
    );
    return rows[0].id;
  }

  /**
   * Appends the entry unless the log already has this action about this target: for entries
   * written from a durable event, which may be delivered more than once.
   */
  async appendOnce(entry: RecordAuditRequest & { target: string }): Promise<void> {
    await this.dataSource.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`audit:${entry.action}:${entry.target}`]);
      const found: unknown[] = await tx.query(
        `SELECT 1 FROM admin.audit_log WHERE target = $1 AND action = $2 LIMIT 1`,
        [entry.target, entry.action],
      );
      if (!found.length) await this.append(entry, tx);
    });
  }

  /** Entries about one target (a user id), newest first, made before a time, but `except` actions. */
  async about(
    target: string,
    limit: number,
    before?: string,
    except: readonly AuditAction[] = [],
  ): Promise<AuditEntry[]> {
    const rows = await timelinePage<AuditRow>(this.dataSource, AUDIT_TIMELINE, target, limit, before, [
      except,
    ]);
    return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
  }

  async page(page: number, pageSize: number): Promise<{ entries: AuditEntry[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.dataSource.query(
        `SELECT id, actor_id, actor_email, action, target, details, created_at
           FROM admin.audit_log ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2`,
        [pageSize, (page - 1) * pageSize],
      ) as Promise<AuditRow[]>,
      // Kept by the table's triggers: no count over every entry at each page.
      this.dataSource.query(`SELECT entries::int AS total FROM admin.audit_log_size`) as Promise<
        { total: number }[]
      >,
    ]);
    return {
      entries: rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })),
      total: count[0]?.total ?? 0,
    };
  }
}

/** Where the customer timeline (`timelinePage` above) reads these from. */
const AUDIT_TIMELINE: TimelineSource = {
  from: 'id, actor_id, actor_email, action, target, details, created_at FROM admin.audit_log',
  owner: 'target = $1',
  time: 'created_at',
  and: 'NOT (action = ANY($4::text[]))',
};
