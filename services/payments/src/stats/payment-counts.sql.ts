import type { SqlDefinitions } from '@storefront/platform';

/**
 * The running counts of payments by status the back office's totals read, kept by triggers on `payments.payments`.
 *
 * Their only definition (see SqlDefinitions), applied by the migrate step when it changes: a change
 * is made here, and nowhere else.
 */
export const PAYMENT_COUNTS_SQL: SqlDefinitions = {
  functions: {
    'payments.count_payment_changes()': `
CREATE OR REPLACE FUNCTION payments.count_payment_changes()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
      END $function$
`,
  },
  triggers: {
    'payments.payments.payments_counted_delete': `
CREATE TRIGGER payments_counted_delete AFTER DELETE ON payments.payments REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION payments.count_payment_changes()
`,
    'payments.payments.payments_counted_insert': `
CREATE TRIGGER payments_counted_insert AFTER INSERT ON payments.payments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payments.count_payment_changes()
`,
    'payments.payments.payments_counted_truncate': `
CREATE TRIGGER payments_counted_truncate AFTER TRUNCATE ON payments.payments FOR EACH STATEMENT EXECUTE FUNCTION payments.count_payment_changes()
`,
    'payments.payments.payments_counted_update': `
CREATE TRIGGER payments_counted_update AFTER UPDATE ON payments.payments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payments.count_payment_changes()
`,
  },
};
