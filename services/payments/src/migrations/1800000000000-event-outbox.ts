import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The outbox of the payments service's durable events. A payment whose credits are marked added
 * announces itself: a trigger writes its `payments.payment.confirmed` event in the same statement's
 * transaction, whichever code flipped `credits_added`. The relay publishes the unsent rows to the
 * event stream.
 */
export class EventOutbox1800000000000 implements MigrationInterface {
  name = 'EventOutbox1800000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE payments.outbox (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        subject text NOT NULL,
        payload jsonb NOT NULL,
        correlation_id text,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        published_at timestamptz
      )`);
    await q.query(
      `CREATE INDEX outbox_unsent_idx ON payments.outbox (created_at) WHERE published_at IS NULL`,
    );
    await q.query(
      `CREATE INDEX outbox_published_at_idx ON payments.outbox (published_at) WHERE published_at IS NOT NULL`,
    );
    await q.query(`
      CREATE FUNCTION payments.announce_confirmation() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO payments.outbox (subject, payload)
        VALUES ('payments.payment.confirmed', jsonb_build_object(
          'paymentId', NEW.payment_id,
          'userId', NEW.user_id,
          'amount', NEW.amount,
          'currency', NEW.currency,
          'crypto', NEW.crypto,
          'credits', NEW.credits
        ));
        RETURN NULL;
      END
      $$`);
    await q.query(`
      CREATE TRIGGER payments_announce_confirmation AFTER UPDATE OF credits_added ON payments.payments
        FOR EACH ROW WHEN (NEW.credits_added AND NOT OLD.credits_added)
        EXECUTE FUNCTION payments.announce_confirmation()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER payments_announce_confirmation ON payments.payments`);
    await q.query(`DROP FUNCTION payments.announce_confirmation()`);
    await q.query(`DROP TABLE payments.outbox`);
  }
}
