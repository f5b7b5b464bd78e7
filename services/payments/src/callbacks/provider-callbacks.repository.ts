import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** The outcome of a prompt recorded and waiting for the provider to be asked again. */
export const QUEUED = 'queued';

export interface ProviderCallback {
  provider: string;
  providerPaymentId: string | null;
  body: unknown;
  signature: string | null;
  signatureValid: boolean;
  outcome: string;
}

/**
 * Every provider callback as received, so an admin can see (and replay) what arrived, for
 * PROVIDER_CALLBACKS_RETENTION_DAYS.
 */
@Injectable()
export class ProviderCallbacksRepository {
  constructor(private readonly dataSource: DataSource) {}

  async record(callback: ProviderCallback): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO payments.provider_callbacks
         (provider, provider_payment_id, body, signature, signature_valid, outcome)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        callback.provider,
        callback.providerPaymentId,
        JSON.stringify(callback.body),
        callback.signature,
        callback.signatureValid,
        callback.outcome,
      ],
    );
  }

  /**
   * Records a signed prompt about `providerPaymentId` in one statement with the lookup of its
   * payment: `queued` when it is a payment of ours (and `orderId`, when the provider sent one, is
   * its id), else `ignored: unknown payment`. Resolves to the payment's id, or null.
   */
  async recordPrompt(
    callback: Omit<ProviderCallback, 'outcome' | 'signatureValid'> & { orderId: string | null },
  ): Promise<string | null> {
    const rows: { payment_id: string | null }[] = await this.dataSource.query(
      `WITH ours AS (
         SELECT payment_id FROM payments.payments
          WHERE provider = $1 AND provider_payment_id = $2 AND ($5::text IS NULL OR payment_id::text = $5)
       )
       INSERT INTO payments.provider_callbacks
         (provider, provider_payment_id, body, signature, signature_valid, outcome)
       SELECT $1, $2, $3, $4, true,
              CASE WHEN EXISTS (SELECT 1 FROM ours) THEN $6 ELSE 'ignored: unknown payment' END
       RETURNING (SELECT payment_id FROM ours) AS payment_id`,
      [
        callback.provider,
        callback.providerPaymentId,
        JSON.stringify(callback.body),
        callback.signature,
        callback.orderId,
        QUEUED,
      ],
    );
    return rows[0]?.payment_id ?? null;
  }

  /** The deliveries of a payment's prompts recorded as `queued` and not yet followed by a read. */
  async queuedFor(provider: string, providerPaymentId: string): Promise<string[]> {
    const rows: { id: string }[] = await this.dataSource.query(
      `SELECT id FROM payments.provider_callbacks
        WHERE provider_payment_id = $2 AND provider = $1 AND outcome = $3`,
      [provider, providerPaymentId, QUEUED],
    );
    return rows.map((row) => row.id);
  }

  /**
   * Writes what the read that followed these deliveries found, on those no other read settled
   * first (two reads of one payment may run side by side).
   */
  async settle(ids: string[], outcome: string): Promise<void> {
    if (ids.length === 0) return;
    await this.dataSource.query(
      `UPDATE payments.provider_callbacks SET outcome = $2 WHERE id = ANY($1) AND outcome = $3`,
      [ids, outcome, QUEUED],
    );
  }

  /**
   * Deletes up to `batch` callbacks received before `before`; returns how many. Rows another
   * replica's sweep holds are left to it.
   */
  async deleteReceivedBefore(before: Date, batch: number): Promise<number> {
    const rows: { deleted: number }[] = await this.dataSource.query(
      `WITH old AS (
         SELECT id FROM payments.provider_callbacks WHERE received_at < $1
          ORDER BY received_at LIMIT $2 FOR UPDATE SKIP LOCKED
       ), deleted AS (
         DELETE FROM payments.provider_callbacks c USING old WHERE c.id = old.id RETURNING 1
       )
       SELECT count(*)::int AS deleted FROM deleted`,
      [before, batch],
    );
    return rows[0].deleted;
  }
}
