import type { SqlDefinitions } from '@storefront/platform';

/**
 * `credits.balance.changed` written with the ledger row that changes a balance, by one function,
 * `credits.announce`, whose fields are the contract's (BALANCE_CHANGED_FIELDS, checked by
 * balance-changed.int-spec.ts): the ledger's trigger calls it for every row but an API debit, which
 * `credits.spend` and the capture announce themselves when it leaves the balance below the user's
 * level (`credits.debit_announced`).
 *
 * Their only definition (see SqlDefinitions), applied by the migrate step when it changes: a change
 * is made here, and nowhere else.
 */
export const BALANCE_EVENTS_SQL: SqlDefinitions = {
  functions: {
    'credits.announce(uuid,numeric,numeric,text,text,uuid,uuid)': `
CREATE OR REPLACE FUNCTION credits.announce(p_user uuid, p_delta numeric, p_balance numeric, p_type text, p_description text, p_transaction uuid, p_admin uuid)
 RETURNS boolean
 LANGUAGE plpgsql
AS $function$
          BEGIN

      INSERT INTO credits.outbox (subject, payload)
      SELECT 'credits.balance.changed',
             jsonb_build_object(
               'userId', p_user,
               'delta', p_delta,
               'balance', p_balance,
               'type', p_type,
               'description', coalesce(p_description, ''),
               'transactionId', p_transaction,
               'at', to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')
             ) || CASE WHEN p_admin IS NULL THEN '{}'::jsonb
                       ELSE jsonb_build_object('adminId', p_admin) END;
            RETURN true;
          END
          $function$
`,
    'credits.announce_balance_change()': `
CREATE OR REPLACE FUNCTION credits.announce_balance_change()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        PERFORM credits.announce(
          NEW.user_id, NEW.amount,
          coalesce((SELECT balance FROM credits.balances WHERE user_id = NEW.user_id), 0),
          NEW.type, NEW.description, NEW.id, NEW.admin_id);
        RETURN NULL;
      END
      $function$
`,
    'credits.debit_announced(uuid,numeric)': `
CREATE OR REPLACE FUNCTION credits.debit_announced(p_user uuid, p_balance numeric)
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE
AS $function$ BEGIN RETURN p_balance < coalesce(
      (SELECT level FROM credits.low_balance_levels WHERE user_id = p_user),
      10); END $function$
`,
  },
  triggers: {
    'credits.transactions.transactions_announce': `
CREATE CONSTRAINT TRIGGER transactions_announce AFTER INSERT ON credits.transactions DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ((NOT ((new.api_key_id IS NOT NULL) AND (new.amount < (0)::numeric)))) EXECUTE FUNCTION credits.announce_balance_change()
`,
  },
};
