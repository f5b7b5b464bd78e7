/**
 * Four-eyes approval of money moved by hand. A credit adjustment, a manual payment approval or a
 * staff reversal of a spend that would take its requester's, or its beneficiary's, credits moved
 * by hand in the last 24 hours past `FOUR_EYES_CREDITS` is stored as a pending request that
 * another finance or owner user must approve; the requester may cancel it; it expires after 72
 * hours. Approving applies it through the same idempotent ledger path as a direct change, once.
 * Nobody moves credits to or from their own balance by hand, nor approves a change in their favour.
 */
import { IsIn } from 'class-validator';
import type { AdjustDirection } from '../credits/requests';
import type { AdjustCreditsResponse } from '../credits/http';
import type { ReversalView } from '../credits/spends';
import type { RefundPaymentReply } from '../payments/requests';
import type { CreditChangeReason } from '../credits/reasons';
import type { AdminActor } from './maintenance';

export const FOUR_EYES_TTL_HOURS = 72;

export const APPROVAL_KINDS = [
  'credit_adjustment',
  'payment_approval',
  'spend_reversal',
  'payment_refund',
] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

/**
 * Why a change waits for a second person: its own amount is above the threshold, or with it the
 * credits its requester (or its beneficiary) moved by hand in the last 24 hours would be.
 */
export const APPROVAL_GROUNDS = ['amount', 'requester_total', 'beneficiary_total'] as const;
export type ApprovalGround = (typeof APPROVAL_GROUNDS)[number];

/** The window of the rolling totals of money moved by hand. */
export const FOUR_EYES_WINDOW_HOURS = 24;

export const APPROVAL_STATUSES = ['pending', 'approved', 'cancelled', 'expired'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** A four-eyes request, as the back office lists it. */
export interface CreditApproval {
  id: string;
  kind: ApprovalKind;
  status: ApprovalStatus;
  user_id: string;
  user_email: string | null;
  amount: number;
  direction: AdjustDirection;
  /** The payment a payment approval credits, or a payment refund refunds; null otherwise. */
  payment_id: string | null;
  /** The API spend a spend reversal gives back; null otherwise. */
  spend_id: string | null;
  /** Required for an adjustment and a spend reversal; a payment approval carries none. */
  reason: CreditChangeReason | null;
  /** Why it waits for a second person (null for requests made before this was recorded). */
  held_because: ApprovalGround | null;
  requested_by: string;
  requested_by_email: string;
  requested_at: string;
  expires_at: string;
  decided_by: string | null;
  decided_by_email: string | null;
  decided_at: string | null;
  /** The ledger row the approval wrote. */
  transaction_id: string | null;
}

/** `GET /api/admin/approvals?status=` (pending by default). */
export class ApprovalsQuery {
  @IsIn(APPROVAL_STATUSES, { message: `status must be one of ${APPROVAL_STATUSES.join(', ')}` })
  status: ApprovalStatus = 'pending';
}

export interface ApprovalsResponse {
  success: true;
  approvals: CreditApproval[];
  /** Pending requests not yet expired, everyone's. */
  pending: number;
}

export interface ApprovalResponse {
  success: true;
  message: string;
  approval: CreditApproval;
}

/**
 * `POST /api/admin/credits/adjust` and `POST /api/admin/approve-transaction/{id}` above the
 * threshold: 202, nothing applied yet.
 */
export interface PendingApprovalResponse {
  success: true;
  pending: true;
  message: string;
  approval: CreditApproval;
  /** `FOUR_EYES_CREDITS`: what `approval.held_because` is measured against. */
  threshold: number;
}

export interface AdjustRequestedReply {
  applied?: Omit<AdjustCreditsResponse, 'success' | 'message'>;
  pending?: CreditApproval;
  threshold?: number;
}

export const ApprovalSubjects = {
  /** An administrator's credit adjustment: applied, or pending above the threshold. */
  adjust: 'admin.credits.adjust',
  /** A manual payment approval: applied, or pending above the threshold. */
  approvePayment: 'admin.payments.approve',
  list: 'admin.approvals.list',
  approve: 'admin.approvals.approve',
  cancel: 'admin.approvals.cancel',
  /** A staff session gives an API spend back: applied, or pending above the threshold. */
  reverseSpend: 'admin.spends.reverse',
  /** Finance refunds a BTCPay payment's unspent credits: applied, or pending above the threshold. */
  refundPayment: 'admin.payments.refund',
} as const;

export const ApprovalEvents = {
  /** The number of pending requests changed; gateways push it to finance and owner sockets. */
  changed: 'admin.approvals.changed',
} as const;

export interface ApprovalsChangedEvent {
  pending: number;
}

export type ApprovalRequests = {
  'admin.credits.adjust': {
    request: {
      userId: string;
      amount: number;
      direction: AdjustDirection;
      reason: CreditChangeReason;
      requestId?: string;
      actor: AdminActor;
    };
    reply: AdjustRequestedReply;
  };
  'admin.payments.approve': {
    request: { paymentId: string; actor: AdminActor };
    reply: { alreadyCredited?: boolean; pending?: CreditApproval; threshold?: number };
  };
  'admin.payments.refund': {
    request: { paymentId: string; reason: CreditChangeReason; actor: AdminActor };
    reply: { refund?: RefundPaymentReply; pending?: CreditApproval; threshold?: number };
  };
  'admin.spends.reverse': {
    request: { spendId: string; reason: CreditChangeReason; actor: AdminActor };
    reply: { reversal?: ReversalView; pending?: CreditApproval; threshold?: number };
  };
  'admin.approvals.list': {
    request: { status: ApprovalStatus };
    reply: { approvals: CreditApproval[]; pending: number };
  };
  'admin.approvals.approve': { request: { id: string; actor: AdminActor }; reply: CreditApproval };
  'admin.approvals.cancel': { request: { id: string; actor: AdminActor }; reply: CreditApproval };
};
