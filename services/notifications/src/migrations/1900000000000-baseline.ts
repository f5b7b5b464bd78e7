import { baselineNeeded, createOutboxTable } from '@storefront/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The notifications schema's tables as migrations 1795363200000 to 1805000000000 left them,
 * squashed into one step on 2026-11-30. Its function is not here: its home
 * (`account-emails/low-balance.sql.ts`) is applied after the migrations.
 */
export class Baseline1900000000000 implements MigrationInterface {
  name = 'Baseline1900000000000';

  async up(q: QueryRunner): Promise<void> {
    if (!(await baselineNeeded(q, 'notifications', 'NotificationTextCodes1805000000000'))) return;
    await q.query(`
      CREATE TABLE notifications.dev_mailbox (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        to_address varchar(320) NOT NULL,
        subject varchar(300) NOT NULL,
        text_body text NOT NULL,
        html_body text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX dev_mailbox_created_at_idx ON notifications.dev_mailbox (created_at DESC)`);
    await q.query(
      `CREATE INDEX dev_mailbox_to_created_at_idx ON notifications.dev_mailbox (lower(to_address), created_at DESC)`,
    );
    // A notification keeps its text as a code and its values (`code`, `params`), written out in
    // the reader's language; `title` and `message` stay the text first written, the fallback for
    // rows without a code (broadcasts, which an administrator writes).
    await q.query(`
      CREATE TABLE notifications.notifications (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        type varchar(16) NOT NULL CHECK (type IN ('info', 'success', 'warning', 'error')),
        title varchar(200) NOT NULL,
        message text NOT NULL,
        is_read boolean NOT NULL DEFAULT false,
        dedupe_key varchar(200),
        created_at timestamptz NOT NULL DEFAULT now(),
        code varchar(64),
        params jsonb
      )`);
    await q.query(
      `CREATE INDEX notifications_user_created_at_idx ON notifications.notifications (user_id, created_at DESC)`,
    );
    // The unread count is asked on every page load; only unread rows are indexed for it.
    await q.query(
      `CREATE INDEX notifications_user_unread_idx ON notifications.notifications (user_id) WHERE NOT is_read`,
    );
    await q.query(
      `CREATE UNIQUE INDEX notifications_dedupe_key_idx ON notifications.notifications (dedupe_key)
         WHERE dedupe_key IS NOT NULL`,
    );
    await createOutboxTable(q, 'notifications');
    // Which account emails a user wants and their low-balance threshold; a user without a row has
    // the defaults.
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
        updated_at timestamptz NOT NULL DEFAULT now(),
        new_sign_in boolean NOT NULL DEFAULT true
      )`);
    // One row per mail sent, by dedupe key (`payment:<id>:<state>`, `low-balance:<user>:<crossing>`),
    // so a state reported many times is mailed once.
    await q.query(`
      CREATE TABLE notifications.sent_emails (
        dedupe_key varchar(200) PRIMARY KEY,
        user_id uuid NOT NULL,
        kind text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Whether each user's balance is below their threshold as of the latest balance change seen
    // (`seen_at`), how many times it crossed below and how many of those crossings were announced.
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

  async down(): Promise<void> {
    throw new Error('the baseline is not undone: restore a backup instead');
  }
}
