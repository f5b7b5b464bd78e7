import { Injectable } from '@nestjs/common';
import {
  DEFAULT_EMAIL_PREFERENCES,
  DEFAULT_LOW_BALANCE_THRESHOLD,
  EmailPreferencesPatch,
  EmailPreferencesView,
  LOW_BALANCE_THRESHOLD_MAX,
  SWITCHABLE_EMAILS,
} from '@storefront/contracts';
import { DataSource } from 'typeorm';

interface PreferencesRow {
  payment_received: boolean;
  payment_expired: boolean;
  payment_late: boolean;
  payment_refunded: boolean;
  low_balance: boolean;
  new_sign_in: boolean;
  low_balance_threshold: number;
  user_id: string;
  updated_at: Date;
}

/** A user's threshold and when it was set, as the credits service keeps a copy of it. */
export interface SavedThreshold {
  userId: string;
  level: number;
  at: string;
}

const savedThreshold = (row: PreferencesRow): SavedThreshold => ({
  userId: row.user_id,
  level: row.low_balance_threshold,
  at: new Date(row.updated_at).toISOString(),
});

/** The columns a user may switch; confirmed and partial payment mails have none (always sent). */
const SWITCHES = SWITCHABLE_EMAILS;

const toView = (row: PreferencesRow | undefined): EmailPreferencesView =>
  row
    ? {
        preferences: {
          payment_received: row.payment_received,
          payment_confirmed: true,
          payment_partial: true,
          payment_expired: row.payment_expired,
          payment_late: row.payment_late,
          payment_refunded: row.payment_refunded,
          low_balance: row.low_balance,
          new_sign_in: row.new_sign_in,
        },
        low_balance_threshold: row.low_balance_threshold,
      }
    : { preferences: { ...DEFAULT_EMAIL_PREFERENCES }, low_balance_threshold: DEFAULT_LOW_BALANCE_THRESHOLD };

/** How long the highest threshold read stands before it is read again. */
const HIGHEST_THRESHOLD_TTL_MS = 30_000;

@Injectable()
export class EmailPreferencesRepository {
  /** No user's threshold is above this (the most allowed until it has been read). */
  private highest = LOW_BALANCE_THRESHOLD_MAX;
  private highestReadAt = 0;
  private readingHighest?: Promise<number>;

  constructor(private readonly db: DataSource) {}

  /**
   * A bound no user's low-balance threshold is above: read again at most every 30 s, raised at once
   * by a change made through this process. A threshold raised through another replica is seen
   * within those 30 s.
   */
  async highestThreshold(): Promise<number> {
    if (Date.now() - this.highestReadAt < HIGHEST_THRESHOLD_TTL_MS) return this.highest;
    this.readingHighest ??= this.db
      .query(
        `SELECT greatest(coalesce(max(low_balance_threshold), 0), $1::int) AS highest
           FROM notifications.email_preferences`,
        [DEFAULT_LOW_BALANCE_THRESHOLD],
      )
      .then(([row]: { highest: number }[]) => {
        this.highest = Number(row.highest);
        this.highestReadAt = Date.now();
        return this.highest;
      })
      .finally(() => (this.readingHighest = undefined));
    return this.readingHighest;
  }

  /** A page of users' thresholds with when they were set, by user id after `after`. */
  async thresholds(after: string | null, limit: number): Promise<SavedThreshold[]> {
    const rows: PreferencesRow[] = await this.db.query(
      `SELECT user_id, low_balance_threshold, updated_at FROM notifications.email_preferences
        WHERE $1::uuid IS NULL OR user_id > $1 ORDER BY user_id LIMIT $2`,
      [after, limit],
    );
    return rows.map(savedThreshold);
  }

  async get(userId: string): Promise<EmailPreferencesView> {
    const rows: PreferencesRow[] = await this.db.query(
      `SELECT * FROM notifications.email_preferences WHERE user_id = $1`,
      [userId],
    );
    return toView(rows[0]);
  }

  /** Changes what is given, keeps the rest (defaults for a user without a row). */
  async update(
    userId: string,
    patch: EmailPreferencesPatch | undefined,
    threshold: number | undefined,
  ): Promise<{ view: EmailPreferencesView; threshold: SavedThreshold }> {
    const values = SWITCHES.map((key) => patch?.[key] ?? null);
    const defaults = SWITCHES.map((key) => DEFAULT_EMAIL_PREFERENCES[key]);
    // $2.. the switches asked for (null: unchanged), then the threshold, then each switch's default.
    const n = SWITCHES.length;
    const given = (i: number) => `$${i + 2}::boolean`;
    const fallback = (i: number) => `$${i + n + 3}::boolean`;
    const rows: PreferencesRow[] = await this.db.query(
      `INSERT INTO notifications.email_preferences AS p (user_id, ${SWITCHES.join(', ')}, low_balance_threshold)
       VALUES ($1, ${SWITCHES.map((_, i) => `COALESCE(${given(i)}, ${fallback(i)})`).join(', ')},
               COALESCE($${n + 2}::int, $${2 * n + 3}::int))
       ON CONFLICT (user_id) DO UPDATE SET
         ${SWITCHES.map((key, i) => `${key} = COALESCE(${given(i)}, p.${key}),`).join('\n         ')}
         low_balance_threshold = COALESCE($${n + 2}::int, p.low_balance_threshold),
         updated_at = now()
       RETURNING *`,
      [userId, ...values, threshold ?? null, ...defaults, DEFAULT_LOW_BALANCE_THRESHOLD],
    );
    this.highest = Math.max(this.highest, rows[0].low_balance_threshold);
    return { view: toView(rows[0]), threshold: savedThreshold(rows[0]) };
  }
}
