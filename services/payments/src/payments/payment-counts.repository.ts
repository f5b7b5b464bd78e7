import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/**
 * Upkeep of payments.payment_counts, the running counts the triggers of
 * stats/payment-counts.sql.ts append to (one row per key a statement changed; the sum per key is the count).
 */
@Injectable()
export class PaymentCountsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Folds the appended rows into one per key. One statement, so readers see the rows before or
   * after, never half; rows appended meanwhile are not in its snapshot and stay as they are.
   */
  async compact(): Promise<void> {
    await this.dataSource.query(`
      WITH folded AS (DELETE FROM payments.payment_counts RETURNING status, crypto, credits_added, n)
      INSERT INTO payments.payment_counts (status, crypto, credits_added, n)
        SELECT status, crypto, credits_added, sum(n) FROM folded GROUP BY 1, 2, 3 HAVING sum(n) <> 0`);
  }

  /**
   * The keys whose running count differs from a fresh count of the payments, compared in one
   * snapshot. Empty unless the triggers were bypassed (disabled, or the counts edited by hand).
   */
  async drift(): Promise<
    { status: string; crypto: string; credits_added: boolean; kept: number; actual: number }[]
  > {
    return this.dataSource.query(`
      SELECT status, crypto, credits_added, coalesce(kept.n, 0)::int AS kept, coalesce(fresh.n, 0)::int AS actual
        FROM (SELECT status, crypto, credits_added, count(*) AS n FROM payments.payments GROUP BY 1, 2, 3) fresh
        FULL JOIN (SELECT status, crypto, credits_added, sum(n) AS n FROM payments.payment_counts
                    GROUP BY 1, 2, 3 HAVING sum(n) <> 0) kept USING (status, crypto, credits_added)
       WHERE fresh.n IS DISTINCT FROM kept.n`);
  }

  /** Counts everything anew; payment writes wait for it (reads do not). */
  async recount(): Promise<void> {
    await this.dataSource.transaction(async (em) => {
      await em.query(`LOCK TABLE payments.payments IN SHARE MODE`);
      await em.query(`DELETE FROM payments.payment_counts`);
      await em.query(`
        INSERT INTO payments.payment_counts (status, crypto, credits_added, n)
          SELECT status, crypto, credits_added, count(*) FROM payments.payments GROUP BY 1, 2, 3`);
    });
  }
}
