/**
 * What the spend API's repositories share: the rows they read, how those become the API's views,
 * and the balance row's lock every change of a user's credits takes first.
 */
import type { HoldView, InsufficientCredits, ReversalView, SpendView } from '@storefront/contracts';
import { EntityManager } from 'typeorm';

/** Who makes a change through the API: the key, named on the rows it writes. */
export interface ApiKeyRef {
  keyId: string;
  keyName: string;
}

export interface NewSpend extends ApiKeyRef {
  userId: string;
  amount: number;
  description: string;
  metadata: Record<string, unknown> | null;
  /** Scoped (`<keyId>:<key>`), unique across the ledger. */
  idempotencyKey: string;
  requestHash: string;
}

export interface NewHold extends ApiKeyRef {
  userId: string;
  amount: number;
  expiresInSeconds: number;
  description: string | null;
  idempotencyKey: string | null;
  requestHash: string;
}

/**
 * What a change asked again made the first time (a spend or hold under the same idempotency key, a
 * hold's capture, a spend's reversal), with the hash of the request that made it: SpendsService's
 * `replayOf` judges every one of them. Null where no hash was kept (captures made before hashes
 * were, reversals, which have one per spend whatever was asked).
 */
export interface Earlier<T> {
  view: T;
  requestHash: string | null;
}

export interface SpendRow {
  id: string;
  user_id: string;
  amount: string;
  description: string | null;
  metadata: Record<string, unknown> | null;
  api_key_id: string | null;
  api_key_name: string | null;
  created_at: Date;
  reversed: boolean;
  request_hash: string | null;
}

export interface HoldRow {
  id: string;
  user_id: string;
  amount: string;
  captured: string;
  status: HoldView['status'];
  expires_at: Date;
  created_at: Date;
  capture_id: string | null;
  request_hash: string | null;
}

export interface ReversalRow {
  id: string;
  reverses_id: string;
  amount: string;
  created_at: Date;
}

export const SPEND_COLUMNS = `t.id, t.user_id, t.amount, t.description, t.metadata, t.api_key_id, t.api_key_name,
  t.created_at, t.request_hash,
  EXISTS (SELECT 1 FROM credits.transactions r WHERE r.reverses_id = t.id) AS reversed`;

/**
 * A hold as of the instant `at` (an SQL expression): an active hold past its time reads as expired
 * before the sweep has marked it.
 */
export const holdColumns = (at: string) => `h.id, h.user_id, h.amount, h.captured,
  CASE WHEN h.status = 'active' AND h.expires_at <= ${at} THEN 'expired' ELSE h.status END AS status,
  h.expires_at, h.created_at, h.capture_id, h.request_hash`;
export const HOLD_COLUMNS = holdColumns('now()');

/** Credits put aside for user `$1` by holds live at the instant `at` (an SQL expression). */
export const heldAt = (at: string) => `COALESCE((SELECT sum(amount) FROM credits.holds
   WHERE user_id = $1 AND status = 'active' AND expires_at > ${at}), 0)`;

export const cents = (value: number) => value.toFixed(2);

export const money = (value: string | number) => Math.round(Number(value) * 100) / 100;

export function toSpend(row: SpendRow): SpendView {
  return {
    id: row.id,
    user_id: row.user_id,
    amount: money(-Number(row.amount)),
    description: row.description ?? '',
    metadata: row.metadata,
    key_id: row.api_key_id,
    key_name: row.api_key_name,
    created_at: new Date(row.created_at).toISOString(),
    reversed: Boolean(row.reversed),
  };
}

export function toHold(row: HoldRow): HoldView {
  return {
    id: row.id,
    user_id: row.user_id,
    amount: money(row.amount),
    captured: money(row.captured),
    status: row.status,
    expires_at: new Date(row.expires_at).toISOString(),
    created_at: new Date(row.created_at).toISOString(),
  };
}

export function toReversal(row: ReversalRow): ReversalView {
  return {
    id: row.id,
    spendId: row.reverses_id,
    amount: money(row.amount),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The balance, read under its row lock (null when the user has no balance row: nothing to spend). */
export async function lockBalance(tx: EntityManager, userId: string): Promise<string | null> {
  const rows: { balance: string }[] = await tx.query(
    `SELECT balance FROM credits.balances WHERE user_id = $1 FOR UPDATE`,
    [userId],
  );
  return rows.length ? rows[0].balance : null;
}

export function shortOf(balance: string | null, held: string, amount: number): InsufficientCredits {
  const b = money(balance ?? 0);
  const available = money(b - Number(held));
  return { balance: b, available, shortfall: money(amount - available) };
}
