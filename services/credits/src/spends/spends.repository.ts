import { Injectable, Logger } from '@nestjs/common';
import type {
  AvailabilityView,
  CreditChangeReason,
  HoldView,
  InsufficientCredits,
  ReversalView,
  SpendView,
  UsageDay,
} from '@storefront/contracts';
import { storedLedgerText } from '@storefront/contracts';
import { preparedQuery } from '@storefront/platform';
import { DataSource, EntityManager } from 'typeorm';
import { GroupCommit } from './group-commit';
import type { LedgerCsvRow } from './transactions-csv';

/** The ledger export's days (`YYYY-MM-DD`, both included, either open) in `timeZone`. */
export interface LedgerPeriod {
  from?: string;
  to?: string;
  timeZone: string;
}

/** $2 and $3 the period's first and last day (or null), $4 its time zone. */
const IN_PERIOD = `($2::date IS NULL OR created_at >= ($2::date::timestamp AT TIME ZONE $4))
          AND ($3::date IS NULL OR created_at < (($3::date + 1)::timestamp AT TIME ZONE $4))`;
const periodParams = (userId: string, { from, to, timeZone }: LedgerPeriod) => [
  userId,
  from ?? null,
  to ?? null,
  timeZone,
];

/** Who makes a change through the API: the key, named on the rows it writes. */
interface ApiKeyRef {
  keyId: string;
  keyName: string;
}

interface NewSpend extends ApiKeyRef {
  userId: string;
  amount: number;
  description: string;
  metadata: Record<string, unknown> | null;
  /** Scoped (`<keyId>:<key>`), unique across the ledger. */
  idempotencyKey: string;
  requestHash: string;
}

interface NewHold extends ApiKeyRef {
  userId: string;
  amount: number;
  expiresInSeconds: number;
  description: string | null;
  idempotencyKey: string | null;
  requestHash: string;
}

/** A row written before under the same idempotency key, with the hash of the request it answered. */
interface Earlier<T> {
  view: T;
  requestHash: string;
  userId: string;
}

/** What `credits.spend` answers for one spend. */
interface SpendResultRow {
  out_outcome: 'spent' | 'earlier' | 'insufficient';
  out_id: string | null;
  out_created_at: Date | null;
  out_metadata: Record<string, unknown> | null;
  out_balance: string | null;
  out_held: string | null;
  /**
   * The spend left the balance below the user's low-balance level, so the function wrote its
   * `credits.balance.changed` (migration 1808000000000): the outbox has something to send.
   */
  out_announced: boolean;
}

type SpendOutcome =
  | { kind: 'spent'; spend: SpendView; balance: number; announced: boolean }
  /** The spend made before under the same idempotency key, and its owner's balance now. */
  | { kind: 'replay'; earlier: Earlier<SpendView>; balance: number }
  | ({ kind: 'insufficient' } & InsufficientCredits);

type HoldOutcome =
  | { kind: 'held'; hold: HoldView }
  | { kind: 'replay'; earlier: Earlier<HoldView> }
  | ({ kind: 'insufficient' } & InsufficientCredits);

type CaptureOutcome =
  | {
      kind: 'captured';
      hold: HoldView;
      spend: SpendView;
      balance: number;
      /** This capture wrote its `credits.balance.changed` (it left the balance below the user's level). */
      announced: boolean;
    }
  /** The hold was captured before: that capture, with the hash of its request (null before they were kept). */
  | { kind: 'earlier'; hold: HoldView; spend: SpendView; requestHash: string | null }
  | { kind: 'not-found' }
  | { kind: 'not-active'; hold: HoldView }
  | { kind: 'too-much'; hold: HoldView }
  | ({ kind: 'insufficient' } & InsufficientCredits);

/**
 * The holds a caller may capture or release: its user's only (`userId`), those placed by one key
 * only (`keyId`); either absent, no limit.
 */
interface HoldLimit {
  userId?: string;
  keyId?: string;
}

type ReleaseOutcome =
  { kind: 'released'; hold: HoldView } | { kind: 'not-found' } | { kind: 'captured'; hold: HoldView };

type ReverseOutcome =
  | { kind: 'reversed'; reversal: ReversalView; balance: number; userId: string; description: string }
  | { kind: 'exists'; reversal: ReversalView }
  | { kind: 'not-found' };

interface SpendRow {
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

interface HoldRow {
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

interface ReversalRow {
  id: string;
  reverses_id: string;
  amount: string;
  created_at: Date;
}

const SPEND_COLUMNS = `t.id, t.user_id, t.amount, t.description, t.metadata, t.api_key_id, t.api_key_name,
  t.created_at, t.request_hash,
  EXISTS (SELECT 1 FROM credits.transactions r WHERE r.reverses_id = t.id) AS reversed`;

/**
 * A hold as of the instant `at` (an SQL expression): an active hold past its time reads as expired
 * before the sweep has marked it.
 */
const holdColumns = (at: string) => `h.id, h.user_id, h.amount, h.captured,
  CASE WHEN h.status = 'active' AND h.expires_at <= ${at} THEN 'expired' ELSE h.status END AS status,
  h.expires_at, h.created_at, h.capture_id, h.request_hash`;
const HOLD_COLUMNS = holdColumns('now()');

/** Credits put aside for user `$1` by holds live at the instant `at` (an SQL expression). */
const heldAt = (at: string) => `COALESCE((SELECT sum(amount) FROM credits.holds
   WHERE user_id = $1 AND status = 'active' AND expires_at > ${at}), 0)`;

/** Only the holds of user `$2` (when not null) placed by key `$3` (when not null). */
const HOLD_LIMIT = `($2::uuid IS NULL OR h.user_id = $2) AND ($3::uuid IS NULL OR h.api_key_id = $3)`;
const limitParams = (limit: HoldLimit) => [limit.userId ?? null, limit.keyId ?? null];

const SPEND_ONE = `SELECT s.* FROM credits.spend($1, $2, $3, $4, $5, $6, $7, $8) s`;

/**
 * Many spends in one statement, so in one transaction and one commit: `credits.spend` for each
 * row in order (a VOLATILE function's statements each see what the calls before it wrote).
 */
const SPEND_GROUP = `SELECT x.n, s.*
  FROM unnest($1::uuid[], $2::numeric[], $3::text[], $4::jsonb[], $5::uuid[], $6::text[], $7::text[], $8::text[])
       WITH ORDINALITY AS x(user_id, amount, description, metadata, key_id, key_name, idempotency_key, request_hash, n)
 CROSS JOIN LATERAL credits.spend(x.user_id, x.amount, x.description, x.metadata, x.key_id, x.key_name,
                                  x.idempotency_key, x.request_hash) s`;

/**
 * Spend groups in flight at once, and the most spends in one. A few groups keep the database's
 * cores busy while one commits; a group's balance rows stay locked until its commit, so groups
 * are kept small enough for that to be short.
 */
const SPEND_GROUPS_IN_FLIGHT = 4;
const SPEND_GROUP_MAX = 32;

const cents = (value: number) => value.toFixed(2);

/** `credits.spend`'s eight arguments, in order. */
const spendParams = (spend: NewSpend) => [
  spend.userId,
  cents(spend.amount),
  spend.description,
  spend.metadata === null ? null : JSON.stringify(spend.metadata),
  spend.keyId,
  spend.keyName,
  spend.idempotencyKey,
  spend.requestHash,
];
const money = (value: string | number) => Math.round(Number(value) * 100) / 100;

function toSpend(row: SpendRow): SpendView {
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

function toHold(row: HoldRow): HoldView {
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

function toReversal(row: ReversalRow): ReversalView {
  return {
    id: row.id,
    spendId: row.reverses_id,
    amount: money(row.amount),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/**
 * The spend API's SQL. Every change that moves credits writes its ledger row and adds it to the
 * balance (`balance + amount`) in one statement of one transaction. Spends and holds first lock
 * the user's balance row, so what is available (balance − live holds) is read after every other
 * change of that user has committed and cannot move until this one has.
 */
@Injectable()
export class SpendsRepository {
  private readonly logger = new Logger(SpendsRepository.name);
  private readonly spends = new GroupCommit<NewSpend, SpendResultRow>(
    (group) => this.spendGroup(group),
    SPEND_GROUPS_IN_FLIGHT,
    SPEND_GROUP_MAX,
  );

  constructor(private readonly dataSource: DataSource) {}

  /**
   * A call to `credits.spend` (migration 1801000000000): it locks the balance row, answers an
   * idempotency key already used with the spend it made, reads the live holds, and writes the
   * ledger row and `balance - amount` only when what is available covers the amount. Spends that
   * arrive while the database is busy are made together (see GroupCommit); the answer is the same.
   */
  async spend(spend: NewSpend): Promise<SpendOutcome> {
    const row = await this.spends.submit(spend);
    if (row.out_outcome === 'spent') {
      return {
        kind: 'spent',
        spend: {
          id: row.out_id!,
          user_id: spend.userId,
          amount: money(spend.amount),
          description: spend.description,
          metadata: row.out_metadata,
          key_id: spend.keyId,
          key_name: spend.keyName,
          created_at: new Date(row.out_created_at!).toISOString(),
          reversed: false,
        },
        balance: money(row.out_balance!),
        announced: row.out_announced,
      };
    }
    if (row.out_outcome === 'earlier') {
      const replay = await this.replayOf(spend.idempotencyKey);
      if (replay) return { kind: 'replay', ...replay };
    }
    return { kind: 'insufficient', ...this.shortOf(row.out_balance, row.out_held ?? '0', spend.amount) };
  }

  /**
   * What is live, and when the new hold expires, is reckoned from the clock once the balance row
   * is locked: a hold made after waiting for the lock still lasts its whole time.
   */
  hold(hold: NewHold): Promise<HoldOutcome> {
    return this.dataSource.transaction(async (tx) => {
      const locked = await this.lockBalance(tx, hold.userId);
      const [row]: (Partial<HoldRow> & {
        held: string;
        enough: boolean;
        earlier: boolean;
        inserted_id: string | null;
      })[] = await tx.query(
        `WITH earlier AS (
           SELECT id FROM credits.holds WHERE $6::text IS NOT NULL AND idempotency_key = $6
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
           ON CONFLICT (idempotency_key) DO NOTHING
           RETURNING *
         )
         SELECT state.held, $9::numeric - state.held >= $2::numeric AS enough,
                EXISTS (SELECT 1 FROM earlier) AS earlier,
                ins.id AS inserted_id, ins.user_id, ins.amount, ins.captured, ins.status,
                ins.expires_at, ins.created_at
           FROM state LEFT JOIN ins ON true`,
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
      if (row.inserted_id)
        return { kind: 'held', hold: toHold({ ...(row as HoldRow), id: row.inserted_id }) };
      if (hold.idempotencyKey && (row.earlier || row.enough)) {
        const rows: HoldRow[] = await tx.query(
          `SELECT ${HOLD_COLUMNS} FROM credits.holds h WHERE idempotency_key = $1`,
          [hold.idempotencyKey],
        );
        if (rows.length)
          return {
            kind: 'replay',
            earlier: {
              view: toHold(rows[0]),
              requestHash: rows[0].request_hash ?? '',
              userId: rows[0].user_id,
            },
          };
      }
      return { kind: 'insufficient', ...this.shortOf(locked, row.held, hold.amount) };
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
      await this.lockBalance(tx, owner);
      await tx.query(`SELECT 1 FROM credits.holds WHERE id = $1 FOR UPDATE`, [holdId]);
      // Both rows are locked by now, so nothing waits between the clock's reading and the debit.
      const [current]: (HoldRow & {
        description: string | null;
        balance: string | null;
        others: string;
        covered: boolean;
      })[] = await tx.query(
        `WITH clock AS (SELECT clock_timestamp() AS at), state AS (
           SELECT ${holdColumns('clock.at')}, h.description, b.balance,
                  COALESCE((SELECT sum(x.amount) FROM credits.holds x
                             WHERE x.user_id = h.user_id AND x.id <> h.id AND x.status = 'active'
                               AND x.expires_at > clock.at), 0) AS others
             FROM clock CROSS JOIN credits.holds h LEFT JOIN credits.balances b ON b.user_id = h.user_id
            WHERE h.id = $1
         )
         SELECT state.*, COALESCE(state.balance, 0) - state.others >= $2::numeric AS covered FROM state`,
        [holdId, cents(amount)],
      );
      const hold = toHold(current);
      if (current.status === 'captured') {
        const earlier = await this.captureById(tx, current.capture_id!);
        return { kind: 'earlier', hold, ...earlier };
      }
      if (current.status !== 'active') return { kind: 'not-active', hold };
      if (amount > hold.amount) return { kind: 'too-much', hold };
      if (!current.covered)
        return { kind: 'insufficient', ...this.shortOf(current.balance, current.others, amount) };
      // A debit through the API announces itself (migration 1808000000000): with the balance it
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

  /** Gives an API spend's credits back as one `credit_refund` row linked to it (unique, so once). */
  reverse(
    spendId: string,
    onlyUserId: string | undefined,
    by: { adminId: string | null; keyId: string | null; reason: CreditChangeReason | null },
  ): Promise<ReverseOutcome> {
    return this.dataSource.transaction(async (tx) => {
      const spends: { user_id: string; amount: string; description: string | null }[] = await tx.query(
        `SELECT user_id, amount, description FROM credits.transactions
          WHERE id = $1 AND type = 'credit_spend' AND api_key_id IS NOT NULL
            AND ($2::uuid IS NULL OR user_id = $2)`,
        [spendId, onlyUserId ?? null],
      );
      if (!spends.length) return { kind: 'not-found' };
      const spend = spends[0];
      const text = storedLedgerText('ledger.spend-reversed', { description: spend.description ?? '' });
      const description = text.description.slice(0, 200);
      const inserted: (ReversalRow & { balance_after: string })[] = await tx.query(
        `WITH ins AS (
           INSERT INTO credits.transactions
             (user_id, type, amount, description, admin_id, api_key_id, reverses_id, payment_method, status,
              description_code, description_params, reason_code, reason_note)
           VALUES ($1, 'credit_refund', $2::numeric, $3, $4, $5, $6, 'api', 'completed', $7, $8, $9, $10)
           ON CONFLICT (reverses_id) DO NOTHING
           RETURNING *
         ), upd AS (
           UPDATE credits.balances b SET balance = b.balance + ins.amount, updated_at = now()
             FROM ins WHERE b.user_id = ins.user_id
           RETURNING b.balance
         )
         SELECT ins.id, ins.reverses_id, ins.amount, ins.created_at, upd.balance AS balance_after
           FROM ins, upd`,
        [
          spend.user_id,
          cents(-Number(spend.amount)),
          description,
          by.adminId,
          by.keyId,
          spendId,
          text.descriptionCode,
          text.descriptionParams,
          by.reason?.code ?? null,
          by.reason?.note ?? null,
        ],
      );
      if (inserted.length) {
        return {
          kind: 'reversed',
          reversal: toReversal(inserted[0]),
          balance: money(inserted[0].balance_after),
          userId: spend.user_id,
          description,
        };
      }
      const earlier: ReversalRow[] = await tx.query(
        `SELECT id, reverses_id, amount, created_at FROM credits.transactions WHERE reverses_id = $1`,
        [spendId],
      );
      return { kind: 'exists', reversal: toReversal(earlier[0]) };
    });
  }

  private async spendOne(spend: NewSpend): Promise<SpendResultRow> {
    const [row] = await preparedQuery<SpendResultRow>(
      this.dataSource,
      'credits.spend',
      SPEND_ONE,
      spendParams(spend),
    );
    return row;
  }

  /**
   * A group of spends in one statement. Every group locks its users' balance rows in the same
   * order (by user id), so two groups never wait on each other in a cycle. The statement is its
   * own transaction: if it fails (a deadlock with some other writer, a lost connection), none of
   * the group was written, and each spend is made again alone, so only a spend that fails by
   * itself fails; its idempotency key answers a retry either way.
   */
  private async spendGroup(group: NewSpend[]): Promise<PromiseSettledResult<SpendResultRow>[]> {
    if (group.length === 1) return Promise.allSettled([this.spendOne(group[0])]);
    // Array.prototype.sort is stable: one user's spends keep their order of arrival.
    const order = group
      .map((spend, i) => ({ i, user: spend.userId.toLowerCase() }))
      .sort((a, b) => (a.user < b.user ? -1 : a.user > b.user ? 1 : 0))
      .map(({ i }) => i);
    const rowsOfParams = order.map((i) => spendParams(group[i]));
    const columns = rowsOfParams[0].map((_, c) => rowsOfParams.map((params) => params[c]));
    try {
      const rows = await preparedQuery<SpendResultRow & { n: string }>(
        this.dataSource,
        'credits.spend-group',
        SPEND_GROUP,
        columns,
      );
      const results: PromiseSettledResult<SpendResultRow>[] = new Array(group.length);
      for (const row of rows) results[order[Number(row.n) - 1]] = { status: 'fulfilled', value: row };
      return results;
    } catch (err) {
      this.logger.warn(`a group of ${group.length} spends failed (${String(err)}); each is made alone`);
      return Promise.allSettled(group.map((spend) => this.spendOne(spend)));
    }
  }

  async availability(userId: string): Promise<AvailabilityView> {
    const rows: { balance: string; held: string }[] = await this.dataSource.query(
      `SELECT COALESCE((SELECT balance FROM credits.balances WHERE user_id = $1), 0) AS balance,
              ${heldAt('now()')} AS held`,
      [userId],
    );
    const balance = money(rows[0].balance);
    const held = money(rows[0].held);
    return { balance, held, available: money(balance - held) };
  }

  async listSpends(
    userId: string,
    limit: number,
    offset: number,
  ): Promise<{ spends: SpendView[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.dataSource.query(
        `SELECT ${SPEND_COLUMNS} FROM credits.transactions t
          WHERE t.user_id = $1 AND t.type = 'credit_spend' AND t.api_key_id IS NOT NULL
          ORDER BY t.created_at DESC, t.id DESC LIMIT $2 OFFSET $3`,
        [userId, limit, offset],
      ) as Promise<SpendRow[]>,
      this.dataSource.query(
        `SELECT count(*)::int AS total FROM credits.transactions
          WHERE user_id = $1 AND type = 'credit_spend' AND api_key_id IS NOT NULL`,
        [userId],
      ) as Promise<{ total: number }[]>,
    ]);
    return { spends: rows.map(toSpend), total: count[0].total };
  }

  /**
   * Credits spent through the API on each of the last `days` days in `timeZone`, oldest first,
   * zero on days without spends. A reversed spend is not counted.
   */
  async usage(userId: string, days: number, timeZone: string): Promise<UsageDay[]> {
    const rows: { date: string; spent: string }[] = await this.dataSource.query(
      `WITH span AS (
         SELECT generate_series((now() AT TIME ZONE $2)::date - ($3::int - 1), (now() AT TIME ZONE $2)::date,
                                interval '1 day')::date AS day
       ), spent AS (
         SELECT (t.created_at AT TIME ZONE $2)::date AS day, sum(-t.amount) AS total
           FROM credits.transactions t
          WHERE t.user_id = $1 AND t.type = 'credit_spend' AND t.api_key_id IS NOT NULL
            AND t.created_at >= (((now() AT TIME ZONE $2)::date - ($3::int - 1))::timestamp AT TIME ZONE $2)
            AND NOT EXISTS (SELECT 1 FROM credits.transactions r WHERE r.reverses_id = t.id)
          GROUP BY 1
       )
       SELECT to_char(span.day, 'YYYY-MM-DD') AS date, COALESCE(spent.total, 0) AS spent
         FROM span LEFT JOIN spent ON spent.day = span.day
        ORDER BY span.day`,
      [userId, timeZone, days],
    );
    return rows.map((r) => ({ date: r.date, spent: money(r.spent) }));
  }

  /** A slice of a user's ledger for the CSV export, newest first, after `cursor`, within `period`. */
  async ledgerSlice(
    userId: string,
    period: LedgerPeriod,
    cursor: { at: string; id: string } | null,
    limit: number,
  ): Promise<LedgerCsvRow[]> {
    return this.dataSource.query(
      `SELECT id, created_at, created_at::text AS at, type, amount, description, description_code,
              description_params, api_key_name
         FROM credits.transactions
        WHERE user_id = $1 AND ${IN_PERIOD}
          AND ($5::timestamptz IS NULL OR (created_at, id) < ($5::timestamptz, $6::uuid))
        ORDER BY created_at DESC, id DESC LIMIT $7`,
      [...periodParams(userId, period), cursor?.at ?? null, cursor?.id ?? null, limit],
    );
  }

  /** How many rows the export of `period` has, counting no further than `atMost`. */
  async ledgerRows(userId: string, period: LedgerPeriod, atMost: number): Promise<number> {
    const [row]: { rows: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS rows
         FROM (SELECT 1 FROM credits.transactions WHERE user_id = $1 AND ${IN_PERIOD} LIMIT $5) capped`,
      [...periodParams(userId, period), atMost],
    );
    return row.rows;
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

  /** The balance, read under its row lock (null when the user has no balance row: nothing to spend). */
  private async lockBalance(tx: EntityManager, userId: string): Promise<string | null> {
    const rows: { balance: string }[] = await tx.query(
      `SELECT balance FROM credits.balances WHERE user_id = $1 FOR UPDATE`,
      [userId],
    );
    return rows.length ? rows[0].balance : null;
  }

  private shortOf(balance: string | null, held: string, amount: number): InsufficientCredits {
    const b = money(balance ?? 0);
    const available = money(b - Number(held));
    return { balance: b, available, shortfall: money(amount - available) };
  }

  private async holdOwner(tx: EntityManager, holdId: string, limit: HoldLimit): Promise<string | null> {
    const rows: { user_id: string }[] = await tx.query(
      `SELECT h.user_id FROM credits.holds h WHERE h.id = $1 AND ${HOLD_LIMIT}`,
      [holdId, ...limitParams(limit)],
    );
    return rows.length ? rows[0].user_id : null;
  }

  /** A hold's capture, with the hash of the request that made it. */
  private async captureById(
    tx: EntityManager,
    id: string,
  ): Promise<{ spend: SpendView; requestHash: string | null }> {
    const [row]: SpendRow[] = await tx.query(
      `SELECT ${SPEND_COLUMNS} FROM credits.transactions t WHERE t.id = $1`,
      [id],
    );
    return { spend: toSpend(row), requestHash: row.request_hash };
  }

  /** The spend written under an idempotency key, with its owner's balance now: one prepared statement. */
  private async replayOf(key: string): Promise<{ earlier: Earlier<SpendView>; balance: number } | null> {
    const rows = await preparedQuery<SpendRow & { balance: string | null }>(
      this.dataSource,
      'credits.spend-replay',
      `SELECT ${SPEND_COLUMNS}, (SELECT b.balance FROM credits.balances b WHERE b.user_id = t.user_id) AS balance
         FROM credits.transactions t WHERE t.idempotency_key = $1`,
      [key],
    );
    if (!rows.length) return null;
    const [row] = rows;
    return {
      earlier: { view: toSpend(row), requestHash: row.request_hash ?? '', userId: row.user_id },
      balance: money(row.balance ?? 0),
    };
  }
}
