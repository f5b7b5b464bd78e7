import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Credit notes: the receipt of a payment whose credits were taken back after a refund is voided
 * by one credit note, numbered from the same yearly counter as receipts (`receipt_counters`) in
 * the transaction that records the reversal, so receipts and credit notes share one gap-free
 * sequence. The seller is kept as it was when the note was issued.
 */
export class CreditNotes1809000000000 implements MigrationInterface {
  name = 'CreditNotes1809000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE payments.credit_notes (
        payment_id uuid PRIMARY KEY REFERENCES payments.receipts (payment_id),
        year integer NOT NULL,
        sequence integer NOT NULL CHECK (sequence > 0),
        number text NOT NULL UNIQUE,
        issued_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        seller_name text NOT NULL,
        seller_address text NOT NULL,
        seller_vat_id text,
        UNIQUE (year, sequence)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE payments.credit_notes`);
  }
}
