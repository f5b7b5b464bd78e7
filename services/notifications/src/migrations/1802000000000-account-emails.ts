import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Account emails:
 * - `email_preferences`: which payment and balance mails a user wants and their low-balance
 *   threshold; a user without a row has the defaults;
 * - `sent_emails`: one row per mail sent, by dedupe key (`payment:<id>:<state>`,
 *   `low-balance:<user>:<crossing>`), so a state reported many times is mailed once;
 * - `low_balance_states`: whether each user's balance is below their threshold, as of the latest
 *   balance change seen (`seen_at`), how many times it crossed below and how many of those
 *   crossings were announced.
 */
export class AccountEmails1802000000000 implements MigrationInterface {
  name = 'AccountEmails1802000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE notifications.email_preferences (
        user_id uuid PRIMARY KEY,
        payment_received boolean NOT NULL DEFAULT true,
        payment_expired boolean NOT NULL DEFAULT false,
        payment_late boolean NOT NULL DEFAULT true,
        payment_refunded boolean NOT NULL DEFAULT true,
        low_balance boolean NOT NULL DEFAULT true,
        low_balance_threshold integer NOT NULL DEFAULT 10
          CHECK (low_balance_threshold BETWEEN 0 AND 100000),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE notifications.sent_emails (
        dedupe_key varchar(200) PRIMARY KEY,
        user_id uuid NOT NULL,
        kind text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE notifications.low_balance_states (
        user_id uuid PRIMARY KEY,
        below boolean NOT NULL,
        balance numeric(14,2) NOT NULL,
        seen_at timestamptz,
        crossings integer NOT NULL DEFAULT 0,
        announced integer NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE notifications.low_balance_states`);
    await q.query(`DROP TABLE notifications.sent_emails`);
    await q.query(`DROP TABLE notifications.email_preferences`);
  }
}
