import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Running counts of payments by (status, crypto, credits_added), so the admin stat cards and the
 * list totals are read, not counted over the whole table per request.
 *
 * The counts are kept by statement-level triggers on payments.payments: every INSERT, UPDATE,
 * DELETE and TRUNCATE, from any code path or by hand, adds its net change as rows of
 * payment_counts in the same transaction, so the counts commit or roll back with the payments
 * they describe. Changes are appended, never updated in place: concurrent payment transactions
 * never wait on each other for a counter row. The sum per key is the count; the appended rows
 * are folded together now and then (PaymentCountsRepository.compact).
 *
 * Also: the list's newest/oldest order has an index that holds it whole (created_at, payment_id),
 * so deep pages walk an index instead of sorting.
 */
export class PaymentCounts1760000000002 implements MigrationInterface {
  name = 'PaymentCounts1760000000002';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE payments.payment_counts (
        status text NOT NULL,
        crypto text NOT NULL,
        credits_added boolean NOT NULL,
        n bigint NOT NULL
      )`);
    await q.query(`
      CREATE FUNCTION payments.count_payment_changes() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          DELETE FROM payments.payment_counts;
        ELSIF TG_OP = 'INSERT' THEN
          INSERT INTO payments.payment_counts (status, crypto, credits_added, n)
            SELECT status, crypto, credits_added, count(*) FROM new_rows GROUP BY 1, 2, 3;
        ELSIF TG_OP = 'DELETE' THEN
          INSERT INTO payments.payment_counts (status, crypto, credits_added, n)
            SELECT status, crypto, credits_added, -count(*) FROM old_rows GROUP BY 1, 2, 3;
        ELSE
          -- Only the keys whose count moved: an update of other columns appends nothing.
          INSERT INTO payments.payment_counts (status, crypto, credits_added, n)
            SELECT status, crypto, credits_added, sum(d)
              FROM (SELECT status, crypto, credits_added, 1 AS d FROM new_rows
                    UNION ALL
                    SELECT status, crypto, credits_added, -1 FROM old_rows) changes
             GROUP BY 1, 2, 3
            HAVING sum(d) <> 0;
        END IF;
        RETURN NULL;
      END $$`);
    // Writers wait from here to the commit, so no change is missed or counted twice.
    await q.query(`LOCK TABLE payments.payments IN SHARE ROW EXCLUSIVE MODE`);
    await q.query(`
      INSERT INTO payments.payment_counts (status, crypto, credits_added, n)
        SELECT status, crypto, credits_added, count(*) FROM payments.payments GROUP BY 1, 2, 3`);
    await q.query(`
      CREATE TRIGGER payments_counted_insert AFTER INSERT ON payments.payments
        REFERENCING NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION payments.count_payment_changes()`);
    await q.query(`
      CREATE TRIGGER payments_counted_update AFTER UPDATE ON payments.payments
        REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION payments.count_payment_changes()`);
    await q.query(`
      CREATE TRIGGER payments_counted_delete AFTER DELETE ON payments.payments
        REFERENCING OLD TABLE AS old_rows
        FOR EACH STATEMENT EXECUTE FUNCTION payments.count_payment_changes()`);
    await q.query(`
      CREATE TRIGGER payments_counted_truncate AFTER TRUNCATE ON payments.payments
        FOR EACH STATEMENT EXECUTE FUNCTION payments.count_payment_changes()`);

    await q.query(`CREATE INDEX payments_created_id_idx ON payments.payments (created_at, payment_id)`);
    await q.query(`DROP INDEX payments.payments_created_idx`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX payments_created_idx ON payments.payments (created_at DESC)`);
    await q.query(`DROP INDEX payments.payments_created_id_idx`);
    await q.query(`DROP TRIGGER payments_counted_truncate ON payments.payments`);
    await q.query(`DROP TRIGGER payments_counted_delete ON payments.payments`);
    await q.query(`DROP TRIGGER payments_counted_update ON payments.payments`);
    await q.query(`DROP TRIGGER payments_counted_insert ON payments.payments`);
    await q.query(`DROP FUNCTION payments.count_payment_changes()`);
    await q.query(`DROP TABLE payments.payment_counts`);
  }
}
