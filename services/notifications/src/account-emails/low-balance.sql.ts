import type { SqlDefinitions } from '@storefront/platform';

/**
 * `notifications.low_balance_seen`: whether a balance change crosses the user's low-balance level, once per crossing (see LowBalanceRepository).
 *
 * Their only definition (see SqlDefinitions), applied by the migrate step when it changes: a change
 * is made here, and nowhere else.
 */
export const LOW_BALANCE_SQL: SqlDefinitions = {
  functions: {
    'notifications.low_balance_seen(uuid,numeric,numeric,timestamp with time zone,integer)': `
CREATE OR REPLACE FUNCTION notifications.low_balance_seen(p_user uuid, p_balance numeric, p_delta numeric, p_at timestamp with time zone, p_default_threshold integer)
 RETURNS TABLE(threshold integer, crossing integer)
 LANGUAGE plpgsql
AS $function$
      #variable_conflict use_column
      DECLARE
        v_threshold integer;
        v_state notifications.low_balance_states%ROWTYPE;
        v_below boolean;
      BEGIN
        SELECT low_balance_threshold INTO v_threshold
          FROM notifications.email_preferences WHERE user_id = p_user;
        v_threshold := COALESCE(v_threshold, p_default_threshold);
        -- Before the first change seen, the balance was what this change started from.
        INSERT INTO notifications.low_balance_states (user_id, below, balance)
          VALUES (p_user, v_threshold > 0 AND p_balance - p_delta < v_threshold, p_balance - p_delta)
          ON CONFLICT (user_id) DO NOTHING;
        SELECT * INTO v_state FROM notifications.low_balance_states WHERE user_id = p_user FOR UPDATE;
        -- A change older than the latest one seen is ignored: events may arrive out of order.
        IF NOT (v_state.seen_at IS NOT NULL AND p_at IS NOT NULL AND v_state.seen_at >= p_at) THEN
          v_below := v_threshold > 0 AND p_balance < v_threshold;
          IF v_below AND NOT v_state.below THEN
            v_state.crossings := v_state.crossings + 1;
          END IF;
          v_state.below := v_below;
          UPDATE notifications.low_balance_states
             SET below = v_below, balance = p_balance, crossings = v_state.crossings,
                 seen_at = COALESCE(p_at, seen_at), updated_at = now()
           WHERE user_id = p_user;
        END IF;
        threshold := v_threshold;
        crossing := CASE WHEN v_state.below AND v_state.announced < v_state.crossings
                         THEN v_state.crossings END;
        RETURN NEXT;
      END $function$
`,
  },
  triggers: {},
};
