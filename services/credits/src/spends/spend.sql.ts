import type { SqlDefinitions } from '@storefront/platform';

/**
 * `credits.spend`: a spend through the API, once per idempotency key, never past what is available (see
 * SpendsRepository.spend). Asked again under a key, it answers with the spend made then and the hash of
 * the request that made it, for SpendsService to judge (`replayOf`).
 *
 * Their only definition (see SqlDefinitions), applied by the migrate step when it changes: a change
 * is made here, and nowhere else.
 */
export const SPEND_SQL: SqlDefinitions = {
  functions: {
    'credits.spend(uuid,numeric,text,jsonb,uuid,text,text,text)': `
CREATE OR REPLACE FUNCTION credits.spend(p_user uuid, p_amount numeric, p_description text, p_metadata jsonb, p_key_id uuid, p_key_name text, p_idempotency_key text, p_request_hash text)
 RETURNS TABLE(out_outcome text, out_id uuid, out_created_at timestamp with time zone, out_metadata jsonb, out_balance numeric, out_held numeric, out_announced boolean, out_amount numeric, out_description text, out_key_id uuid, out_key_name text, out_request_hash text, out_reversed boolean)
 LANGUAGE plpgsql
AS $function$
      DECLARE
        v_balance numeric;
        v_held numeric;
        v_id uuid;
        v_created timestamptz;
        v_metadata jsonb;
        v_announced boolean := false;
      BEGIN
        SELECT b.balance INTO v_balance FROM credits.balances b WHERE b.user_id = p_user FOR UPDATE;
        IF NOT EXISTS (SELECT 1 FROM credits.transactions t WHERE t.idempotency_key = p_idempotency_key) THEN
          SELECT COALESCE(sum(h.amount), 0) INTO v_held FROM credits.holds h
           WHERE h.user_id = p_user AND h.status = 'active' AND h.expires_at > (SELECT clock_timestamp());
          IF v_balance IS NULL OR v_balance - v_held < p_amount THEN
            RETURN QUERY SELECT 'insufficient'::text, NULL::uuid, NULL::timestamptz, NULL::jsonb,
                                COALESCE(v_balance, 0), v_held, false, NULL::numeric, NULL::text,
                                NULL::uuid, NULL::text, NULL::text, false;
            RETURN;
          END IF;
          INSERT INTO credits.transactions AS t
            (user_id, type, amount, description, metadata, api_key_id, api_key_name, idempotency_key,
             request_hash, payment_method, status)
          VALUES (p_user, 'credit_spend', -p_amount, p_description, p_metadata, p_key_id, p_key_name,
                  p_idempotency_key, p_request_hash, 'api', 'completed')
          ON CONFLICT (idempotency_key) DO NOTHING
          RETURNING t.id, t.created_at, t.metadata INTO v_id, v_created, v_metadata;
          IF v_id IS NOT NULL THEN
            UPDATE credits.balances b SET balance = b.balance - p_amount, updated_at = now()
             WHERE b.user_id = p_user RETURNING b.balance INTO v_balance;
            IF credits.debit_announced(p_user, v_balance) THEN
              v_announced := credits.announce(p_user, -p_amount, v_balance, 'credit_spend', p_description, v_id, NULL);
            END IF;
            RETURN QUERY SELECT 'spent'::text, v_id, v_created, v_metadata, v_balance, v_held, v_announced,
                                p_amount, p_description, p_key_id, p_key_name, p_request_hash, false;
            RETURN;
          END IF;
          -- Else a spend under the same key committed meanwhile: it is the earlier one.
        END IF;
        -- Asked before under this key: the spend made then, and the hash of the request it answered.
        RETURN QUERY SELECT 'earlier'::text, t.id, t.created_at, t.metadata, v_balance, NULL::numeric, false,
                            -t.amount, t.description, t.api_key_id, t.api_key_name, t.request_hash,
                            EXISTS (SELECT 1 FROM credits.transactions r WHERE r.reverses_id = t.id)
                       FROM credits.transactions t WHERE t.idempotency_key = p_idempotency_key;
        IF NOT FOUND THEN
          RAISE EXCEPTION 'no spend under idempotency key %', p_idempotency_key;
        END IF;
      END
      $function$
`,
  },
  triggers: {},
};
