import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `credits.spend`. Given `announce` (PL/pgSQL run once the balance is debited, which may set
 * `v_announced`), the function also answers `out_announced`. `liveAt` is the instant a hold must
 * outlive to count against the spend (the transaction's start, unless a later migration says).
 */
const spendFunction = (announce?: string, liveAt = 'now()') => {
  const also = (value: string) => (announce ? `, ${value}` : '');
  return `
      CREATE FUNCTION credits.spend(
        p_user uuid, p_amount numeric, p_description text, p_metadata jsonb,
        p_key_id uuid, p_key_name text, p_idempotency_key text, p_request_hash text)
      RETURNS TABLE (out_outcome text, out_id uuid, out_created_at timestamptz, out_metadata jsonb,
                     out_balance numeric, out_held numeric${also('out_announced boolean')})
      LANGUAGE plpgsql VOLATILE AS $$
      DECLARE
        v_balance numeric;
        v_held numeric;
        v_id uuid;
        v_created timestamptz;
        v_metadata jsonb;${announce ? '\n        v_announced boolean := false;' : ''}
      BEGIN
        SELECT b.balance INTO v_balance FROM credits.balances b WHERE b.user_id = p_user FOR UPDATE;
        SELECT t.id INTO v_id FROM credits.transactions t WHERE t.idempotency_key = p_idempotency_key;
        IF v_id IS NOT NULL THEN
          RETURN QUERY SELECT 'earlier'::text, v_id, NULL::timestamptz, NULL::jsonb, v_balance, NULL::numeric${also('false')};
          RETURN;
        END IF;
        SELECT COALESCE(sum(h.amount), 0) INTO v_held FROM credits.holds h
         WHERE h.user_id = p_user AND h.status = 'active' AND h.expires_at > ${liveAt};
        IF v_balance IS NULL OR v_balance - v_held < p_amount THEN
          RETURN QUERY SELECT 'insufficient'::text, NULL::uuid, NULL::timestamptz, NULL::jsonb,
                              COALESCE(v_balance, 0), v_held${also('false')};
          RETURN;
        END IF;
        INSERT INTO credits.transactions AS t
          (user_id, type, amount, description, metadata, api_key_id, api_key_name, idempotency_key,
           request_hash, payment_method, status)
        VALUES (p_user, 'credit_spend', -p_amount, p_description, p_metadata, p_key_id, p_key_name,
                p_idempotency_key, p_request_hash, 'api', 'completed')
        ON CONFLICT (idempotency_key) DO NOTHING
        RETURNING t.id, t.created_at, t.metadata INTO v_id, v_created, v_metadata;
        IF v_id IS NULL THEN
          -- A retry of the same key for another user committed meanwhile.
          RETURN QUERY SELECT 'earlier'::text, NULL::uuid, NULL::timestamptz, NULL::jsonb, v_balance, v_held${also('false')};
          RETURN;
        END IF;
        UPDATE credits.balances b SET balance = b.balance - p_amount, updated_at = now()
         WHERE b.user_id = p_user RETURNING b.balance INTO v_balance;${announce ? `\n        ${announce}` : ''}
        RETURN QUERY SELECT 'spent'::text, v_id, v_created, v_metadata, v_balance, v_held${also('v_announced')};
      END
      $$`;
};

/** The spend function's arguments, to drop it by. */
const SPEND_FUNCTION_SIGNATURE = 'credits.spend(uuid, numeric, text, jsonb, uuid, text, text, text)';

/**
 * A spend in one call, so the balance row is locked only while the database itself works (no
 * network round trip while it is held). Each statement of a PL/pgSQL function reads a fresh
 * snapshot, so the idempotency key and the live holds are read after the row lock is taken:
 * every other change of that user's balance and holds has committed by then.
 */
export class SpendFunction1801000000000 implements MigrationInterface {
  name = 'SpendFunction1801000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(spendFunction());
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION ${SPEND_FUNCTION_SIGNATURE}`);
  }
}
