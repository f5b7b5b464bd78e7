import { Injectable, Logger } from '@nestjs/common';
import type { CreditChangeReason, InsufficientCredits, ReversalView, SpendView } from '@storefront/contracts';
import { storedLedgerText } from '@storefront/contracts';
import { preparedQuery } from '@storefront/platform';
import { DataSource } from 'typeorm';
import { GroupCommit } from './group-commit';
import { NewSpend, Earlier, ReversalRow, cents, money, toReversal, shortOf } from './spend-rows';

/** What `credits.spend` answers for one spend: the spend it made, or the one made before under its key. */
interface SpendResultRow {
  out_outcome: 'spent' | 'earlier' | 'insufficient';
  out_id: string | null;
  out_created_at: Date | null;
  out_metadata: Record<string, unknown> | null;
  out_balance: string | null;
  out_held: string | null;
  /**
   * The spend left the balance below the user's low-balance level, so the function wrote its
   * `credits.balance.changed` (see ledger/balance-events.sql.ts): the outbox has something to send.
   */
  out_announced: boolean;
  out_amount: string | null;
  out_description: string | null;
  out_key_id: string | null;
  out_key_name: string | null;
  out_request_hash: string | null;
  out_reversed: boolean;
}

type SpendOutcome =
  | { kind: 'spent'; spend: SpendView; balance: number; announced: boolean }
  /** The spend made before under the same idempotency key, and its owner's balance now. */
  | { kind: 'earlier'; earlier: Earlier<SpendView>; balance: number }
  | ({ kind: 'insufficient' } & InsufficientCredits);

export type ReverseOutcome =
  | { kind: 'reversed'; reversal: ReversalView; balance: number; userId: string; description: string }
  | { kind: 'earlier'; earlier: Earlier<ReversalView> }
  | { kind: 'not-found' };

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
   * A call to `credits.spend` (spend.sql.ts): it locks the balance row, answers an
   * idempotency key already used with the spend it made, reads the live holds, and writes the
   * ledger row and `balance - amount` only when what is available covers the amount. Spends that
   * arrive while the database is busy are made together (see GroupCommit); the answer is the same.
   */
  async spend(spend: NewSpend): Promise<SpendOutcome> {
    const row = await this.spends.submit(spend);
    if (row.out_outcome === 'insufficient')
      return { kind: 'insufficient', ...shortOf(row.out_balance, row.out_held ?? '0', spend.amount) };
    const view: SpendView = {
      id: row.out_id!,
      user_id: spend.userId,
      amount: money(row.out_amount!),
      description: row.out_description ?? '',
      metadata: row.out_metadata,
      key_id: row.out_key_id,
      key_name: row.out_key_name,
      created_at: new Date(row.out_created_at!).toISOString(),
      reversed: row.out_reversed,
    };
    const balance = money(row.out_balance ?? 0);
    if (row.out_outcome === 'earlier')
      return { kind: 'earlier', earlier: { view, requestHash: row.out_request_hash }, balance };
    return { kind: 'spent', spend: view, balance, announced: row.out_announced };
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
      return { kind: 'earlier', earlier: { view: toReversal(earlier[0]), requestHash: null } };
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
}
