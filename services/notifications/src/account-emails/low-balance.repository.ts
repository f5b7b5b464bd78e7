import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface BalanceSeen {
  userId: string;
  balance: number;
  delta: number;
  /** When the change committed; events without it are never taken as stale. */
  at?: string;
  /** The user's threshold; 0 means off. */
  threshold: number;
}

const isBelow = (balance: number, threshold: number) => threshold > 0 && balance < threshold;

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
   * Applies a balance change under the user's row lock (changes older than the latest one seen
   * are ignored: events may arrive out of order) and returns the crossing to announce, if the
   * balance is below the threshold with a crossing not yet announced.
   */
  async apply(change: BalanceSeen): Promise<number | null> {
    return this.db.transaction(async (em) => {
      // Before the first change seen, the balance was what this change started from.
      await em.query(
        `INSERT INTO notifications.low_balance_states (user_id, below, balance) VALUES ($1, $2, $3)
         ON CONFLICT (user_id) DO NOTHING`,
        [
          change.userId,
          isBelow(change.balance - change.delta, change.threshold),
          change.balance - change.delta,
        ],
      );
      const [state]: { below: boolean; stale: boolean; crossings: number; announced: number }[] =
        await em.query(
          `SELECT below, crossings, announced,
                  (seen_at IS NOT NULL AND $2::timestamptz IS NOT NULL AND seen_at >= $2::timestamptz) AS stale
             FROM notifications.low_balance_states WHERE user_id = $1 FOR UPDATE`,
          [change.userId, change.at ?? null],
        );
      let { below, crossings } = state;
      if (!state.stale) {
        const now = isBelow(change.balance, change.threshold);
        if (now && !below) crossings++;
        below = now;
        await em.query(
          `UPDATE notifications.low_balance_states
              SET below = $2, balance = $3, crossings = $4, seen_at = COALESCE($5::timestamptz, seen_at),
                  updated_at = now()
            WHERE user_id = $1`,
          [change.userId, below, change.balance, crossings, change.at ?? null],
        );
      }
      return below && state.announced < crossings ? crossings : null;
    });
  }

  async markAnnounced(userId: string, crossing: number): Promise<void> {
    await this.db.query(
      `UPDATE notifications.low_balance_states SET announced = $2 WHERE user_id = $1 AND announced < $2`,
      [userId, crossing],
    );
  }
}
