import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Finance's refunds of a BTCPay payment's unspent credits are money moved by hand: counted in the
 * rolling totals, and past them a four-eyes request naming the payment and the reason.
 */
export class PaymentRefundApprovals1813000000000 implements MigrationInterface {
  name = 'PaymentRefundApprovals1813000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE admin.manual_credit_moves
        DROP CONSTRAINT manual_credit_moves_kind_check,
        ADD CONSTRAINT manual_credit_moves_kind_check
          CHECK (kind IN ('credit_adjustment', 'payment_approval', 'spend_reversal', 'payment_refund'))`);
    await q.query(`
      ALTER TABLE admin.credit_approvals
        DROP CONSTRAINT credit_approvals_kind_check,
        DROP CONSTRAINT credit_approvals_payment_check,
        ADD CONSTRAINT credit_approvals_kind_check
          CHECK (kind IN ('credit_adjustment', 'payment_approval', 'spend_reversal', 'payment_refund')),
        ADD CONSTRAINT credit_approvals_payment_check
          CHECK ((kind IN ('payment_approval', 'payment_refund')) = (payment_id IS NOT NULL))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM admin.credit_approvals WHERE kind = 'payment_refund'`);
    await q.query(`DELETE FROM admin.manual_credit_moves WHERE kind = 'payment_refund'`);
    await q.query(`
      ALTER TABLE admin.credit_approvals
        DROP CONSTRAINT credit_approvals_payment_check,
        DROP CONSTRAINT credit_approvals_kind_check,
        ADD CONSTRAINT credit_approvals_kind_check
          CHECK (kind IN ('credit_adjustment', 'payment_approval', 'spend_reversal')),
        ADD CONSTRAINT credit_approvals_payment_check
          CHECK ((kind = 'payment_approval') = (payment_id IS NOT NULL))`);
    await q.query(`
      ALTER TABLE admin.manual_credit_moves
        DROP CONSTRAINT manual_credit_moves_kind_check,
        ADD CONSTRAINT manual_credit_moves_kind_check
          CHECK (kind IN ('credit_adjustment', 'payment_approval', 'spend_reversal'))`);
  }
}
