import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreatePayments1760000000000 implements MigrationInterface {
  name = 'CreatePayments1760000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE payments.payments (
        payment_id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        amount numeric(12,2) NOT NULL CHECK (amount > 0),
        currency text NOT NULL CHECK (currency IN ('eur', 'usd')),
        crypto text NOT NULL CHECK (crypto IN ('btc', 'eth', 'ltc')),
        crypto_amount numeric(30,12) NOT NULL,
        address text NOT NULL,
        qr_code text,
        provider text NOT NULL,
        provider_payment_id text NOT NULL,
        status text NOT NULL DEFAULT 'waiting'
          CHECK (status IN ('waiting', 'confirming', 'paid', 'expired', 'failed')),
        confirmations integer NOT NULL DEFAULT 0,
        tx_hash text,
        credits integer NOT NULL CHECK (credits >= 0),
        credits_added boolean NOT NULL DEFAULT false,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        paid_at timestamptz,
        UNIQUE (provider, provider_payment_id)
      )`);
    // The admin list sorts by date or amount and filters by status over the whole table.
    await q.query(`CREATE INDEX payments_created_idx ON payments.payments (created_at DESC)`);
    await q.query(`CREATE INDEX payments_amount_idx ON payments.payments (amount, created_at)`);
    await q.query(`CREATE INDEX payments_status_created_idx ON payments.payments (status, created_at DESC)`);
    await q.query(`CREATE INDEX payments_user_created_idx ON payments.payments (user_id, created_at DESC)`);
    // Search by the start of a payment or transaction id.
    await q.query(
      `CREATE INDEX payments_id_text_idx ON payments.payments ((payment_id::text) text_pattern_ops)`,
    );
    await q.query(
      `CREATE INDEX payments_provider_id_text_idx ON payments.payments (provider_payment_id text_pattern_ops)`,
    );
    // What the reconciler and the pollers look for; both are a small slice of the table.
    await q.query(
      `CREATE INDEX payments_anomaly_idx ON payments.payments (paid_at) WHERE status = 'paid' AND NOT credits_added`,
    );
    await q.query(
      `CREATE INDEX payments_open_idx ON payments.payments (expires_at) WHERE status IN ('waiting', 'confirming')`,
    );

    // Every provider callback, kept with its signature verdict and what it did.
    await q.query(`
      CREATE TABLE payments.provider_callbacks (
        id bigserial PRIMARY KEY,
        provider text NOT NULL,
        provider_payment_id text,
        body jsonb NOT NULL,
        signature text,
        signature_valid boolean NOT NULL,
        outcome text NOT NULL,
        received_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await q.query(
      `CREATE INDEX provider_callbacks_payment_idx ON payments.provider_callbacks (provider_payment_id, received_at DESC)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE payments.provider_callbacks`);
    await q.query(`DROP TABLE payments.payments`);
  }
}
