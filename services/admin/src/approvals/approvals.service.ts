import { Injectable, Logger } from '@nestjs/common';
import {
  AdjustDirection,
  AdminActor,
  AdminErrorCode,
  ApprovalGround,
  ApprovalKind,
  CreditChangeReason,
  SPEND_MESSAGES,
  SpendErrorCode,
  SpendSubjects,
  APPROVAL_MESSAGES,
  ApprovalErrorCode,
  ApprovalEvents,
  ApprovalRequests,
  ApprovalStatus,
  AuditChange,
  AuthSubjects,
  isRefundableByClaimLink,
  PaymentsErrorCode,
  PaymentsSubjects,
  REFUND_MESSAGES,
  balanceChange,
  CreditApproval,
  creditReasonOf,
  CREDITS_MESSAGES,
  CreditsErrorCode,
  CreditsSubjects,
  isUuid,
} from '@storefront/contracts';
import { MessageBus, ReplyOf, ServiceError } from '@storefront/platform';
import { AuditService } from '../audit/audit.service';
import { AdminConfig } from '../config';
import { ApprovalsRepository } from './approvals.repository';

type Req<S extends keyof ApprovalRequests> = ApprovalRequests[S]['request'];
type Rep<S extends keyof ApprovalRequests> = ApprovalRequests[S]['reply'];

const notFound = () => ServiceError.notFound(APPROVAL_MESSAGES.notFound, ApprovalErrorCode.NotFound);

/** The ledger key of an approved request: applying it twice writes one row. */
const ledgerKeyOf = (approvalId: string) => `${approvalId}:four-eyes`;

/** Nobody moves credits by hand to or from their own balance. */
function refuseOwnBalance(actor: AdminActor, userId: string): void {
  if (actor.id === userId)
    throw ServiceError.forbidden(APPROVAL_MESSAGES.ownBalance, ApprovalErrorCode.OwnBalance);
}

/** The change to the balance an adjustment makes. */
const signed = (direction: 'add' | 'remove', amount: number) => (direction === 'add' ? amount : -amount);

/**
 * Money moved by hand, under the four-eyes rule: while its requester's and its beneficiary's
 * credits moved by hand in the last 24 hours stay within `FOUR_EYES_CREDITS` it is applied at once;
 * past it, it waits for another finance or owner user, who is not its beneficiary either. Who may
 * ask and approve is the gateway's role check; this holds the rule and the one way a request is
 * applied.
 */
@Injectable()
export class ApprovalsService {
  private readonly logger = new Logger(ApprovalsService.name);

  constructor(
    private readonly approvals: ApprovalsRepository,
    private readonly bus: MessageBus,
    private readonly audit: AuditService,
    private readonly config: AdminConfig,
  ) {}

  /** `FOUR_EYES_CREDITS`; 0 turns the rule off. */
  get threshold(): number {
    return this.config.FOUR_EYES_CREDITS;
  }

  /**
   * Whether credits moved by hand may go through now: `{ held }` names why they must wait for a
   * second person instead; otherwise the move is counted (see `ApprovalsRepository.reserveMove`)
   * and `undo` forgets it if applying it fails.
   */
  async gate(move: {
    kind: ApprovalKind;
    actor: AdminActor;
    userId: string;
    amount: number;
    requestKey?: string;
  }): Promise<{ held: ApprovalGround } | { held: null; undo: () => Promise<void> }> {
    refuseOwnBalance(move.actor, move.userId);
    if (this.threshold <= 0) return { held: null, undo: async () => undefined };
    const decision = await this.approvals.reserveMove({
      kind: move.kind,
      requestedBy: move.actor.id,
      userId: move.userId,
      amount: move.amount,
      threshold: this.threshold,
      ...(move.requestKey ? { requestKey: move.requestKey } : {}),
    });
    if ('heldBecause' in decision) return { held: decision.heldBecause };
    const { moveId } = decision;
    return {
      held: null,
      undo: async () => {
        if (moveId)
          await this.approvals.forgetMove(moveId).catch((err) => {
            this.logger.warn(`manual move ${moveId} not forgotten: ${String(err)}`);
          });
      },
    };
  }

  async adjust(req: Req<'admin.credits.adjust'>): Promise<Rep<'admin.credits.adjust'>> {
    const reason = creditReasonOf(req.reason?.code, req.reason?.note);
    if (!reason.ok) throw ServiceError.badRequest(reason.message, AdminErrorCode.ReasonRequired);
    refuseOwnBalance(req.actor, req.userId);
    // The same request sent again answers as the first time, whatever the totals say now.
    const first = req.requestId ? await this.approvals.findByRequestKey(req.requestId) : null;
    if (first) return { pending: await this.sameRequest(first, req), threshold: this.threshold };
    const gate = await this.gate({
      kind: 'credit_adjustment',
      actor: req.actor,
      userId: req.userId,
      amount: req.amount,
      ...(req.requestId ? { requestKey: req.requestId } : {}),
    });
    if (gate.held) {
      const pending = await this.approvals.create({
        kind: 'credit_adjustment',
        userId: req.userId,
        amount: req.amount,
        direction: req.direction,
        reason: reason.reason,
        heldBecause: gate.held,
        requestedBy: req.actor,
        ...(req.requestId ? { requestKey: req.requestId } : {}),
      });
      // Null only when the same key was used meanwhile by a racing retry: answer with that one.
      const approval = pending
        ? await this.requested(pending, req.actor)
        : await this.sameRequest((await this.approvals.findByRequestKey(req.requestId!))!, req);
      return { pending: approval, threshold: this.threshold };
    }
    let applied: ReplyOf<'credits.balance.adjust'>;
    try {
      applied = await this.bus.request(CreditsSubjects.adjust, {
        userId: req.userId,
        amount: req.amount,
        direction: req.direction,
        adminId: req.actor.id,
        reason: reason.reason,
        ...(req.requestId ? { requestId: req.requestId } : {}),
      });
    } catch (err) {
      await gate.undo();
      throw err;
    }
    await this.audit.record({
      actor: req.actor,
      action: 'credits.adjusted',
      target: req.userId,
      details: {
        amount: req.amount,
        direction: req.direction,
        reason: reason.reason.code,
        note: reason.reason.note,
        transactionId: applied.transaction.id,
        balance: balanceChange(applied.balance, signed(req.direction, req.amount)),
      },
    });
    return { applied };
  }

  /**
   * Opens a four-eyes request for the change of an edit's balance (the difference), which the
   * gate held; the edit's account fields are saved by the caller.
   */
  async requestAdjustment(req: {
    userId: string;
    amount: number;
    direction: AdjustDirection;
    reason: CreditChangeReason;
    heldBecause: ApprovalGround;
    actor: AdminActor;
  }): Promise<CreditApproval> {
    const pending = await this.approvals.create({
      kind: 'credit_adjustment',
      userId: req.userId,
      amount: req.amount,
      direction: req.direction,
      reason: req.reason,
      heldBecause: req.heldBecause,
      requestedBy: req.actor,
    });
    return this.requested(pending!, req.actor);
  }

  async approvePayment(req: Req<'admin.payments.approve'>): Promise<Rep<'admin.payments.approve'>> {
    const { payment } = await this.bus.request(PaymentsSubjects.get, {
      paymentId: req.paymentId,
      requesterId: req.actor.id,
      requesterIsAdmin: true,
    });
    refuseOwnBalance(req.actor, payment.user_id);
    let undo = async (): Promise<void> => undefined;
    if (!payment.creditsAdded) {
      const gate = await this.gatePayment('payment_approval', req.actor, payment, 'add', null);
      if ('pending' in gate) return gate;
      undo = gate.undo;
    }
    let reply: ReplyOf<'payments.payment.approve'>;
    try {
      reply = await this.bus.request(PaymentsSubjects.approve, {
        paymentId: req.paymentId,
        adminId: req.actor.id,
      });
    } catch (err) {
      await undo();
      throw err;
    }
    // Credited meanwhile by its own confirmation: nothing moved by hand.
    if (reply.alreadyCredited) await undo();
    await this.audit.record({ actor: req.actor, action: 'transaction.approved', target: req.paymentId });
    return reply;
  }

  /**
   * Finance refunds a paid BTCPay payment's unspent credits by claim link, with a reason, under the
   * same rule as an adjustment: the gate counts what comes back off the balance (the payment's
   * credits, at most the balance). A refund whose credits were taken back already (its provider failed) is retried
   * without counting them again; one waiting for a second person answers that request.
   */
  async refundPayment(req: Req<'admin.payments.refund'>): Promise<Rep<'admin.payments.refund'>> {
    const reason = creditReasonOf(req.reason?.code, req.reason?.note);
    if (!reason.ok) throw ServiceError.badRequest(reason.message, AdminErrorCode.ReasonRequired);
    const { payment } = await this.bus.request(PaymentsSubjects.get, {
      paymentId: req.paymentId,
      requesterId: req.actor.id,
      requesterIsAdmin: true,
    });
    refuseOwnBalance(req.actor, payment.user_id);
    const refund = (adminId: string, why: CreditChangeReason) =>
      this.bus.request(PaymentsSubjects.refund, { paymentId: payment.payment_id, adminId, reason: why });
    let undo = async (): Promise<void> => undefined;
    if (!payment.refundClaimLink && !payment.refundPending) {
      // Nothing is counted, nor asked of a second person, for a payment that cannot be refunded.
      const refundable = isRefundableByClaimLink({
        ...payment,
        creditsReversed: !!payment.creditsReversedAt,
        refundAsked: false,
      });
      if (!refundable)
        throw ServiceError.conflict(REFUND_MESSAGES.notRefundable, PaymentsErrorCode.NotRefundable);
      // Only the unspent credits come back off the balance: the gate counts those.
      const { balance } = await this.bus.request(CreditsSubjects.getBalance, { userId: payment.user_id });
      const unspent = Math.max(0, Math.min(payment.credits, balance));
      const gate = await this.gatePayment(
        'payment_refund',
        req.actor,
        { ...payment, credits: unspent },
        'remove',
        reason.reason,
      );
      if ('pending' in gate) return gate;
      undo = gate.undo;
    }
    let reply: ReplyOf<'payments.payment.refund'>;
    try {
      reply = await refund(req.actor.id, reason.reason);
    } catch (err) {
      // Credits taken back before the provider failed stay counted: they moved.
      if (!(err instanceof ServiceError && err.code === PaymentsErrorCode.RefundPending)) await undo();
      throw err;
    }
    if (reply.alreadyRefunded) await undo();
    else await this.auditRefund(req.actor, payment.payment_id, reply, reason.reason);
    return { refund: reply };
  }

  /**
   * A payment's credits moved by hand go through the gate: the request already open for the
   * payment answers, a move past the totals opens one for a second person (answered as pending),
   * and one that may go ahead comes back with the gate's `undo`.
   */
  private async gatePayment(
    kind: 'payment_approval' | 'payment_refund',
    actor: AdminActor,
    payment: { payment_id: string; user_id: string; credits: number },
    direction: 'add' | 'remove',
    reason: CreditChangeReason | null,
  ): Promise<{ pending: CreditApproval; threshold: number } | { undo: () => Promise<void> }> {
    const open = await this.approvals.openForPayment(payment.payment_id);
    if (open) return { pending: open, threshold: this.threshold };
    const gate = await this.gate({ kind, actor, userId: payment.user_id, amount: payment.credits });
    if (!gate.held) return { undo: gate.undo };
    const pending = await this.approvals.create({
      kind,
      userId: payment.user_id,
      amount: payment.credits,
      direction,
      paymentId: payment.payment_id,
      reason,
      heldBecause: gate.held,
      requestedBy: actor,
    });
    // Null only when another request for it was opened meanwhile: answer with that one.
    return {
      pending: pending
        ? await this.requested(pending, actor)
        : (await this.approvals.openForPayment(payment.payment_id))!,
      threshold: this.threshold,
    };
  }

  private async auditRefund(
    actor: AdminActor,
    paymentId: string,
    refund: ReplyOf<'payments.payment.refund'>,
    reason: CreditChangeReason,
  ): Promise<void> {
    await this.audit.record({
      actor,
      action: 'transaction.refunded',
      target: paymentId,
      details: {
        credits: refund.credits,
        amount: refund.amount,
        currency: refund.currency,
        pullPaymentId: refund.pullPaymentId,
        reason: reason.code,
        note: reason.note,
      },
    });
  }

  /**
   * A staff session gives an API spend's credits back, with a reason, under the same rule as an
   * adjustment (a service key's reversals are the analyser's, not money moved by hand).
   */
  async reverseSpend(req: Req<'admin.spends.reverse'>): Promise<Rep<'admin.spends.reverse'>> {
    const reason = creditReasonOf(req.reason?.code, req.reason?.note);
    if (!reason.ok) throw ServiceError.badRequest(reason.message, AdminErrorCode.ReasonRequired);
    const { spend } = await this.bus.request(CreditsSubjects.findSpend, { spendId: req.spendId });
    if (!spend) throw ServiceError.notFound(SPEND_MESSAGES.spendNotFound, SpendErrorCode.SpendNotFound);
    refuseOwnBalance(req.actor, spend.userId);
    const reverse = (adminId: string) =>
      this.bus.request(SpendSubjects.reverse, { spendId: spend.id, adminId, reason: reason.reason });
    // Given back already: answer with that reversal, nothing moves.
    if (spend.reversed) return { reversal: (await reverse(req.actor.id)).reversal };
    const open = await this.approvals.openForSpend(spend.id);
    if (open) return { pending: open, threshold: this.threshold };
    const gate = await this.gate({
      kind: 'spend_reversal',
      actor: req.actor,
      userId: spend.userId,
      amount: spend.amount,
    });
    if (gate.held) {
      const pending = await this.approvals.create({
        kind: 'spend_reversal',
        userId: spend.userId,
        amount: spend.amount,
        direction: 'add',
        spendId: spend.id,
        reason: reason.reason,
        heldBecause: gate.held,
        requestedBy: req.actor,
      });
      return {
        pending: pending
          ? await this.requested(pending, req.actor)
          : (await this.approvals.openForSpend(spend.id))!,
        threshold: this.threshold,
      };
    }
    let reply: ReplyOf<'credits.spend.reverse'>;
    try {
      reply = await reverse(req.actor.id);
    } catch (err) {
      await gate.undo();
      throw err;
    }
    if (!reply.applied) {
      await gate.undo();
      return { reversal: reply.reversal };
    }
    await this.audit.record({
      actor: req.actor,
      action: 'spends.reversed',
      target: spend.userId,
      details: {
        spendId: spend.id,
        amount: spend.amount,
        reason: reason.reason.code,
        note: reason.reason.note,
        transactionId: reply.reversal.id,
      },
    });
    return { reversal: reply.reversal };
  }

  async list(status: ApprovalStatus): Promise<Rep<'admin.approvals.list'>> {
    const [approvals, pending] = await Promise.all([
      this.approvals.list(status),
      this.approvals.pendingCount(),
    ]);
    return { approvals: await this.withEmails(approvals), pending };
  }

  /**
   * Approves a request of someone else's and applies it. Of several approvers at once, the one
   * whose claim matched applies it; the others get 409. Applying uses the request's own ledger key,
   * so even a retry after a lost reply writes one row.
   */
  async approve({ id, actor }: Req<'admin.approvals.approve'>): Promise<CreditApproval> {
    const claimed = isUuid(id) ? await this.approvals.claimForApproval(id, actor) : null;
    if (!claimed) throw await this.whyNot(id, actor, 'approve');
    let transactionId: string | null = null;
    let balance: AuditChange<number> | null = null;
    try {
      if (claimed.kind === 'credit_adjustment') {
        const applied = await this.bus.request(CreditsSubjects.adjust, {
          userId: claimed.user_id,
          amount: claimed.amount,
          direction: claimed.direction,
          // The requester made the change; the approver is on the request and in the audit log.
          adminId: claimed.requested_by,
          reason: claimed.reason!,
          requestId: ledgerKeyOf(claimed.id),
          approvalId: claimed.id,
        });
        transactionId = applied.transaction.id;
        balance = balanceChange(applied.balance, signed(claimed.direction, claimed.amount));
      } else if (claimed.kind === 'spend_reversal') {
        const { reversal } = await this.bus.request(SpendSubjects.reverse, {
          spendId: claimed.spend_id!,
          adminId: claimed.requested_by,
          reason: claimed.reason!,
        });
        transactionId = reversal.id;
      } else if (claimed.kind === 'payment_refund') {
        // The requester asked for it; the approver is on the request and in the audit log.
        const refund = await this.bus.request(PaymentsSubjects.refund, {
          paymentId: claimed.payment_id!,
          adminId: claimed.requested_by,
          reason: claimed.reason!,
        });
        if (!refund.alreadyRefunded)
          await this.auditRefund(actor, claimed.payment_id!, refund, claimed.reason!);
      } else {
        await this.bus.request(PaymentsSubjects.approve, {
          paymentId: claimed.payment_id!,
          adminId: actor.id,
        });
      }
    } catch (err) {
      await this.approvals.release(claimed.id);
      throw err;
    }
    const approval = (await this.approvals.recordTransaction(claimed.id, transactionId)) ?? claimed;
    await this.audit.record({
      actor,
      action: 'approvals.approved',
      target: claimed.user_id,
      details: { ...this.auditDetails(approval), ...(balance ? { balance } : {}) },
    });
    await this.announce();
    return (await this.withEmails([approval]))[0];
  }

  async cancel({ id, actor }: Req<'admin.approvals.cancel'>): Promise<CreditApproval> {
    const cancelled = isUuid(id) ? await this.approvals.cancel(id, actor) : null;
    if (!cancelled) throw await this.whyNot(id, actor, 'cancel');
    await this.audit.record({
      actor,
      action: 'approvals.cancelled',
      target: cancelled.user_id,
      details: this.auditDetails(cancelled),
    });
    await this.announce();
    return (await this.withEmails([cancelled]))[0];
  }

  private async requested(approval: CreditApproval, actor: AdminActor): Promise<CreditApproval> {
    await this.audit.record({
      actor,
      action: 'approvals.requested',
      target: approval.user_id,
      details: this.auditDetails(approval),
    });
    await this.announce();
    return (await this.withEmails([approval]))[0];
  }

  /** An adjustment sent again under its key: the first request, unless the key now says something else. */
  private async sameRequest(
    first: CreditApproval,
    req: Req<'admin.credits.adjust'>,
  ): Promise<CreditApproval> {
    if (first.user_id !== req.userId || first.amount !== req.amount || first.direction !== req.direction)
      throw ServiceError.conflict(
        CREDITS_MESSAGES.idempotencyKeyReused,
        CreditsErrorCode.IdempotencyKeyReused,
      );
    return (await this.withEmails([first]))[0];
  }

  /** The error for a request that could not be decided, from what it is now. */
  private async whyNot(id: string, actor: AdminActor, action: 'approve' | 'cancel'): Promise<ServiceError> {
    const approval = isUuid(id) ? await this.approvals.find(id) : null;
    if (!approval) return notFound();
    // Who may decide comes first: one's own request is never one's to approve, whatever its state.
    if (action === 'approve' && approval.requested_by === actor.id)
      return ServiceError.forbidden(APPROVAL_MESSAGES.ownRequest, ApprovalErrorCode.OwnRequest);
    if (action === 'approve' && approval.user_id === actor.id)
      return ServiceError.forbidden(APPROVAL_MESSAGES.ownBeneficiary, ApprovalErrorCode.OwnBeneficiary);
    if (action === 'cancel' && approval.requested_by !== actor.id)
      return ServiceError.forbidden(APPROVAL_MESSAGES.notRequester, ApprovalErrorCode.NotRequester);
    if (approval.status === 'expired')
      return ServiceError.conflict(APPROVAL_MESSAGES.expired, ApprovalErrorCode.Expired);
    return ServiceError.conflict(APPROVAL_MESSAGES.notPending, ApprovalErrorCode.NotPending);
  }

  private auditDetails(approval: CreditApproval) {
    return {
      approvalId: approval.id,
      kind: approval.kind,
      amount: approval.amount,
      direction: approval.direction,
      ...(approval.payment_id ? { paymentId: approval.payment_id } : {}),
      ...(approval.spend_id ? { spendId: approval.spend_id } : {}),
      ...(approval.held_because ? { heldBecause: approval.held_because } : {}),
      ...(approval.reason ? { reason: approval.reason.code, note: approval.reason.note } : {}),
      status: approval.status,
    };
  }

  /** Tells every gateway the pending count, for the finance and owner sockets. */
  private async announce(): Promise<void> {
    try {
      await this.bus.emit(ApprovalEvents.changed, { pending: await this.approvals.pendingCount() });
    } catch (err) {
      this.logger.warn(`could not announce the pending approvals: ${String(err)}`);
    }
  }

  private async withEmails(approvals: CreditApproval[]): Promise<CreditApproval[]> {
    const ids = [...new Set(approvals.map((a) => a.user_id))];
    if (!ids.length) return approvals;
    const users = await this.bus
      .request(AuthSubjects.getUsers, { ids })
      .then((r) => r.users)
      .catch(() => []);
    const email = new Map(users.map((u) => [u.id, u.email]));
    return approvals.map((a) => ({ ...a, user_email: email.get(a.user_id) ?? null }));
  }
}
