import type { AdminSort, AdminStatusFilter, Crypto } from '@storefront/contracts';

const CRYPTO_WORDS: Record<string, Crypto> = {
  btc: 'btc',
  bitcoin: 'btc',
  eth: 'eth',
  ethereum: 'eth',
  ltc: 'ltc',
  litecoin: 'ltc',
};

/** A payment counts as expired for display when the provider closed it or its time ran out. */
// A partially paid payment is final and credited: shown as partial, never as expired. The status
// filters keep their three values; partial payments appear under "all".
const EXPIRED = `(status IN ('expired', 'failed') OR (status IN ('waiting', 'confirming') AND expires_at <= now()))`;
const PENDING = `(status IN ('waiting', 'confirming') AND expires_at > now())`;

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
  expires_at, created_at, updated_at, paid_at, paid_amount`;

export const STATS_SQL = `
  SELECT count(*)::int AS total,
         count(*) FILTER (WHERE ${PENDING})::int AS pending,
         count(*) FILTER (WHERE status = 'paid')::int AS completed,
         count(*) FILTER (WHERE ${EXPIRED})::int AS expired,
         count(*) FILTER (WHERE status IN ('paid', 'partially_paid') AND NOT credits_added)::int AS anomalies
    FROM payments.payments`;

/** The stat card counting exactly the rows a status filter (without a search) lists. */
export const STATS_TOTAL_OF: Record<AdminStatusFilter, 'total' | 'pending' | 'completed' | 'expired'> = {
  all: 'total',
  pending: 'pending',
  completed: 'completed',
  expired: 'expired',
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The WHERE clause and parameters of the admin list. The search matches the start of a payment
 * or transaction id, a crypto by code or name, or an exact amount; each branch has an index.
 */
export function adminTransactionsFilter(search: string | undefined, status: AdminStatusFilter) {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where: string[] = [];
  const term = search?.trim();
  if (term) {
    const alternatives = [
      `payment_id::text LIKE ${param(`${escapeLike(term.toLowerCase())}%`)}`,
      `provider_payment_id LIKE ${param(`${escapeLike(term)}%`)}`,
    ];
    const crypto = CRYPTO_WORDS[term.toLowerCase()];
    if (crypto) alternatives.push(`crypto = ${param(crypto)}`);
    const amount = term.replace(',', '.').replace(/[€$\s]|eur|usd/gi, '');
    if (/^\d{1,10}(\.\d{1,2})?$/.test(amount)) alternatives.push(`amount = ${param(amount)}`);
    where.push(`(${alternatives.join(' OR ')})`);
  }
  const statusWhere = STATUS_WHERE[status];
  if (statusWhere) where.push(statusWhere);
  return {
    where: where.length ? `WHERE ${where.join(' AND ')}` : '',
    params,
    param,
    searched: Boolean(term),
  };
}

export function adminTransactionsOrder(sort: AdminSort): string {
  return ORDER_BY[sort];
}
