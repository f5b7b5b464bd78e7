import type { AdminSort, AdminStatusFilter, Crypto, PaymentProviderName } from '@storefront/contracts';

const CRYPTO_WORDS: Record<string, Crypto> = {
  btc: 'btc',
  bitcoin: 'btc',
  eth: 'eth',
  ethereum: 'eth',
  ltc: 'ltc',
  litecoin: 'ltc',
  lightning: 'lightning',
  ln: 'lightning',
};

/** Waiting or confirming: the only statuses whose display changes with time alone. */
const OPEN = `status IN ('waiting', 'confirming')`;
/** A payment counts as expired for display when the provider closed it or its time ran out. */
// A partially paid payment is final and credited: shown as partial, never as expired. The status
// filters keep their three values; partial payments appear under "all".
const EXPIRED = `(status IN ('expired', 'failed') OR (${OPEN} AND expires_at <= now()))`;
const PENDING = `(${OPEN} AND expires_at > now())`;

const STATUS_WHERE: Record<AdminStatusFilter, string | null> = {
  all: null,
  completed: `status = 'paid'`,
  pending: PENDING,
  expired: EXPIRED,
};

const ORDER_BY: Record<AdminSort, string> = {
  newest: 'created_at DESC, payment_id DESC',
  oldest: 'created_at ASC, payment_id ASC',
  amount_desc: 'amount DESC, created_at DESC',
  amount_asc: 'amount ASC, created_at ASC',
};

/** Every column but the QR code, which the list never shows. */
export const LIST_COLUMNS = `payment_id, user_id, amount, currency, crypto, crypto_amount, address,
  provider, provider_payment_id, status, confirmations, tx_hash, credits, credits_added,
  expires_at, created_at, updated_at, paid_at, paid_amount, credits_reversed_at, credit_price, fx_rate,
  user_deleted_at, marked_by_hand, refund_requested_at, refund_credits, refund_amount, refund_claim_link`;

/**
 * What the stat cards and list totals are computed from, in one statement (one snapshot):
 * - `counted`: the running counts by status, crypto and credits_added (payments.payment_counts,
 *   kept by triggers), summed over the rows appended since the last compaction;
 * - `pending` / `overdue`: the open payments by the same keys, split by whether their time ran
 *   out, which no trigger sees happen; they are few, and payments_open_idx holds them;
 * - `refund_anomaly`: refunded payments whose credits were added and not yet taken back, which
 *   the running counts cannot tell apart (payments_refund_anomaly_idx holds them);
 * - `appended`: how many rows payment_counts has, to know when to compact it;
 * - `unmatched` (when a search needs it): the rows the running counts cannot tell, counted.
 */
export function countsSql(unmatchedWhere?: string): string {
  return `
  SELECT 'counted' AS kind, status, crypto, credits_added, sum(n)::int AS n
    FROM payments.payment_counts GROUP BY status, crypto, credits_added
  UNION ALL
  SELECT CASE WHEN expires_at > now() THEN 'pending' ELSE 'overdue' END, status, crypto, credits_added, count(*)::int
    FROM payments.payments WHERE ${OPEN} GROUP BY 1, 2, 3, 4
  UNION ALL
  SELECT 'refund_anomaly', NULL, NULL, NULL, count(*)::int FROM payments.payments
   WHERE status = 'refunded' AND credits_added AND credits_reversed_at IS NULL AND credits > 0
  UNION ALL
  SELECT 'appended', NULL, NULL, NULL, count(*)::int FROM payments.payment_counts
  ${unmatchedWhere === undefined ? '' : `UNION ALL SELECT 'unmatched', NULL, NULL, NULL, count(*)::int FROM payments.payments ${unmatchedWhere}`}`;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Numbered SQL parameters, in the order they are written. */
function parameters() {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  return { params, param };
}

const whereOf = (conditions: string[]) => (conditions.length ? `WHERE ${conditions.join(' AND ')}` : '');

/**
 * A search matches the start of a payment or transaction id, a crypto by code or name, or an
 * exact amount; each branch has an index. The crypto branch is kept apart: the running counts
 * know how many payments of a crypto there are, so a total need not count them.
 */
function searchTerms(term: string, param: (value: unknown) => string) {
  const others = [
    `payment_id::text LIKE ${param(`${escapeLike(term.toLowerCase())}%`)}`,
    `provider_payment_id LIKE ${param(`${escapeLike(term)}%`)}`,
  ];
  const amount = term.replace(',', '.').replace(/[€$\s]|eur|usd/gi, '');
  if (/^\d{1,10}(\.\d{1,2})?$/.test(amount)) others.push(`amount = ${param(amount)}`);
  return { others, crypto: CRYPTO_WORDS[term.toLowerCase()] as Crypto | undefined };
}

/** The WHERE clause and parameters of the admin list's rows (of one provider's payments, when given). */
export function adminTransactionsFilter(
  search: string | undefined,
  status: AdminStatusFilter,
  provider?: PaymentProviderName,
) {
  const { params, param } = parameters();
  const conditions: string[] = [];
  if (provider) conditions.push(`provider = ${param(provider)}`);
  const term = search?.trim();
  if (term) {
    const { others, crypto } = searchTerms(term, param);
    if (crypto) others.push(`crypto = ${param(crypto)}`);
    conditions.push(`(${others.join(' OR ')})`);
  }
  const statusWhere = STATUS_WHERE[status];
  if (statusWhere) conditions.push(statusWhere);
  return { where: whereOf(conditions), params, param };
}

/**
 * How the list's total is made: the running counts of the status filter (of one crypto when the
 * search names one, of every payment when there is no search), plus `unmatched`, the rows a
 * search finds beyond that, counted in SQL. The two parts never overlap. The running counts know
 * no provider: one provider's payments are all counted in SQL.
 */
interface AdminTotalPlan {
  /** Take the running count of the status filter; with `crypto`, of that crypto only. */
  fromCounts: { crypto?: Crypto } | null;
  /** Count these rows too (a WHERE clause and its parameters). */
  unmatched: { where: string; params: unknown[] } | null;
}

export function adminTransactionsTotal(
  search: string | undefined,
  status: AdminStatusFilter,
  provider?: PaymentProviderName,
): AdminTotalPlan {
  if (provider) {
    const { where, params } = adminTransactionsFilter(search, status, provider);
    return { fromCounts: null, unmatched: { where, params } };
  }
  const term = search?.trim();
  if (!term) return { fromCounts: {}, unmatched: null };
  const { params, param } = parameters();
  const { others, crypto } = searchTerms(term, param);
  const conditions = [`(${others.join(' OR ')})`];
  // The payments of the named crypto are all in the running count: count only the others.
  if (crypto) conditions.push(`crypto <> ${param(crypto)}`);
  const statusWhere = STATUS_WHERE[status];
  if (statusWhere) conditions.push(statusWhere);
  return { fromCounts: crypto ? { crypto } : null, unmatched: { where: whereOf(conditions), params } };
}

export function adminTransactionsOrder(sort: AdminSort): string {
  return ORDER_BY[sort];
}
