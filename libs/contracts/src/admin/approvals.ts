/**
 * Four-eyes approval of money moved by hand. Above `FOUR_EYES_CREDITS` a credit adjustment or a
 * manual payment approval is stored as a pending request that another finance or owner user must
 * approve; the requester may cancel it; it expires after 72 hours. Approving applies it through
 * the same idempotent ledger path as a direct change, once.
 */
import { IsIn, IsUUID } from 'class-validator';
import type { AdjustDirection } from '../credits/requests';
import type { AdjustCreditsResponse } from '../credits/http';
import type { CreditChangeReason } from '../credits/reasons';
import type { AdminActor } from './maintenance';
import { APPROVAL_MESSAGES } from './messages';

export const FOUR_EYES_TTL_HOURS = 72;

export const APPROVAL_KINDS = ['credit_adjustment', 'payment_approval'] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

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
  /** The payment a payment approval credits; null for an adjustment. */
  payment_id: string | null;
  /** Required for an adjustment; a payment approval carries none. */
  reason: CreditChangeReason | null;
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

export class ApprovalIdParam {
  @IsUUID(undefined, { message: APPROVAL_MESSAGES.notFound })
  id: string;
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
}

export interface AdjustRequestedReply {
  applied?: Omit<AdjustCreditsResponse, 'success' | 'message'>;
  pending?: CreditApproval;
}

export const ApprovalSubjects = {
  /** An administrator's credit adjustment: applied, or pending above the threshold. */
  adjust: 'admin.credits.adjust',
  /** A manual payment approval: applied, or pending above the threshold. */
  approvePayment: 'admin.payments.approve',
  list: 'admin.approvals.list',
  approve: 'admin.approvals.approve',
  cancel: 'admin.approvals.cancel',
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
    reply: { alreadyCredited?: boolean; pending?: CreditApproval };
  };
  'admin.approvals.list': {
    request: { status: ApprovalStatus };
    reply: { approvals: CreditApproval[]; pending: number };
  };
  'admin.approvals.approve': { request: { id: string; actor: AdminActor }; reply: CreditApproval };
  'admin.approvals.cancel': { request: { id: string; actor: AdminActor }; reply: CreditApproval };
};
