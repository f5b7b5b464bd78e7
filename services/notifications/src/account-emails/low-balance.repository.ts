import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

interface BalanceSeen {
  userId: string;
  balance: number;
  delta: number;
  /** When the change committed; events without it are never taken as stale. */
  at?: string;
}

/**
 * Whether each user's balance is below their threshold, as of the latest balance change seen.
 * A change that takes it from not below to below is a crossing, counted once; the count of
 * crossings announced is kept apart, so an alert whose sending failed is sent when the event
 * comes again, and never twice.
 */
@Injectable()
export class LowBalanceRepository {
  constructor(private readonly db: DataSource) {}

  /**
   * Applies a balance change under the user's row lock, measured against the user's threshold
   * (`defaultThreshold` without preferences of their own; 0 means off), and returns that threshold
   * with the crossing to announce, if the balance is below it with a crossing not yet announced.
   * Changes older than the latest one seen are ignored: events may arrive out of order. One call
   * to `notifications.low_balance_seen` (low-balance.sql.ts).
   */
  async apply(
    change: BalanceSeen,
    defaultThreshold: number,
  ): Promise<{ threshold: number; crossing: number | null }> {
    const [row]: { threshold: number; crossing: number | null }[] = await this.db.query(
      `SELECT threshold, crossing FROM notifications.low_balance_seen($1, $2, $3, $4, $5)`,
      [change.userId, change.balance, change.delta, change.at ?? null, defaultThreshold],
    );
    return row;
  }

  async markAnnounced(userId: string, crossing: number): Promise<void> {
    await this.db.query(
      `UPDATE notifications.low_balance_states SET announced = $2 WHERE user_id = $1 AND announced < $2`,
      [userId, crossing],
    );
  }
}
