// The server's shapes for every back-office call, from their one definition in the contracts
// library (its browser entry). Lists the UI iterates over that the contracts keep next to their
// request validators are spelled here and checked against those types with `satisfies`.
import type {
  AdminSort,
  ApprovalStatus,
  CreditReason,
  AdminStatusFilter,
  BanDuration,
  ConnectionDateRange,
  NotificationType,
  TimelineFilter,
  VisitorDevice,
} from '@storefront/contracts/browser';
import { PAYMENT_PROVIDERS } from '@storefront/contracts/browser';
export { MAINTENANCE_DEFAULT_TEXTS } from '@storefront/contracts/browser';

export type {
  AdjustCreditsResponse,
  AdminRole,
  AdminStatusReply,
  ApprovalGround,
  ApprovalResponse,
  ApprovalsResponse,
  ApprovalStatus,
  CreditApproval,
  CreditChangeReason,
  CreditReason,
  CustomerProfileResponse,
  PendingApprovalResponse,
  TimelineEntry,
  TimelineFilter,
  TimelineResponse,
  UserNote,
  UserNoteResponse,
  AdminClientToServerEvents,
  AdminMaintenanceResponse,
  AdminServerToClientEvents,
  AdminSort,
  AdminStatusFilter,
  AdminTransaction,
  AdminTransactionsResponse,
  AdminTransactionStats,
  PaymentProviderName,
  ProviderHealthView,
  ProviderShare,
  ProvidersOverviewResponse,
  AdminEditUserBody,
  AdminUserResponse,
  AdminUserRow,
  AdminUsersResponse,
  ApiKeyScope,
  ApiKeysResponse,
  ApiKeyView,
  ApproveTransactionResponse,
  AuditAction,
  AuditEntry,
  AuditLogReply,
  BanDuration,
  BannedIp,
  BannedIpsResponse,
  BroadcastResponse,
  ClearVisitorsResponse,
  ConnectionDateRange,
  ConnectionRecord,
  ConnectionsResponse,
  ConnectionStats,
  CreatedApiKey,
  CreateIpBanResponse,
  CreditHistoryResponse,
  CreditHistoryRow,
  CreditTransactionType,
  DailyCount,
  DailyRevenue,
  HourlyCount,
  ListSpendsReply,
  LiveVisitor,
  LiveVisitorsPage,
  MaintenanceSettings,
  MaintenanceTexts,
  NotificationType,
  OverviewResponse,
  RefundTransactionResponse,
  RemoveIpBanResponse,
  ReverseCreditsResponse,
  ReversalView,
  SpendView,
  UpdateMaintenanceResponse,
  UsageDay,
  UsageReply,
  UserStatus,
  VisitorDevice,
} from '@storefront/contracts/browser';

/** What a customer's timeline can be narrowed to (everything when none). */
export const TIMELINE_FILTERS = ['money', 'visits', 'account'] as const satisfies readonly TimelineFilter[];

export const TRANSACTION_STATUS_FILTERS = [
  'all',
  'pending',
  'completed',
  'expired',
] as const satisfies readonly AdminStatusFilter[];
/** The Transactions tab's provider filter: every payment, or one provider's. */
export const TRANSACTION_PROVIDER_FILTERS = ['all', ...PAYMENT_PROVIDERS] as const;
export type TransactionProviderFilter = (typeof TRANSACTION_PROVIDER_FILTERS)[number];
export const TRANSACTION_SORTS = [
  'newest',
  'oldest',
  'amount_desc',
  'amount_asc',
] as const satisfies readonly AdminSort[];
export const BAN_DURATIONS = [
  'permanent',
  '1h',
  '24h',
  '7d',
  '30d',
] as const satisfies readonly BanDuration[];
export const VISITOR_DEVICES = ['Desktop', 'Mobile', 'Tablet'] as const satisfies readonly VisitorDevice[];
export const CONNECTION_DATE_RANGES = [
  'all',
  'today',
  'week',
  'month',
] as const satisfies readonly ConnectionDateRange[];
export const NOTIFICATION_TYPES = [
  'info',
  'success',
  'warning',
  'error',
] as const satisfies readonly NotificationType[];

export { ACTORLESS_AUDIT_ACTIONS, ADMIN_ROLES, API_KEY_SCOPES } from '@storefront/contracts/browser';

/** Why credits change by hand (the server's list, in its order). */
export const CREDIT_REASONS = [
  'goodwill',
  'correction',
  'off_platform_payment',
  'fraud',
  'other',
] as const satisfies readonly CreditReason[];
export const APPROVAL_STATUSES = [
  'pending',
  'approved',
  'cancelled',
  'expired',
] as const satisfies readonly ApprovalStatus[];
