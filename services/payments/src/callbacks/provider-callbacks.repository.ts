import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface ProviderCallback {
  provider: string;
  providerPaymentId: string | null;
  body: unknown;
  signature: string | null;
  signatureValid: boolean;
  outcome: string;
}

/** Every provider callback as received, so an admin can see (and replay) what arrived. */
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
}
