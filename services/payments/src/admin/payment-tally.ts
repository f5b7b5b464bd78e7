import {
  AdminStatusFilter,
  AdminTransactionStats,
  Crypto,
  isCreditedStatus,
  PaymentStatus,
} from '@storefront/contracts';

/** A row of `countsSql`: a count by key, or (for `appended` and `unmatched`) a bare number. */
export interface CountsRow {
  kind: 'counted' | 'pending' | 'overdue' | 'refund_anomaly' | 'appended' | 'unmatched';
  status: PaymentStatus | null;
  crypto: Crypto | null;
  credits_added: boolean | null;
  n: number;
}

/**
 * The stat cards and status-filter totals from one snapshot of the running counts and the open
 * payments. Each status filter's count holds exactly the rows its WHERE clause in
 * admin-transactions.query lists:
 * - completed: status paid;
 * - pending: open (waiting, confirming) and not yet past expires_at;
 * - expired: expired or failed, or open and past expires_at.
 */
export class PaymentTally {
  constructor(private readonly rows: CountsRow[]) {}

  /** How many payments a status filter lists, of one crypto or of all. */
  count(filter: AdminStatusFilter, crypto?: Crypto): number {
    switch (filter) {
      case 'all':
        return this.sum('counted', crypto);
      case 'completed':
        return this.sum('counted', crypto, (r) => r.status === 'paid');
      case 'pending':
        return this.sum('pending', crypto);
      case 'expired':
        return (
          this.sum('counted', crypto, (r) => r.status === 'expired' || r.status === 'failed') +
          this.sum('overdue', crypto)
        );
    }
  }

  stats(): AdminTransactionStats {
    return {
      total: this.count('all'),
      pending: this.count('pending'),
      completed: this.count('completed'),
      expired: this.count('expired'),
      anomalies:
        this.sum('counted', undefined, (r) => isCreditedStatus(r.status!) && !r.credits_added) +
        this.sum('refund_anomaly'),
    };
  }

  /** The rows a search finds beyond the running counts (0 when it was not asked). */
  get unmatched(): number {
    return this.sum('unmatched');
  }

  /** How many rows payments.payment_counts holds: compaction is due when they pile up. */
  get appended(): number {
    return this.sum('appended');
  }

  private sum(kind: CountsRow['kind'], crypto?: Crypto, where: (r: CountsRow) => boolean = () => true) {
    return this.rows
      .filter((r) => r.kind === kind && (!crypto || r.crypto === crypto) && where(r))
      .reduce((total, r) => total + r.n, 0);
  }
}
