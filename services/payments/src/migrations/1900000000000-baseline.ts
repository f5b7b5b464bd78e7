import { baselineNeeded, createOutboxTable } from '@storefront/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The columns of a payment's numbered document (a receipt, a credit note) and its number's key. */
const numberedDocument = (of: string) => `
        payment_id uuid PRIMARY KEY REFERENCES ${of} (payment_id),
        year integer NOT NULL,
        sequence integer NOT NULL CHECK (sequence > 0),
        number text NOT NULL UNIQUE,
        issued_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        seller_name text NOT NULL,
        seller_address text NOT NULL,
        seller_vat_id text,
        UNIQUE (year, sequence)`;

/**
 * The payments schema's tables as migrations 1760000000000 to 1814000000000 left them, squashed
 * into one step on 2026-11-30. Its functions and triggers are not here: their home
 * (`stats/payment-counts.sql.ts`) is applied after the migrations.
 */
export class Baseline1900000000000 implements MigrationInterface {
  name = 'Baseline1900000000000';

  async up(q: QueryRunner): Promise<void> {
    if (!(await baselineNeeded(q, 'payments', 'RefundCreditNotes1814000000000'))) return;
    // A payment: `paid_amount`, the fiat value of what arrived (partially_paid only), and
    // `paid_crypto_amount`, the coins; `refunded` is final; `credits_reversed_at`, when an
    // administrator took back the credits of a payment refunded after they were added;
    // `credit_price` and `fx_rate`, what it was priced at; `user_deleted_at`, set on every payment
    // of a deleted account (never polled or credited again); `checkout_link` and `marked_by_hand`,
    // BTCPay's own page and whether its staff settled it by hand; `refund_*`, a refund of the
    // unspent credits by claim link.
    await q.query(`
      CREATE TABLE payments.payments (
        payment_id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        amount numeric(12,2) NOT NULL CHECK (amount > 0),
        currency text NOT NULL CHECK (currency IN ('eur', 'usd')),
        crypto text NOT NULL CHECK (crypto IN ('btc', 'eth', 'ltc', 'lightning')),
        crypto_amount numeric(30,12) NOT NULL,
        address text NOT NULL,
        qr_code text,
        provider text NOT NULL,
        provider_payment_id text NOT NULL,
        status text NOT NULL DEFAULT 'waiting'
          CHECK (status IN ('waiting', 'confirming', 'paid', 'partially_paid', 'expired', 'failed', 'refunded')),
        confirmations integer NOT NULL DEFAULT 0,
        tx_hash text,
        credits integer NOT NULL CHECK (credits >= 0),
        credits_added boolean NOT NULL DEFAULT false,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        paid_at timestamptz,
        paid_amount numeric(14,2),
        credits_reversed_at timestamptz,
        credit_price numeric(18,8) CHECK (credit_price > 0),
        fx_rate numeric(18,8) CHECK (fx_rate > 0),
        user_deleted_at timestamptz,
        paid_crypto_amount numeric(30,12),
        checkout_link text,
        marked_by_hand boolean NOT NULL DEFAULT false,
        refund_requested_at timestamptz,
        refund_requested_by uuid,
        refund_reason_code text,
        refund_reason_note text,
        refund_credits integer,
        refund_amount numeric(14, 2),
        refund_pull_payment_id text,
        refund_claim_link text,
        refunded_at timestamptz,
        UNIQUE (provider, provider_payment_id),
        CONSTRAINT payments_refund_claim_check
          CHECK ((refund_claim_link IS NULL) = (refund_pull_payment_id IS NULL)
             AND (refund_claim_link IS NULL OR refund_requested_at IS NOT NULL))
      )`);
    // The admin list sorts by date (an index holding its whole order) or amount and filters by
    // status over the whole table.
    await q.query(`CREATE INDEX payments_created_id_idx ON payments.payments (created_at, payment_id)`);
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
    // What the reconciler, the pollers and the per-user count of waiting payments look for, each a
    // small slice of the table.
    await q.query(
      `CREATE INDEX payments_anomaly_idx ON payments.payments (paid_at)
         WHERE status IN ('paid', 'partially_paid') AND NOT credits_added`,
    );
    await q.query(
      `CREATE INDEX payments_refund_anomaly_idx ON payments.payments (paid_at)
         WHERE status = 'refunded' AND credits_added AND credits_reversed_at IS NULL`,
    );
    await q.query(
      `CREATE INDEX payments_open_idx ON payments.payments (expires_at) WHERE status IN ('waiting', 'confirming')`,
    );
    await q.query(
      `CREATE INDEX payments_user_waiting_idx ON payments.payments (user_id, expires_at) WHERE status = 'waiting'`,
    );
    // Every provider callback, kept for a time with its signature verdict and what it did.
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
    await q.query(
      `CREATE INDEX provider_callbacks_received_idx ON payments.provider_callbacks (received_at)`,
    );
    // Running counts of payments by (status, crypto, credits_added), appended to by the triggers
    // on payments.payments: the sum per key is the count.
    await q.query(`
      CREATE TABLE payments.payment_counts (
        status text NOT NULL,
        crypto text NOT NULL,
        credits_added boolean NOT NULL,
        n bigint NOT NULL
      )`);
    // Slots of payments being opened: a checkout claims one before it asks the provider, and the
    // payment's insert gives it back.
    await q.query(`
      CREATE TABLE payments.open_payment_claims (
        payment_id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        claimed_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await q.query(`CREATE INDEX open_payment_claims_user_idx ON payments.open_payment_claims (user_id)`);
    await q.query(`
      CREATE TABLE payments.deleted_accounts (
        user_id uuid PRIMARY KEY,
        deleted_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await createOutboxTable(q, 'payments');
    // Receipts and credit notes, numbered per year without gaps from one counter row per year,
    // incremented in the transaction that issues them. The seller is kept as it was then.
    await q.query(`
      CREATE TABLE payments.receipt_counters (
        year integer PRIMARY KEY,
        last_number integer NOT NULL CHECK (last_number > 0)
      )`);
    await q.query(`CREATE TABLE payments.receipts (${numberedDocument('payments.payments')})`);
    // `credits` and `amount`: the share of the receipt a partial refund cancels; null on a note
    // that voids the whole receipt.
    await q.query(`
      CREATE TABLE payments.credit_notes (${numberedDocument('payments.receipts')},
        credits integer CHECK (credits > 0),
        amount numeric(14, 2) CHECK (amount >= 0),
        CONSTRAINT credit_notes_share_check CHECK ((credits IS NULL) = (amount IS NULL))
      )`);
  }

  async down(): Promise<void> {
    throw new Error('the baseline is not undone: restore a backup instead');
  }
}
