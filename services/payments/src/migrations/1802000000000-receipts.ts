import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Receipts of credited payments, numbered per year without gaps: the number comes from the
 * year's counter row, incremented in the transaction that issues the receipt, so a transaction
 * that rolls back gives its number back (a sequence would lose it). The seller is kept as it was
 * when the receipt was issued.
 *
 * `paid_crypto_amount`: the coins that actually arrived for a partially paid payment.
 */
export class Receipts1802000000000 implements MigrationInterface {
  name = 'Receipts1802000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE payments.receipt_counters (
        year integer PRIMARY KEY,
        last_number integer NOT NULL CHECK (last_number > 0)
      )`);
    await q.query(`
      CREATE TABLE payments.receipts (
        payment_id uuid PRIMARY KEY REFERENCES payments.payments (payment_id),
        year integer NOT NULL,
        sequence integer NOT NULL CHECK (sequence > 0),
        number text NOT NULL UNIQUE,
        issued_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        seller_name text NOT NULL,
        seller_address text NOT NULL,
        seller_vat_id text,
        UNIQUE (year, sequence)
      )`);
    await q.query(`ALTER TABLE payments.payments ADD COLUMN paid_crypto_amount numeric(30,12)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE payments.payments DROP COLUMN paid_crypto_amount`);
    await q.query(`DROP TABLE payments.receipts`);
    await q.query(`DROP TABLE payments.receipt_counters`);
  }
}
