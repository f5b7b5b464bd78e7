import { Injectable } from '@nestjs/common';
import type { HoldView, InsufficientCredits, SpendView } from '@storefront/contracts';
import { DataSource, EntityManager } from 'typeorm';
import {
  ApiKeyRef,
  NewHold,
  Earlier,
  SpendRow,
  HoldRow,
  SPEND_COLUMNS,
  holdColumns,
  HOLD_COLUMNS,
  heldAt,
  cents,
  money,
  toSpend,
  toHold,
  lockBalance,
  shortOf,
} from './spend-rows';

export type HoldOutcome =
  | { kind: 'held'; hold: HoldView }
  | { kind: 'earlier'; earlier: Earlier<HoldView> }
  | ({ kind: 'insufficient' } & InsufficientCredits);

export type CaptureOutcome =
  | {
      kind: 'captured';
      hold: HoldView;
      spend: SpendView;
      balance: number;
      /** This capture wrote its `credits.balance.changed` (it left the balance below the user's level). */
      announced: boolean;
    }
  /** The hold was captured before: that capture. */
  | { kind: 'earlier'; earlier: Earlier<{ hold: HoldView; spend: SpendView }> }
  | { kind: 'not-found' }
  | { kind: 'not-active'; hold: HoldView }
  | { kind: 'too-much'; hold: HoldView }
  | ({ kind: 'insufficient' } & InsufficientCredits);

/**
 * The holds a caller may capture or release: its user's only (`userId`), those placed by one key
 * only (`keyId`); either absent, no limit.
 */
export interface HoldLimit {
  userId?: string;
  keyId?: string;
}

export type ReleaseOutcome =
  { kind: 'released'; hold: HoldView } | { kind: 'not-found' } | { kind: 'captured'; hold: HoldView };

/** Only the holds of user `$2` (when not null) placed by key `$3` (when not null). */
const HOLD_LIMIT = `($2::uuid IS NULL OR h.user_id = $2) AND ($3::uuid IS NULL OR h.api_key_id = $3)`;
const limitParams = (limit: HoldLimit) => [limit.userId ?? null, limit.keyId ?? null];

/**
 * Holds: credits put aside by a key, then captured as a spend, released, or left to expire. Like
 * spends, each locks the user's balance row first.
 */
@Injectable()
export class HoldsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * What is live, and when the new hold expires, is reckoned from the clock once the balance row
   * is locked: a hold made after waiting for the lock still lasts its whole time.
   */
  hold(hold: NewHold): Promise<HoldOutcome> {
    return this.dataSource.transaction(async (tx) => {
      // The lock also orders the holds asked under one key (a key and its holds are one user's):
      // this statement sees any made before it.
      const locked = await lockBalance(tx, hold.userId);
      const [row]: (HoldRow & { held: string; enough: boolean; earlier: boolean })[] = await tx.query(
        `WITH earlier AS (
           SELECT ${HOLD_COLUMNS} FROM credits.holds h WHERE $6::text IS NOT NULL AND h.idempotency_key = $6
         ), clock AS (
           SELECT clock_timestamp() AS at
         ), state AS (
           SELECT clock.at, ${heldAt('clock.at')} AS held FROM clock
         ), ins AS (
           INSERT INTO credits.holds
             (user_id, amount, description, api_key_id, api_key_name, idempotency_key, request_hash, expires_at)
           SELECT $1, $2::numeric, $3, $4, $5, $6, $7, state.at + make_interval(secs => $8)
             FROM state
            WHERE $9::numeric - state.held >= $2::numeric AND NOT EXISTS (SELECT 1 FROM earlier)
           RETURNING *
         ), made AS (
           SELECT ${HOLD_COLUMNS}, false AS earlier FROM ins h
           UNION ALL
           SELECT *, true FROM earlier
         )
         SELECT state.held, $9::numeric - state.held >= $2::numeric AS enough, made.*
           FROM state LEFT JOIN made ON true`,
        [
          hold.userId,
          cents(hold.amount),
          hold.description,
          hold.keyId,
          hold.keyName,
          hold.idempotencyKey,
          hold.requestHash,
          hold.expiresInSeconds,
          locked ?? '0',
        ],
      );
      if (row.earlier)
        return { kind: 'earlier', earlier: { view: toHold(row), requestHash: row.request_hash } };
      if (row.id) return { kind: 'held', hold: toHold(row) };
      return { kind: 'insufficient', ...shortOf(locked, row.held, hold.amount) };
    });
  }

  /**
   * Takes `amount` (at most the hold) as a spend linked to the hold and frees the rest, once: a
   * hold already captured answers with that capture. The balance row is locked before the hold
   * row, in the same order as spends; only then is the clock read, and the hold is live, and
   * `amount` covered by the balance less the user's other live holds, as of that reading. A spend
   * that took the lock first judged the hold by an earlier reading: if it found the hold expired
   * (and spent its credits), this one finds it expired too.
   */
  capture(
    holdId: string,
    limit: HoldLimit,
    amount: number,
    spend: ApiKeyRef & {
      description: string | null;
      metadata: Record<string, unknown> | null;
      requestHash: string;
    },
  ): Promise<CaptureOutcome> {
    return this.dataSource.transaction(async (tx) => {
      const owner = await this.holdOwner(tx, holdId, limit);
      if (!owner) return { kind: 'not-found' };
      await lockBalance(tx, owner);
      await tx.query(`SELECT 1 FROM credits.holds WHERE id = $1 FOR UPDATE`, [holdId]);
      // Both rows are locked by now, so nothing waits between the clock's reading and the debit.
      // A hold captured before comes with its capture (`capture`, a SpendRow).
      const [current]: (HoldRow & {
        description: string | null;
        balance: string | null;
        others: string;
        covered: boolean;
        capture: SpendRow | null;
      })[] = await tx.query(
        `WITH clock AS (SELECT clock_timestamp() AS at), state AS (
           SELECT ${holdColumns('clock.at')}, h.description, b.balance,
                  COALESCE((SELECT sum(x.amount) FROM credits.holds x
                             WHERE x.user_id = h.user_id AND x.id <> h.id AND x.status = 'active'
                               AND x.expires_at > clock.at), 0) AS others
             FROM clock CROSS JOIN credits.holds h LEFT JOIN credits.balances b ON b.user_id = h.user_id
            WHERE h.id = $1
         )
         SELECT state.*, COALESCE(state.balance, 0) - state.others >= $2::numeric AS covered,
                (SELECT to_jsonb(c) FROM (SELECT ${SPEND_COLUMNS} FROM credits.transactions t
                                           WHERE t.id = state.capture_id) c) AS capture
           FROM state`,
        [holdId, cents(amount)],
      );
      const hold = toHold(current);
      if (current.capture) {
        const { capture } = current;
        return {
          kind: 'earlier',
          earlier: { view: { hold, spend: toSpend(capture) }, requestHash: capture.request_hash },
        };
      }
      if (current.status !== 'active') return { kind: 'not-active', hold };
      if (amount > hold.amount) return { kind: 'too-much', hold };
      if (!current.covered)
        return { kind: 'insufficient', ...shortOf(current.balance, current.others, amount) };
      // A debit through the API announces itself (ledger/balance-events.sql.ts): with the balance it
      // leaves, when that is below the user's level.
      const [row]: (SpendRow & { balance_after: string; announced: boolean })[] = await tx.query(
        `WITH ins AS (
           INSERT INTO credits.transactions
             (user_id, type, amount, description, metadata, api_key_id, api_key_name, hold_id,
              request_hash, payment_method, status)
           VALUES ($1, 'credit_spend', -$2::numeric, $3, $4::jsonb, $5, $6, $7, $8, 'api', 'completed')
           RETURNING *
         ), upd AS (
           UPDATE credits.balances b SET balance = b.balance + ins.amount, updated_at = now()
             FROM ins WHERE b.user_id = ins.user_id
           RETURNING b.balance
         ), settled AS (
           UPDATE credits.holds SET status = 'captured', captured = $2::numeric, capture_id = ins.id,
                  settled_at = now()
             FROM ins WHERE credits.holds.id = $7
         )
         SELECT ins.*, false AS reversed, upd.balance AS balance_after,
                CASE WHEN credits.debit_announced(ins.user_id, upd.balance)
                     THEN credits.announce(ins.user_id, ins.amount, upd.balance, ins.type, ins.description, ins.id, NULL)
                     ELSE false END AS announced
           FROM ins, upd`,
        [
          owner,
          cents(amount),
          spend.description ?? current.description ?? 'Hold captured',
          spend.metadata === null ? null : JSON.stringify(spend.metadata),
          spend.keyId,
          spend.keyName,
          holdId,
          spend.requestHash,
        ],
      );
      return {
        kind: 'captured',
        hold: { ...hold, status: 'captured', captured: money(amount) },
        spend: toSpend(row),
        balance: money(row.balance_after),
        announced: row.announced,
      };
    });
  }

  /** Frees a live hold; a hold already released or expired is answered as it is. */
  async release(holdId: string, limit: HoldLimit): Promise<ReleaseOutcome> {
    const released: HoldRow[] = await this.dataSource.query(
      `WITH released AS (
         UPDATE credits.holds h SET status = 'released', settled_at = now()
          WHERE h.id = $1 AND ${HOLD_LIMIT} AND h.status = 'active' AND h.expires_at > now()
          RETURNING h.*
       )
       SELECT ${HOLD_COLUMNS} FROM released h`,
      [holdId, ...limitParams(limit)],
    );
    if (released.length) return { kind: 'released', hold: toHold(released[0]) };
    const rows: HoldRow[] = await this.dataSource.query(
      `SELECT ${HOLD_COLUMNS} FROM credits.holds h WHERE h.id = $1 AND ${HOLD_LIMIT}`,
      [holdId, ...limitParams(limit)],
    );
    if (!rows.length) return { kind: 'not-found' };
    const hold = toHold(rows[0]);
    return hold.status === 'captured' ? { kind: 'captured', hold } : { kind: 'released', hold };
  }

  /** Marks live holds past their time expired; returns how many. */
  async expireHolds(): Promise<number> {
    const rows: { expired: number }[] = await this.dataSource.query(
      `WITH expired AS (
         UPDATE credits.holds SET status = 'expired', settled_at = expires_at
          WHERE status = 'active' AND expires_at <= now() RETURNING id
       )
       SELECT count(*)::int AS expired FROM expired`,
    );
    return rows[0].expired;
  }

  private async holdOwner(tx: EntityManager, holdId: string, limit: HoldLimit): Promise<string | null> {
    const rows: { user_id: string }[] = await tx.query(
      `SELECT h.user_id FROM credits.holds h WHERE h.id = $1 AND ${HOLD_LIMIT}`,
      [holdId, ...limitParams(limit)],
    );
    return rows.length ? rows[0].user_id : null;
  }
}
