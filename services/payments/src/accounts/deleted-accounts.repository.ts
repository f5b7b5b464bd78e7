import { Injectable } from '@nestjs/common';
import type { PaymentProviderName, PaymentStatus } from '@storefront/contracts';
import { DataSource } from 'typeorm';

/** A payment of a just-deleted account, as it was before the deletion marked it. */
export interface MarkedPayment {
  payment_id: string;
  provider: PaymentProviderName;
  provider_payment_id: string;
  previous_status: PaymentStatus;
  expires_at: Date;
}

@Injectable()
export class DeletedAccountsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Remembers the account as deleted and marks every payment of it not yet marked: the open ones
   * (waiting, confirming) end as failed, and all of them carry `user_deleted_at`, so no poll,
   * reconciler or grant credits them. Returns the payments marked now: none when the deletion was
   * already recorded, so a repeated event changes nothing.
   */
  async markDeleted(userId: string): Promise<MarkedPayment[]> {
    const [rows]: [MarkedPayment[], number] = await this.dataSource.query(
      `WITH account AS (
         INSERT INTO payments.deleted_accounts (user_id) VALUES ($1)
         ON CONFLICT (user_id) DO UPDATE SET user_id = EXCLUDED.user_id
         RETURNING deleted_at
       ), unmarked AS (
         SELECT payment_id, status FROM payments.payments
          WHERE user_id = $1 AND user_deleted_at IS NULL
          FOR UPDATE
       )
       UPDATE payments.payments p
          SET user_deleted_at = account.deleted_at,
              status = CASE WHEN p.status IN ('waiting', 'confirming') THEN 'failed' ELSE p.status END,
              updated_at = clock_timestamp()
         FROM account, unmarked
        WHERE p.payment_id = unmarked.payment_id
      RETURNING p.payment_id, p.provider, p.provider_payment_id, unmarked.status AS previous_status,
                p.expires_at`,
      [userId],
    );
    return rows;
  }
}
