import { Injectable } from '@nestjs/common';
import type { PaymentProviderName, ProviderShare, ProvidersOverviewReply } from '@storefront/contracts';
import { DataSource } from 'typeorm';
import { ProviderHealthMonitor } from '../routing/provider-health.monitor';

/** The period the back office's provider shares cover. */
export const PROVIDER_SHARE_DAYS = 30;

interface ShareRow {
  provider: PaymentProviderName;
  payments: number;
  paid: number;
  received_eur: string;
  received_usd: string;
}

/** What a paid payment brought: all of it, or what a partial payment was worth. */
const RECEIVED = `CASE WHEN status = 'paid' THEN amount WHEN status = 'partially_paid' THEN coalesce(paid_amount, 0) END`;

/** The back office's providers panel: each provider's health and its share of recent payments. */
@Injectable()
export class ProvidersOverviewService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly health: ProviderHealthMonitor,
  ) {}

  async overview(): Promise<ProvidersOverviewReply> {
    const rows: ShareRow[] = await this.dataSource.query(
      `SELECT provider, count(*)::int AS payments,
              count(*) FILTER (WHERE status IN ('paid', 'partially_paid'))::int AS paid,
              coalesce(sum(${RECEIVED}) FILTER (WHERE currency = 'eur'), 0)::text AS received_eur,
              coalesce(sum(${RECEIVED}) FILTER (WHERE currency = 'usd'), 0)::text AS received_usd
         FROM payments.payments
        WHERE created_at > now() - make_interval(days => $1)
        GROUP BY provider ORDER BY provider`,
      [PROVIDER_SHARE_DAYS],
    );
    const shares: ProviderShare[] = rows.map((r) => ({
      provider: r.provider,
      payments: r.payments,
      paid: r.paid,
      received: { eur: Number(r.received_eur), usd: Number(r.received_usd) },
    }));
    return { health: this.health.view(), shares, days: PROVIDER_SHARE_DAYS };
  }
}
