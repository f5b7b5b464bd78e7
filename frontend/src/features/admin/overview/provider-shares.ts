// The overview's providers table: one row per provider in use or with payments in the period.
import type { PaymentProviderName, ProviderHealthView, ProviderShare } from '../admin-contracts';

export interface ProviderRow {
  provider: PaymentProviderName;
  /** Null for a provider no longer in use (it only has older payments). */
  health: ProviderHealthView | null;
  payments: number;
  /** Its part of the period's payments, 0 to 1. */
  share: number;
  received: ProviderShare['received'];
}

export function providerRows(health: ProviderHealthView[], shares: ProviderShare[]): ProviderRow[] {
  const total = shares.reduce((sum, s) => sum + s.payments, 0);
  const names = [...new Set([...health.map((h) => h.provider), ...shares.map((s) => s.provider)])];
  return names.map((provider) => {
    const share = shares.find((s) => s.provider === provider);
    return {
      provider,
      health: health.find((h) => h.provider === provider) ?? null,
      payments: share?.payments ?? 0,
      share: total ? (share?.payments ?? 0) / total : 0,
      received: share?.received ?? { eur: 0, usd: 0 },
    };
  });
}
