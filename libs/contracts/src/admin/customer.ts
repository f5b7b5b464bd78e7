/**
 * The back office's page of one customer (`/admin/users/{id}`): profile and balance, a timeline
 * merging what happened to the account (ledger rows, four-eyes requests, notes, notifications, IP
 * bans naming the user, audit entries), newest first, and internal notes (never shown to the
 * customer).
 */
import { IsIn, IsISO8601, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import type { AdminUserRow } from '../auth/http/admin-users.dto';
import type { CreditChangeReason } from '../credits/reasons';
import type { NotificationType } from '../notifications/in-app';
import type { StoredTextParams } from '../stored-texts/stored-texts';
import { IntegerParam } from '../query-params';
import type { AdjustDirection } from '../credits/requests';
import type { ApprovalKind, ApprovalStatus } from './approvals';
import type { AuditAction } from './audit-actions';
import type { BanDuration } from './ip-bans';
import type { AdminActor } from './maintenance';

export const USER_NOTE_MAX = 2000;
export const TIMELINE_PAGE_SIZE = 20;

/** Body of `POST /api/admin/users/{id}/notes`. */
export class UserNoteBody {
  @IsString({ message: 'La note ne peut pas être vide' })
  @IsNotEmpty({ message: 'La note ne peut pas être vide' })
  @MaxLength(USER_NOTE_MAX, { message: `La note fait au plus ${USER_NOTE_MAX} caractères` })
  body: string;
}

export interface UserNote {
  id: string;
  user_id: string;
  author_id: string;
  author_email: string;
  body: string;
  created_at: string;
}

/**
 * What the timeline can be narrowed to: money (payments, ledger rows, four-eyes requests), visits
 * (sign-ins and visits to the site) or the account (notes, notifications, audit entries, bans).
 */
export const TIMELINE_FILTERS = ['money', 'visits', 'account'] as const;
export type TimelineFilter = (typeof TIMELINE_FILTERS)[number];
export const TIMELINE_FILTER_MESSAGE = `kind must be one of ${TIMELINE_FILTERS.join(', ')}`;

/** `GET /api/admin/users/{id}/timeline?before=&limit=&kind=` */
export class TimelineQuery {
  /** Only one group of entries; absent, everything. */
  @IsOptional()
  @IsIn(TIMELINE_FILTERS, { message: TIMELINE_FILTER_MESSAGE })
  kind?: TimelineFilter;

  /** ISO time of the last entry already shown: the page holds older entries only. */
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'before must be an ISO 8601 time' })
  before?: string;

  @IntegerParam({ min: 1, max: 50 })
  limit?: number;
}

interface TimelineBase {
  id: string;
  at: string;
}

/** A ledger row: purchase, adjustment by an administrator (with its reason), spend or refund. */
export interface LedgerTimelineEntry extends TimelineBase {
  kind: 'purchase' | 'adjustment' | 'spend' | 'refund';
  amount: number;
  /** As stored (English for a coded text); the page writes it from the code in its own language. */
  description: string | null;
  description_code: string | null;
  description_params: StoredTextParams | null;
  reason: CreditChangeReason | null;
  admin_id: string | null;
  admin_email: string | null;
  payment_id: string | null;
  approval_id: string | null;
}

export interface ApprovalTimelineEntry extends TimelineBase {
  kind: 'approval';
  approval_kind: ApprovalKind;
  status: ApprovalStatus;
  amount: number;
  direction: AdjustDirection;
  reason: CreditChangeReason | null;
  requested_by_email: string;
  decided_by_email: string | null;
}

export interface NoteTimelineEntry extends TimelineBase {
  kind: 'note';
  body: string;
  author_email: string;
}

export interface NotificationTimelineEntry extends TimelineBase {
  kind: 'notification';
  type: NotificationType;
  /** As stored (English for a coded text); the page writes it from the code in its own language. */
  title: string;
  message: string;
  code: string | null;
  params: StoredTextParams | null;
  is_read: boolean;
}

export interface AuditTimelineEntry extends TimelineBase {
  kind: 'audit';
  action: AuditAction;
  actor_email: string | null;
  details: Record<string, unknown>;
}

/** A visit of the signed-in user to the site (the connection history). */
export interface ConnectionTimelineEntry extends TimelineBase {
  kind: 'connection';
  device: string;
  browser: string;
  os: string;
  ip_network: string;
  /** Seconds. */
  duration: number;
  pages_visited: number;
  ongoing: boolean;
}

/** An IP ban whose record names the user's e-mail. */
export interface BanTimelineEntry extends TimelineBase {
  kind: 'ban';
  ip: string;
  reason: string;
  duration: BanDuration;
  expires_at: string | null;
}

/** A payment the user started, whatever became of it (its credits, once added, are a purchase). */
export interface PaymentTimelineEntry extends TimelineBase {
  kind: 'payment';
  payment_id: string;
  amount: number;
  currency: string;
  crypto: string;
  credits: number;
  display_status: string;
}

/** A sign-in: a session of the user's account, on which device and address, and when it ended. */
export interface SessionTimelineEntry extends TimelineBase {
  kind: 'session';
  browser: string | null;
  os: string | null;
  device_type: string;
  ip: string | null;
  location: string | null;
  ended_at: string | null;
}

export type TimelineEntry =
  | PaymentTimelineEntry
  | SessionTimelineEntry
  | LedgerTimelineEntry
  | ApprovalTimelineEntry
  | NoteTimelineEntry
  | NotificationTimelineEntry
  | AuditTimelineEntry
  | BanTimelineEntry
  | ConnectionTimelineEntry;

export interface TimelineResponse {
  success: true;
  entries: TimelineEntry[];
  /** Pass as `before` for the next, older page; null when there is none. */
  next_before: string | null;
}

/** `GET /api/admin/users/{id}`: the customer page's header. */
export interface CustomerProfileResponse {
  success: true;
  user: AdminUserRow;
}

export interface UserNoteResponse {
  success: true;
  message: string;
  note: UserNote;
}

export const CustomerSubjects = {
  profile: 'admin.customer.profile',
  timeline: 'admin.customer.timeline',
  addNote: 'admin.customer.add-note',
} as const;

export type CustomerRequests = {
  'admin.customer.profile': { request: { userId: string }; reply: AdminUserRow };
  'admin.customer.timeline': {
    request: { userId: string; before?: string; limit?: number; kind?: TimelineFilter };
    reply: { entries: TimelineEntry[]; next_before: string | null };
  };
  'admin.customer.add-note': {
    request: { userId: string; body: string; actor: AdminActor };
    reply: UserNote;
  };
};
