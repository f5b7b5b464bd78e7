import { Injectable } from '@nestjs/common';
import {
  DEFAULT_EMAIL_PREFERENCES,
  DEFAULT_LOW_BALANCE_THRESHOLD,
  EmailPreferencesPatch,
  EmailPreferencesView,
} from '@storefront/contracts';
import { DataSource } from 'typeorm';

interface PreferencesRow {
  payment_received: boolean;
  payment_expired: boolean;
  payment_late: boolean;
  payment_refunded: boolean;
  low_balance: boolean;
  low_balance_threshold: number;
}

/** The columns a user may switch; confirmed and partial payment mails have none (always sent). */
const SWITCHES = [
  'payment_received',
  'payment_expired',
  'payment_late',
  'payment_refunded',
  'low_balance',
] as const;

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
        },
        low_balance_threshold: row.low_balance_threshold,
      }
    : { preferences: { ...DEFAULT_EMAIL_PREFERENCES }, low_balance_threshold: DEFAULT_LOW_BALANCE_THRESHOLD };

@Injectable()
export class EmailPreferencesRepository {
  constructor(private readonly db: DataSource) {}

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
  ): Promise<EmailPreferencesView> {
    const values = SWITCHES.map((key) => patch?.[key] ?? null);
    const defaults = SWITCHES.map((key) => DEFAULT_EMAIL_PREFERENCES[key]);
    const rows: PreferencesRow[] = await this.db.query(
      `INSERT INTO notifications.email_preferences AS p
         (user_id, payment_received, payment_expired, payment_late, payment_refunded, low_balance,
          low_balance_threshold)
       VALUES ($1, COALESCE($2::boolean, $8::boolean), COALESCE($3::boolean, $9::boolean),
               COALESCE($4::boolean, $10::boolean), COALESCE($5::boolean, $11::boolean),
               COALESCE($6::boolean, $12::boolean), COALESCE($7::int, $13::int))
       ON CONFLICT (user_id) DO UPDATE SET
         payment_received = COALESCE($2::boolean, p.payment_received),
         payment_expired = COALESCE($3::boolean, p.payment_expired),
         payment_late = COALESCE($4::boolean, p.payment_late),
         payment_refunded = COALESCE($5::boolean, p.payment_refunded),
         low_balance = COALESCE($6::boolean, p.low_balance),
         low_balance_threshold = COALESCE($7::int, p.low_balance_threshold),
         updated_at = now()
       RETURNING *`,
      [userId, ...values, threshold ?? null, ...defaults, DEFAULT_LOW_BALANCE_THRESHOLD],
    );
    return toView(rows[0]);
  }
}
