import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The ledger's announcing trigger: at commit, for each row inserted (or, given `when`, each row
 * for which that condition over `NEW` holds).
 */
const announceTrigger = (when?: string) => `
      CREATE CONSTRAINT TRIGGER transactions_announce AFTER INSERT ON credits.transactions
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW${when ? ` WHEN (${when})` : ''}
        EXECUTE FUNCTION credits.announce_balance_change()`;

/**
 * The outbox of the credits service's durable events. Every ledger row announces itself: a
 * trigger deferred to the commit writes its `credits.balance.changed` event (with the balance as
 * the transaction leaves it) in the same transaction, whichever code wrote the row. The relay
 * publishes the unsent rows to the event stream.
 */
export class EventOutbox1800000000000 implements MigrationInterface {
  name = 'EventOutbox1800000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE credits.outbox (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        subject text NOT NULL,
        payload jsonb NOT NULL,
        correlation_id text,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        published_at timestamptz
      )`);
    await q.query(`CREATE INDEX outbox_unsent_idx ON credits.outbox (created_at) WHERE published_at IS NULL`);
    await q.query(
      `CREATE INDEX outbox_published_at_idx ON credits.outbox (published_at) WHERE published_at IS NOT NULL`,
    );
    await q.query(`
      CREATE FUNCTION credits.announce_balance_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO credits.outbox (subject, payload)
        SELECT 'credits.balance.changed',
               jsonb_build_object(
                 'userId', NEW.user_id,
                 'delta', NEW.amount,
                 'balance', coalesce((SELECT balance FROM credits.balances WHERE user_id = NEW.user_id), 0),
                 'type', NEW.type,
                 'description', coalesce(NEW.description, ''),
                 'transactionId', NEW.id
               ) || CASE WHEN NEW.admin_id IS NULL THEN '{}'::jsonb
                         ELSE jsonb_build_object('adminId', NEW.admin_id) END;
        RETURN NULL;
      END
      $$`);
    await q.query(announceTrigger());
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER transactions_announce ON credits.transactions`);
    await q.query(`DROP FUNCTION credits.announce_balance_change()`);
    await q.query(`DROP TABLE credits.outbox`);
  }
}
