import type { SqlDefinitions } from '@storefront/platform';

/**
 * `payments.payment.confirmed` and `payments.payment.updated`, written by the trigger on `payments.payments` in the transaction that changes the payment.
 *
 * Their only definition (see SqlDefinitions), applied by the migrate step when it changes: a change
 * is made here, and nowhere else.
 */
export const CONFIRMATION_EVENTS_SQL: SqlDefinitions = {
  functions: {
    'payments.announce_confirmation()': `
CREATE OR REPLACE FUNCTION payments.announce_confirmation()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
      $function$
`,
  },
  triggers: {
    'payments.payments.payments_announce_confirmation': `
CREATE TRIGGER payments_announce_confirmation AFTER UPDATE OF credits_added ON payments.payments FOR EACH ROW WHEN ((new.credits_added AND (NOT old.credits_added))) EXECUTE FUNCTION payments.announce_confirmation()
`,
  },
};
