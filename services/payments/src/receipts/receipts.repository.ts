import { Injectable } from '@nestjs/common';
import { receiptNumber } from '@storefront/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { PaymentsConfig } from '../config';

/** A row of `payments.receipts` (`payments.credit_notes` has the same columns and its share). */
export interface ReceiptRow {
  payment_id: string;
  year: number;
  sequence: number;
  number: string;
  issued_at: Date;
  seller_name: string;
  seller_address: string;
  seller_vat_id: string | null;
}

export type CreditNoteRow = ReceiptRow & {
  /** The share of the receipt it cancels; null: all of it. */
  credits: number | null;
  amount: string | null;
};

/** The part of a receipt a credit note cancels: credits taken back and the fiat given for them. */
export interface CreditNoteShare {
  credits: number;
  amount: string;
}

/**
 * Receipt and credit note numbers: one counter row per year, incremented by the transaction that issues the
 * receipt or credit note. The row stays locked until that transaction ends, so concurrent issues
 * take numbers one after another, and one that rolls back gives its number back: no gaps.
 */
@Injectable()
export class ReceiptsRepository {
  constructor(
    private readonly dataSource: DataSource,
    private readonly config: PaymentsConfig,
  ) {}

  /**
   * Issues the payment's receipt in `em`'s transaction, which must hold the payment's row lock
   * (its credits update, or `issueMissing`): a payment that has one already gets no second.
   */
  async issue(em: EntityManager, paymentId: string): Promise<void> {
    const existing: unknown[] = await em.query(`SELECT 1 FROM payments.receipts WHERE payment_id = $1`, [
      paymentId,
    ]);
    if (existing.length) return;
    const { year, sequence } = await this.nextNumber(em);
    await em.query(
      `INSERT INTO payments.receipts
         (payment_id, year, sequence, number, seller_name, seller_address, seller_vat_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [paymentId, year, sequence, receiptNumber(year, sequence), ...this.seller()],
    );
  }

  /**
   * Issues the credit note voiding the payment's receipt in `em`'s transaction, which must hold
   * the payment's row lock (the update recording that its credits were taken back, or
   * `issueMissingCreditNotes`). Its number is the next of the receipts' counter, so receipts and
   * credit notes share one gap-free sequence. A payment without a receipt (credited before
   * receipts existed) gets its receipt first; one with a credit note already gets no second.
   */
  async issueCreditNote(em: EntityManager, paymentId: string, share?: CreditNoteShare): Promise<void> {
    const existing: unknown[] = await em.query(`SELECT 1 FROM payments.credit_notes WHERE payment_id = $1`, [
      paymentId,
    ]);
    if (existing.length) return;
    await this.issue(em, paymentId);
    const { year, sequence } = await this.nextNumber(em);
    await em.query(
      `INSERT INTO payments.credit_notes
         (payment_id, year, sequence, number, seller_name, seller_address, seller_vat_id, credits, amount)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        paymentId,
        year,
        sequence,
        receiptNumber(year, sequence),
        ...this.seller(),
        share?.credits ?? null,
        share?.amount ?? null,
      ],
    );
  }

  /** The year's next number; its counter row stays locked until `em`'s transaction ends. */
  private async nextNumber(em: EntityManager): Promise<{ year: number; sequence: number }> {
    const [next]: { year: number; sequence: number }[] = await em.query(
      `INSERT INTO payments.receipt_counters AS c (year, last_number)
       VALUES (extract(year FROM clock_timestamp() AT TIME ZONE $1)::int, 1)
       ON CONFLICT (year) DO UPDATE SET last_number = c.last_number + 1
       RETURNING year, last_number AS sequence`,
      [this.config.DISPLAY_TIME_ZONE],
    );
    return next;
  }

  private seller(): [string, string, string | null] {
    return [
      this.config.receiptSeller.name,
      this.config.receiptSeller.address,
      this.config.RECEIPT_SELLER_VAT_ID ?? null,
    ];
  }

  async find(paymentId: string): Promise<ReceiptRow | null> {
    const rows: ReceiptRow[] = await this.dataSource.query(
      `SELECT * FROM payments.receipts WHERE payment_id = $1`,
      [paymentId],
    );
    return rows[0] ?? null;
  }

  async findCreditNote(paymentId: string): Promise<CreditNoteRow | null> {
    const rows: CreditNoteRow[] = await this.dataSource.query(
      `SELECT * FROM payments.credit_notes WHERE payment_id = $1`,
      [paymentId],
    );
    return rows[0] ?? null;
  }

  /**
   * Issues the receipts of credited payments that have none (credited before receipts existed),
   * oldest payment first; returns how many were issued.
   */
  async issueMissing(limit: number): Promise<number> {
    const rows: { payment_id: string }[] = await this.dataSource.query(
      `SELECT p.payment_id FROM payments.payments p
         LEFT JOIN payments.receipts r USING (payment_id)
        WHERE p.credits_added AND r.payment_id IS NULL
        ORDER BY p.paid_at NULLS LAST, p.created_at LIMIT $1`,
      [limit],
    );
    for (const { payment_id } of rows) {
      await this.dataSource.transaction(async (em) => {
        await em.query(`SELECT 1 FROM payments.payments WHERE payment_id = $1 FOR UPDATE`, [payment_id]);
        await this.issue(em, payment_id);
      });
    }
    return rows.length;
  }

  /**
   * Issues the credit notes of payments whose credits were taken back before credit notes
   * existed, oldest reversal first; returns how many were issued.
   */
  async issueMissingCreditNotes(limit: number): Promise<number> {
    const rows: { payment_id: string }[] = await this.dataSource.query(
      `SELECT p.payment_id FROM payments.payments p
         LEFT JOIN payments.credit_notes n USING (payment_id)
        WHERE p.credits_reversed_at IS NOT NULL AND n.payment_id IS NULL
        ORDER BY p.credits_reversed_at LIMIT $1`,
      [limit],
    );
    for (const { payment_id } of rows) {
      await this.dataSource.transaction(async (em) => {
        await em.query(`SELECT 1 FROM payments.payments WHERE payment_id = $1 FOR UPDATE`, [payment_id]);
        await this.issueCreditNote(em, payment_id);
      });
    }
    return rows.length;
  }
}
