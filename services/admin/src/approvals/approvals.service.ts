import { Injectable, Logger } from '@nestjs/common';
import {
  AdminActor,
  AdminErrorCode,
  APPROVAL_MESSAGES,
  ApprovalErrorCode,
  ApprovalEvents,
  ApprovalRequests,
  ApprovalStatus,
  AuditChange,
  AuthSubjects,
  PaymentsSubjects,
  balanceChange,
  CreditApproval,
  creditReasonOf,
  CREDITS_MESSAGES,
  CreditsErrorCode,
  CreditsSubjects,
  isUuid,
} from '@storefront/contracts';
import { MessageBus, ServiceError } from '@storefront/platform';
import { AuditService } from '../audit/audit.service';
import { AdminConfig } from '../config';
import { ApprovalsRepository } from './approvals.repository';

type Req<S extends keyof ApprovalRequests> = ApprovalRequests[S]['request'];
type Rep<S extends keyof ApprovalRequests> = ApprovalRequests[S]['reply'];

const notFound = () => ServiceError.notFound(APPROVAL_MESSAGES.notFound, ApprovalErrorCode.NotFound);

/** The ledger key of an approved request: applying it twice writes one row. */
const ledgerKeyOf = (approvalId: string) => `${approvalId}:four-eyes`;

/** The change to the balance an adjustment makes. */
const signed = (direction: 'add' | 'remove', amount: number) => (direction === 'add' ? amount : -amount);

/**
 * Money moved by hand, under the four-eyes rule: at or below `FOUR_EYES_CREDITS` it is applied at
 * once; above, it waits for another finance or owner user. Who may ask and approve is the
 * gateway's role check; this holds the rule and the one way a request is applied.
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

  /** Whether this many credits need a second person. */
  needsSecondPerson(credits: number): boolean {
    const threshold = this.config.FOUR_EYES_CREDITS;
    return threshold > 0 && credits > threshold;
  }

  async adjust(req: Req<'admin.credits.adjust'>): Promise<Rep<'admin.credits.adjust'>> {
    const reason = creditReasonOf(req.reason?.code, req.reason?.note);
    if (!reason.ok) throw ServiceError.badRequest(reason.message, AdminErrorCode.ReasonRequired);
    if (this.needsSecondPerson(req.amount)) {
      const pending = await this.approvals.create({
        kind: 'credit_adjustment',
        userId: req.userId,
        amount: req.amount,
        direction: req.direction,
        reason: reason.reason,
        requestedBy: req.actor,
        ...(req.requestId ? { requestKey: req.requestId } : {}),
      });
      if (pending) return { pending: await this.requested(pending, req.actor) };
      // Only a request key can conflict: the same request again, answered as the first time.
      const first = await this.approvals.findByRequestKey(req.requestId!);
      if (
        !first ||
        first.user_id !== req.userId ||
        first.amount !== req.amount ||
        first.direction !== req.direction
      )
        throw ServiceError.conflict(
          CREDITS_MESSAGES.idempotencyKeyReused,
          CreditsErrorCode.IdempotencyKeyReused,
        );
      return { pending: (await this.withEmails([first]))[0] };
    }
    const applied = await this.bus.request(CreditsSubjects.adjust, {
      userId: req.userId,
      amount: req.amount,
      direction: req.direction,
      adminId: req.actor.id,
      reason: reason.reason,
      ...(req.requestId ? { requestId: req.requestId } : {}),
    });
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

  async approvePayment(req: Req<'admin.payments.approve'>): Promise<Rep<'admin.payments.approve'>> {
    const { payment } = await this.bus.request(PaymentsSubjects.get, {
      paymentId: req.paymentId,
      requesterId: req.actor.id,
      requesterIsAdmin: true,
    });
    if (!payment.creditsAdded && this.needsSecondPerson(payment.credits)) {
      const open = await this.approvals.openForPayment(payment.payment_id);
      if (open) return { pending: open };
      const pending = await this.approvals.create({
        kind: 'payment_approval',
        userId: payment.user_id,
        amount: payment.credits,
        direction: 'add',
        paymentId: payment.payment_id,
        reason: null,
        requestedBy: req.actor,
      });
      // Null only when another request for it was opened meanwhile: answer with that one.
      return {
        pending: pending
          ? await this.requested(pending, req.actor)
          : (await this.approvals.openForPayment(payment.payment_id))!,
      };
    }
    const reply = await this.bus.request(PaymentsSubjects.approve, {
      paymentId: req.paymentId,
      adminId: req.actor.id,
    });
    await this.audit.record({ actor: req.actor, action: 'transaction.approved', target: req.paymentId });
    return reply;
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

  /** The error for a request that could not be decided, from what it is now. */
  private async whyNot(id: string, actor: AdminActor, action: 'approve' | 'cancel'): Promise<ServiceError> {
    const approval = isUuid(id) ? await this.approvals.find(id) : null;
    if (!approval) return notFound();
    // Who may decide comes first: one's own request is never one's to approve, whatever its state.
    if (action === 'approve' && approval.requested_by === actor.id)
      return ServiceError.forbidden(APPROVAL_MESSAGES.ownRequest, ApprovalErrorCode.OwnRequest);
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
