import { Injectable, Logger } from '@nestjs/common';
import {
  AdjustCreditsReply,
  AdjustCreditsRequest,
  AdminCreditHistoryEntry,
  CREDITS_MESSAGES,
  CreditsErrorCode,
  CreditTransaction,
  CreditTransactionType,
  FindSpendReply,
  GrantForPaymentReply,
  GrantForPaymentRequest,
  ReversePaymentReply,
  ReversePaymentRequest,
  SetBalanceReply,
  SetBalanceRequest,
  SetLowBalanceLevelsReply,
  SetLowBalanceLevelsRequest,
  storedLedgerText,
  USER_LEDGER_LIMIT_MAX,
  UserLedgerReply,
  UserLedgerRequest,
  VerifyLedgerReply,
  cryptoTicker,
} from '@storefront/contracts';
import { Outbox, ServiceError } from '@storefront/platform';
import { AppliedEntry, LedgerEntry, LedgerRepository } from './ledger.repository';

const ADMIN_HISTORY_LIMIT = 100;

/** The rules of the credit ledger: what each operation writes and who hears about it. */
@Injectable()
export class LedgerService {
  private readonly logger = new Logger(LedgerService.name);

  constructor(
    private readonly ledger: LedgerRepository,
    private readonly outbox: Outbox,
  ) {}

  balance(userId: string): Promise<number> {
    return this.ledger.balance(userId);
  }

  balances(userIds: string[]): Promise<Record<string, number>> {
    return this.ledger.balances([...new Set(userIds)]);
  }

  history(userId: string, limit = 10, type?: CreditTransactionType): Promise<CreditTransaction[]> {
    return this.ledger.history(userId, limit, type);
  }

  adminHistory(): Promise<AdminCreditHistoryEntry[]> {
    return this.ledger.adminHistory(ADMIN_HISTORY_LIMIT);
  }

  userLedger(request: UserLedgerRequest): Promise<UserLedgerReply> {
    const limit = Math.min(Math.max(Math.trunc(Number(request.limit)) || 20, 1), USER_LEDGER_LIMIT_MAX);
    return this.ledger.userLedger(request.userId, limit, request.before).then((rows) => ({ rows }));
  }

  openAccount(userId: string): Promise<void> {
    return this.ledger.open(userId);
  }

  async setLowBalanceLevels({ levels }: SetLowBalanceLevelsRequest): Promise<SetLowBalanceLevelsReply> {
    // One row per user: of a user named twice, the last level stands.
    const last = new Map(levels.map((l) => [l.userId, l]));
    return { saved: last.size ? await this.ledger.setLowBalanceLevels([...last.values()]) : 0 };
  }

  async adjust(request: AdjustCreditsRequest): Promise<AdjustCreditsReply> {
    const adding = request.direction === 'add';
    const entry: LedgerEntry = {
      userId: request.userId,
      type: adding ? 'credit_add' : 'credit_spend',
      amount: adding ? request.amount : -request.amount,
      ...describedAs(request.description, () =>
        storedLedgerText(adding ? 'ledger.admin-added' : 'ledger.admin-removed', { amount: request.amount }),
      ),
      adminId: request.adminId,
      paymentMethod: 'admin',
      requestId: request.requestId ?? null,
      status: 'completed',
      reason: request.reason ?? null,
      approvalId: request.approvalId ?? null,
    };
    const applied = await this.ledger.apply(entry);
    if (applied) {
      await this.announce(entry, applied);
      return applied;
    }
    // Only a request id can conflict here: the same request again, answered as the first time.
    const first = request.requestId ? await this.ledger.findByRequestId(request.requestId) : null;
    if (!first) throw new Error('ledger row without a conflicting key was not written');
    if (first.user_id !== entry.userId || first.amount !== entry.amount) {
      throw ServiceError.conflict(
        CREDITS_MESSAGES.idempotencyKeyReused,
        CreditsErrorCode.IdempotencyKeyReused,
      );
    }
    return { transaction: first, balance: await this.ledger.balance(first.user_id) };
  }

  async setBalance(request: SetBalanceRequest): Promise<SetBalanceReply> {
    const outcome = await this.ledger.setBalance(
      request.userId,
      request.balance,
      (delta) => ({
        type: delta > 0 ? 'credit_add' : 'credit_spend',
        ...storedLedgerText('ledger.balance-set', { balance: request.balance }),
        adminId: request.adminId,
        paymentMethod: 'admin',
        status: 'completed',
        reason: request.reason ?? null,
      }),
      request.expectedBalance,
    );
    switch (outcome.kind) {
      case 'stale':
        throw ServiceError.conflict(CREDITS_MESSAGES.balanceChanged, CreditsErrorCode.BalanceChanged);
      case 'unchanged':
        return { changed: false, previousBalance: outcome.previous, balance: outcome.previous };
      case 'applied':
        await this.announce(outcome.entry, outcome);
        return { changed: true, previousBalance: outcome.previous, balance: outcome.balance };
    }
  }

  async grantForPayment(request: GrantForPaymentRequest): Promise<GrantForPaymentReply> {
    const entry: LedgerEntry = {
      userId: request.userId,
      type: 'credit_purchase',
      amount: request.credits,
      ...describedAs(request.description, () =>
        storedLedgerText('ledger.purchase', {
          credits: request.credits,
          ...(request.crypto ? { crypto: cryptoTicker(request.crypto) } : {}),
        }),
      ),
      paymentMethod: request.paymentMethod ?? 'crypto',
      paymentId: request.paymentId,
      status: 'completed',
    };
    const applied = await this.ledger.apply(entry);
    if (applied) {
      await this.announce(entry, applied);
      return { alreadyApplied: false, transactionId: applied.transaction.id, balance: applied.balance };
    }
    const existing = await this.ledger.findByPaymentId(request.paymentId);
    if (!existing) throw new Error(`payment ${request.paymentId} conflicted but has no ledger row`);
    if (existing.user_id !== request.userId) {
      throw ServiceError.conflict('This payment was already credited to another account');
    }
    return {
      alreadyApplied: true,
      transactionId: existing.id,
      balance: await this.ledger.balance(existing.user_id),
    };
  }

  async reversePayment(request: ReversePaymentRequest): Promise<ReversePaymentReply> {
    const text = describedAs(request.description, () => storedLedgerText('ledger.payment-refunded', {}));
    const outcome = await this.ledger.reversePayment(
      request.paymentId,
      request.userId,
      { ...text, adminId: request.adminId },
      request.unspentOnly,
    );
    switch (outcome.kind) {
      case 'no-purchase':
        throw ServiceError.conflict(CREDITS_MESSAGES.paymentNotCredited, CreditsErrorCode.PaymentNotCredited);
      case 'nothing-unspent':
        throw ServiceError.conflict(CREDITS_MESSAGES.nothingUnspent, CreditsErrorCode.NothingUnspent);
      case 'exists':
        return {
          alreadyApplied: true,
          credits: outcome.credits,
          transactionId: outcome.transaction.id,
          balance: await this.ledger.balance(request.userId),
        };
      case 'applied':
        await this.announce(
          {
            userId: request.userId,
            type: 'credit_refund',
            amount: -outcome.credits,
            ...text,
            adminId: request.adminId,
          },
          outcome,
        );
        return {
          alreadyApplied: false,
          credits: outcome.credits,
          transactionId: outcome.transaction.id,
          balance: outcome.balance,
        };
    }
  }

  findSpend(spendId: string): Promise<FindSpendReply['spend']> {
    return this.ledger.findSpend(spendId);
  }

  async verify(userId?: string): Promise<VerifyLedgerReply> {
    const { checked, mismatches } = await this.ledger.compareWithLedger(userId);
    return { consistent: mismatches.length === 0, checkedUsers: checked, mismatches };
  }

  /**
   * A committed balance change's `credits.balance.changed` event was written with its ledger row,
   * in the same transaction (the trigger on credits.transactions): this publishes it now rather
   * than at the outbox relay's next round.
   */
  async announce(entry: LedgerEntry, applied: AppliedEntry) {
    this.logger.debug(`balance of ${entry.userId} now ${applied.balance} (row ${applied.transaction.id})`);
    this.outbox.flush();
  }
}

type Description = Pick<LedgerEntry, 'description' | 'descriptionCode' | 'descriptionParams'>;

/** A description the caller wrote is kept as written; otherwise the ledger's own, as a code and values. */
function describedAs(written: string | undefined, own: () => Description): Description {
  const text = written?.trim();
  return text ? { description: text } : own();
}
