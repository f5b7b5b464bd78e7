import { Injectable } from '@nestjs/common';
import type { AvailabilityView, SpendView, UsageDay } from '@storefront/contracts';
import { DataSource } from 'typeorm';
import type { LedgerCsvRow } from './transactions-csv';
import { SpendRow, SPEND_COLUMNS, heldAt, money, toSpend } from './spend-rows';

/** The ledger export's days (`YYYY-MM-DD`, both included, either open) in `timeZone`. */
export interface LedgerPeriod {
  from?: string;
  to?: string;
  timeZone: string;
}

/** $2 and $3 the period's first and last day (or null), $4 its time zone. */
export const IN_PERIOD = `($2::date IS NULL OR created_at >= ($2::date::timestamp AT TIME ZONE $4))
          AND ($3::date IS NULL OR created_at < (($3::date + 1)::timestamp AT TIME ZONE $4))`;
export const periodParams = (userId: string, { from, to, timeZone }: LedgerPeriod) => [
  userId,
  from ?? null,
  to ?? null,
  timeZone,
];

/** What the spend API and the ledger export read: availability, a user's spends, usage, the ledger's slices. */
@Injectable()
export class LedgerReadsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async availability(userId: string): Promise<AvailabilityView> {
    const rows: { balance: string; held: string }[] = await this.dataSource.query(
      `SELECT COALESCE((SELECT balance FROM credits.balances WHERE user_id = $1), 0) AS balance,
              ${heldAt('now()')} AS held`,
      [userId],
    );
    const balance = money(rows[0].balance);
    const held = money(rows[0].held);
    return { balance, held, available: money(balance - held) };
  }

  async listSpends(
    userId: string,
    limit: number,
    offset: number,
  ): Promise<{ spends: SpendView[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.dataSource.query(
        `SELECT ${SPEND_COLUMNS} FROM credits.transactions t
          WHERE t.user_id = $1 AND t.type = 'credit_spend' AND t.api_key_id IS NOT NULL
          ORDER BY t.created_at DESC, t.id DESC LIMIT $2 OFFSET $3`,
        [userId, limit, offset],
      ) as Promise<SpendRow[]>,
      this.dataSource.query(
        `SELECT count(*)::int AS total FROM credits.transactions
          WHERE user_id = $1 AND type = 'credit_spend' AND api_key_id IS NOT NULL`,
        [userId],
      ) as Promise<{ total: number }[]>,
    ]);
    return { spends: rows.map(toSpend), total: count[0].total };
  }

  /**
   * Credits spent through the API on each of the last `days` days in `timeZone`, oldest first,
   * zero on days without spends. A reversed spend is not counted.
   */
  async usage(userId: string, days: number, timeZone: string): Promise<UsageDay[]> {
    const rows: { date: string; spent: string }[] = await this.dataSource.query(
      `WITH span AS (
         SELECT generate_series((now() AT TIME ZONE $2)::date - ($3::int - 1), (now() AT TIME ZONE $2)::date,
                                interval '1 day')::date AS day
       ), spent AS (
         SELECT (t.created_at AT TIME ZONE $2)::date AS day, sum(-t.amount) AS total
           FROM credits.transactions t
          WHERE t.user_id = $1 AND t.type = 'credit_spend' AND t.api_key_id IS NOT NULL
            AND t.created_at >= (((now() AT TIME ZONE $2)::date - ($3::int - 1))::timestamp AT TIME ZONE $2)
            AND NOT EXISTS (SELECT 1 FROM credits.transactions r WHERE r.reverses_id = t.id)
          GROUP BY 1
       )
       SELECT to_char(span.day, 'YYYY-MM-DD') AS date, COALESCE(spent.total, 0) AS spent
         FROM span LEFT JOIN spent ON spent.day = span.day
        ORDER BY span.day`,
      [userId, timeZone, days],
    );
    return rows.map((r) => ({ date: r.date, spent: money(r.spent) }));
  }

  /** A slice of a user's ledger for the CSV export, newest first, after `cursor`, within `period`. */
  async ledgerSlice(
    userId: string,
    period: LedgerPeriod,
    cursor: { at: string; id: string } | null,
    limit: number,
  ): Promise<LedgerCsvRow[]> {
    return this.dataSource.query(
      `SELECT id, created_at, created_at::text AS at, type, amount, description, description_code,
              description_params, api_key_name
         FROM credits.transactions
        WHERE user_id = $1 AND ${IN_PERIOD}
          AND ($5::timestamptz IS NULL OR (created_at, id) < ($5::timestamptz, $6::uuid))
        ORDER BY created_at DESC, id DESC LIMIT $7`,
      [...periodParams(userId, period), cursor?.at ?? null, cursor?.id ?? null, limit],
    );
  }

  /** How many rows the export of `period` has, counting no further than `atMost`. */
  async ledgerRows(userId: string, period: LedgerPeriod, atMost: number): Promise<number> {
    const [row]: { rows: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS rows
         FROM (SELECT 1 FROM credits.transactions WHERE user_id = $1 AND ${IN_PERIOD} LIMIT $5) capped`,
      [...periodParams(userId, period), atMost],
    );
    return row.rows;
  }
}
