import { Injectable } from '@nestjs/common';
import type { StoredTextParams } from '@storefront/contracts';
import { DataSource } from 'typeorm';

export interface StatementLedgerRow {
  id: string;
  created_at: Date;
  /** created_at to the microsecond, as Postgres writes it: where the next slice starts. */
  at: string;
  type: string;
  admin_id: string | null;
  api_key_id: string | null;
  amount: string;
  description: string | null;
  description_code: string | null;
  description_params: StoredTextParams | null;
}

/** The month `YYYY-MM` in `timeZone`, as the instants it starts and ends at. */
const MONTH_START = `(($2 || '-01')::date::timestamp AT TIME ZONE $3)`;
const MONTH_END = `((($2 || '-01')::date + interval '1 month')::timestamp AT TIME ZONE $3)`;

@Injectable()
export class StatementRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The month's bounds and the balance at its start (the sum of every earlier ledger row). */
  async opening(
    userId: string,
    month: string,
    timeZone: string,
  ): Promise<{ balance: string; start: Date; end: Date }> {
    const [row]: { balance: string; start: Date; end: Date }[] = await this.dataSource.query(
      `SELECT COALESCE((SELECT sum(amount) FROM credits.transactions
                         WHERE user_id = $1 AND created_at < ${MONTH_START}), 0) AS balance,
              ${MONTH_START} AS start, ${MONTH_END} AS end`,
      [userId, month, timeZone],
    );
    return row;
  }

  /** How many ledger rows the month has, counting no further than `atMost`. */
  async rows(userId: string, month: string, timeZone: string, atMost: number): Promise<number> {
    const [row]: { rows: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS rows
         FROM (SELECT 1 FROM credits.transactions
                WHERE user_id = $1 AND created_at >= ${MONTH_START} AND created_at < ${MONTH_END}
                LIMIT $4) capped`,
      [userId, month, timeZone, atMost],
    );
    return row.rows;
  }

  /** The month's ledger rows after `cursor`, oldest first. */
  slice(
    userId: string,
    month: string,
    timeZone: string,
    cursor: { at: string; id: string } | null,
    limit: number,
  ): Promise<StatementLedgerRow[]> {
    return this.dataSource.query(
      `SELECT id, created_at, created_at::text AS at, type, admin_id, api_key_id, amount, description,
              description_code, description_params
         FROM credits.transactions
        WHERE user_id = $1 AND created_at >= ${MONTH_START} AND created_at < ${MONTH_END}
          AND ($4::timestamptz IS NULL OR (created_at, id) > ($4::timestamptz, $5::uuid))
        ORDER BY created_at, id LIMIT $6`,
      [userId, month, timeZone, cursor?.at ?? null, cursor?.id ?? null, limit],
    );
  }
}
