import { Injectable } from '@nestjs/common';
import {
  PAYMENT_STATUS_PREDECESSORS,
  PaymentsEvents,
  type PaymentPreviousState,
  type PaymentStatus,
} from '@storefront/contracts';
import { Outbox } from '@storefront/platform';
import { DataSource, EntityManager } from 'typeorm';
import { PaymentsConfig } from '../config';
import { type PaymentRow, toPaymentView } from './payment-row';

/** Work done in a status change's transaction, with the payment as the change left it. */
type InTransaction = (em: EntityManager, row: PaymentRow) => Promise<void>;

interface Before {
  status: PaymentStatus;
  confirmations: number;
  credits_added: boolean;
  credits_reversed: boolean;
  tx_hash: string | null;
}

const changed = (before: Before, after: PaymentRow) =>
  before.status !== after.status ||
  before.confirmations !== after.confirmations ||
  before.credits_added !== after.credits_added ||
  before.credits_reversed !== !!after.credits_reversed_at ||
  before.tx_hash !== after.tx_hash;

type NewPayment = Pick<
  PaymentRow,
  | 'payment_id'
  | 'user_id'
  | 'currency'
  | 'crypto'
  | 'address'
  | 'qr_code'
  | 'provider'
  | 'provider_payment_id'
  | 'credits'
  | 'expires_at'
> & {
  amount: string;
  crypto_amount: string;
  credit_price: string;
  fx_rate: string | null;
  checkout_link?: string | null;
};

/** The SQL condition that a payment is in a status it may leave for `target`. */
const mayMoveTo = (target: PaymentStatus) =>
  `status IN (${PAYMENT_STATUS_PREDECESSORS[target].map((s) => `'${s}'`).join(', ')})`;

/**
 * The payments schema's SQL. Status changes are conditional updates on the current status being
 * an earlier one (PAYMENT_STATUS_PREDECESSORS), so two racing confirmations (webhook, poll,
 * approval) cannot both win, and a late or repeated event cannot move a payment backwards.
 *
 * Every change of what the payment page shows (status, confirmations, hash, credits added or taken
 * back) writes its
 * `payments.payment.updated` event in the change's transaction, with the payment as
 * `toPaymentView` renders it; an update that changed none of them announces nothing.
 */
@Injectable()
export class PaymentsRepository {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly config: PaymentsConfig,
  ) {}

  async insert(p: NewPayment): Promise<PaymentRow> {
    const rows: PaymentRow[] = await this.dataSource.query(
      // The payment takes the place of its open-payment claim; a payment of an account deleted
      // while it was being opened is marked like the account's other payments.
      `WITH released AS (DELETE FROM payments.open_payment_claims WHERE payment_id = $1)
       INSERT INTO payments.payments
         (payment_id, user_id, amount, currency, crypto, crypto_amount, address, qr_code,
          provider, provider_payment_id, credits, expires_at, credit_price, fx_rate, checkout_link,
          user_deleted_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15,
               (SELECT deleted_at FROM payments.deleted_accounts WHERE user_id = $2))
       RETURNING *`,
      [
        p.payment_id,
        p.user_id,
        p.amount,
        p.currency,
        p.crypto,
        p.crypto_amount,
        p.address,
        p.qr_code,
        p.provider,
        p.provider_payment_id,
        p.credits,
        p.expires_at,
        p.credit_price,
        p.fx_rate,
        p.checkout_link ?? null,
      ],
    );
    return rows[0];
  }

  async find(paymentId: string): Promise<PaymentRow | null> {
    const rows: PaymentRow[] = await this.dataSource.query(
      `SELECT * FROM payments.payments WHERE payment_id = $1`,
      [paymentId],
    );
    return rows[0] ?? null;
  }

  async findByProviderId(provider: string, providerPaymentId: string): Promise<PaymentRow | null> {
    const rows: PaymentRow[] = await this.dataSource.query(
      `SELECT * FROM payments.payments WHERE provider = $1 AND provider_payment_id = $2`,
      [provider, providerPaymentId],
    );
    return rows[0] ?? null;
  }

  /**
   * The one transition to paid; null when the payment was already paid, partially paid (a
   * credited partial payment is final: a later full payment does not upgrade it) or refunded.
   * `overpaidCrypto`: the coins that arrived when more than asked (the pack's credits are kept).
   */
  markPaid(
    paymentId: string,
    confirmations?: number,
    txHash?: string | null,
    { overpaidCrypto, markedByHand }: { overpaidCrypto?: string | null; markedByHand?: boolean } = {},
  ): Promise<PaymentRow | null> {
    return this.update(
      `status = 'paid', paid_at = clock_timestamp(),
       confirmations = GREATEST(confirmations, COALESCE($2, 0)),
       tx_hash = COALESCE($3, tx_hash), paid_crypto_amount = COALESCE($4, paid_crypto_amount),
       marked_by_hand = marked_by_hand OR $5`,
      mayMoveTo('paid'),
      [paymentId, confirmations ?? null, txHash ?? null, overpaidCrypto ?? null, markedByHand ?? false],
    );
  }

  /**
   * The one transition to partially paid, recording the fiat that arrived and the credits it buys
   * (which replace the ordered credits); null when the payment was already paid, partially paid or
   * refunded.
   */
  markPartiallyPaid(
    paymentId: string,
    paidAmount: string,
    credits: number,
    txHash?: string | null,
    paidCryptoAmount?: string | null,
  ): Promise<PaymentRow | null> {
    return this.update(
      `status = 'partially_paid', paid_at = clock_timestamp(), paid_amount = $2, credits = $3,
       tx_hash = COALESCE($4, tx_hash), paid_crypto_amount = $5`,
      `${mayMoveTo('partially_paid')} AND NOT credits_added`,
      [paymentId, paidAmount, credits, txHash ?? null, paidCryptoAmount ?? null],
    );
  }

  markConfirming(
    paymentId: string,
    confirmations?: number,
    txHash?: string | null,
  ): Promise<PaymentRow | null> {
    return this.update(
      `status = 'confirming', confirmations = GREATEST(confirmations, COALESCE($2, 0)),
       tx_hash = COALESCE($3, tx_hash)`,
      // Money seen after the countdown ended reopens a payment that expired here.
      mayMoveTo('confirming'),
      [paymentId, confirmations ?? null, txHash ?? null],
    );
  }

  /**
   * Expired or failed, as the provider says: only an open payment may end this way.
   * `markedByHand`: the provider's staff invalidated it by hand.
   */
  markClosed(
    paymentId: string,
    status: Extract<PaymentStatus, 'expired' | 'failed'>,
    markedByHand = false,
  ): Promise<PaymentRow | null> {
    return this.update(`status = $2, marked_by_hand = marked_by_hand OR $3`, mayMoveTo(status), [
      paymentId,
      status,
      markedByHand,
    ]);
  }

  /**
   * Expired because the countdown ended with nothing seen: only a payment still waiting. One
   * already confirming has money on its way, whatever a late "waiting" says.
   */
  markExpiredUnseen(paymentId: string): Promise<PaymentRow | null> {
    return this.update(`status = 'expired'`, `status = 'waiting'`, [paymentId]);
  }

  /**
   * The provider gave the money back: final from any other status, paid ones included (their
   * credits stay until an administrator reverses them); null when it was already refunded.
   */
  markRefunded(paymentId: string, txHash?: string | null): Promise<PaymentRow | null> {
    return this.update(`status = 'refunded', tx_hash = COALESCE($2, tx_hash)`, mayMoveTo('refunded'), [
      paymentId,
      txHash ?? null,
    ]);
  }

  /** The payer's own hash; a provider-reported one is never overwritten. */
  recordTxHash(paymentId: string, txHash: string): Promise<PaymentRow | null> {
    return this.update(
      `tx_hash = $2`,
      `status NOT IN ('paid', 'partially_paid', 'refunded') OR tx_hash IS NULL`,
      [paymentId, txHash],
    );
  }

  /**
   * The one flip of credits_added; null when it was already set (or the payment is not paid). A
   * payment refunded while its grant was being written still records that the ledger has them.
   */
  markCreditsAdded(paymentId: string, inTransaction?: InTransaction): Promise<PaymentRow | null> {
    return this.update(
      `credits_added = true`,
      `status IN ('paid', 'partially_paid', 'refunded') AND NOT credits_added`,
      [paymentId],
      inTransaction,
    );
  }

  /**
   * The one record that a refunded payment's credits were taken back; null if already done.
   * `inTransaction` runs in the same transaction (the credit note voiding its receipt).
   */
  markCreditsReversed(paymentId: string, inTransaction?: InTransaction): Promise<PaymentRow | null> {
    return this.update(
      `credits_reversed_at = clock_timestamp()`,
      `status = 'refunded' AND credits_added AND credits_reversed_at IS NULL`,
      [paymentId],
      inTransaction,
    );
  }

  /** Paid payments still owed their credits (never those of a deleted account). */
  async findPaidWithoutCredits(limit: number): Promise<string[]> {
    const rows: { payment_id: string }[] = await this.dataSource.query(
      `SELECT payment_id FROM payments.payments
        WHERE status IN ('paid', 'partially_paid') AND NOT credits_added AND user_deleted_at IS NULL
        ORDER BY paid_at LIMIT $1`,
      [limit],
    );
    return rows.map((r) => r.payment_id);
  }

  /**
   * Open payments still worth asking about (not past their expiry by more than `graceMs`, and not
   * of a deleted account).
   */
  async findOpen(graceMs: number, limit: number): Promise<string[]> {
    const rows: { payment_id: string }[] = await this.dataSource.query(
      `SELECT payment_id FROM payments.payments
        WHERE status IN ('waiting', 'confirming') AND user_deleted_at IS NULL
          AND expires_at > clock_timestamp() - make_interval(secs => $1::double precision / 1000)
        ORDER BY expires_at LIMIT $2`,
      [graceMs, limit],
    );
    return rows.map((r) => r.payment_id);
  }

  /** Closes waiting payments that nobody has asked about long after their expiry. */
  async expireAbandoned(graceMs: number): Promise<number> {
    const rows: { payment_id: string }[] = await this.dataSource.query(
      `SELECT payment_id FROM payments.payments
        WHERE status = 'waiting'
          AND expires_at <= clock_timestamp() - make_interval(secs => $1::double precision / 1000)`,
      [graceMs],
    );
    let count = 0;
    // One by one, so each announces its change like any other expiry.
    for (const { payment_id } of rows) if (await this.markExpiredUnseen(payment_id)) count++;
    return count;
  }

  /**
   * One conditional update in a transaction that locks the row first, so what it was before is
   * known, and writes the change's event when the page would see a difference.
   */
  private async update(
    set: string,
    when: string,
    params: unknown[],
    inTransaction?: InTransaction,
  ): Promise<PaymentRow | null> {
    const outcome = await this.dataSource.transaction(async (em) => {
      const [before]: Before[] = await em.query(
        `SELECT status, confirmations, credits_added, credits_reversed_at IS NOT NULL AS credits_reversed,
                tx_hash
           FROM payments.payments WHERE payment_id = $1 FOR UPDATE`,
        [params[0]],
      );
      if (!before) return null;
      const result: [PaymentRow[], number] = await em.query(
        `UPDATE payments.payments SET ${set}, updated_at = clock_timestamp()
          WHERE payment_id = $1 AND (${when}) RETURNING *`,
        params,
      );
      const row = result[0][0];
      if (!row) return null;
      if (inTransaction) await inTransaction(em, row);
      const announced = changed(before, row);
      if (announced) await this.announce(em, before, row);
      return { row, announced };
    });
    if (outcome?.announced) this.outbox.flush();
    return outcome?.row ?? null;
  }

  /**
   * Announces (in `em`'s transaction, through the outbox) a change made to a payment by a caller
   * that holds its row lock; flush the outbox after the commit.
   */
  async announceChange(em: EntityManager, before: PaymentRow, after: PaymentRow): Promise<void> {
    const was: Before = { ...before, credits_reversed: !!before.credits_reversed_at };
    if (changed(was, after)) await this.announce(em, was, after);
  }

  /**
   * A payment's events, written in the transaction that changes it: `payments.payment.confirmed`
   * once, when its credits are recorded as added, then `payments.payment.updated`.
   */
  private async announce(em: EntityManager, before: Before, row: PaymentRow): Promise<void> {
    if (row.credits_added && !before.credits_added) {
      await this.outbox.add(em, PaymentsEvents.confirmed, {
        paymentId: row.payment_id,
        userId: row.user_id,
        amount: Number(row.amount),
        currency: row.currency,
        crypto: row.crypto,
        credits: row.credits,
      });
    }
    const previous: PaymentPreviousState = {
      status: before.status,
      confirmations: before.confirmations,
      creditsAdded: before.credits_added,
      creditsReversed: before.credits_reversed,
    };
    await this.outbox.add(em, PaymentsEvents.updated, {
      paymentId: row.payment_id,
      userId: row.user_id,
      previous,
      payment: toPaymentView(row, this.config.canSimulatePayments),
    });
  }
}
