import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * BTCPay's invoices: `checkout_link`, the provider's own page for paying the payment (a second way
 * to pay), and `marked_by_hand`, set when the provider's staff settled or invalidated it by hand
 * rather than the chain, for the back office to show.
 */
export class BtcPayInvoices1811000000000 implements MigrationInterface {
  name = 'BtcPayInvoices1811000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE payments.payments ADD COLUMN checkout_link text`);
    await q.query(`ALTER TABLE payments.payments ADD COLUMN marked_by_hand boolean NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE payments.payments DROP COLUMN marked_by_hand`);
    await q.query(`ALTER TABLE payments.payments DROP COLUMN checkout_link`);
  }
}
