/** NATS subjects, payloads and HTTP DTOs of the admin service: maintenance, IP bans, audit log. */
export * from './errors';
export * from './messages';
export * from './audit-actions';
export * from './ip-address';
export * from './maintenance';
export * from './ip-bans';
export * from './audit';
export * from './users';
export * from './overview';
export * from './approvals';
export * from './customer';

import type { AuditLogReply, RecordAuditRequest } from './audit';
import type { AdminUserRequests } from './users';
import type { OverviewRequests } from './overview';
import type { ApprovalRequests, ApprovalsChangedEvent } from './approvals';
import type { CustomerRequests } from './customer';
import type {
  ActiveBan,
  BannedIp,
  CreateIpBanRequest,
  IpBanChangedEvent,
  RemoveIpBanRequest,
} from './ip-bans';
import type { MaintenanceChangedEvent, MaintenanceStateReply, UpdateMaintenanceRequest } from './maintenance';

export const AdminSubjects = {
  getMaintenance: 'admin.maintenance.get',
  updateMaintenance: 'admin.maintenance.update',
  listIpBans: 'admin.ip-ban.list',
  /** The bans in force now, for the gateways' caches. */
  activeIpBans: 'admin.ip-ban.active',
  createIpBan: 'admin.ip-ban.create',
  removeIpBan: 'admin.ip-ban.remove',
  recordAudit: 'admin.audit.record',
  listAudit: 'admin.audit.list',
} as const;

export const AdminEvents = {
  maintenanceChanged: 'admin.maintenance.changed',
  ipBanChanged: 'admin.ip-ban.changed',
} as const;

export type AdminRequests = AdminUserRequests &
  OverviewRequests &
  ApprovalRequests &
  CustomerRequests & {
    'admin.maintenance.get': { request: Record<string, never>; reply: MaintenanceStateReply };
    'admin.maintenance.update': { request: UpdateMaintenanceRequest; reply: MaintenanceStateReply };
    'admin.ip-ban.list': { request: Record<string, never>; reply: { bannedIPs: BannedIp[] } };
    'admin.ip-ban.active': { request: Record<string, never>; reply: { bans: ActiveBan[] } };
    'admin.ip-ban.create': { request: CreateIpBanRequest; reply: { bannedIP: BannedIp } };
    'admin.ip-ban.remove': { request: RemoveIpBanRequest; reply: { removed: true } };
    'admin.audit.record': { request: RecordAuditRequest; reply: { id: string } };
    'admin.audit.list': { request: { page: number; pageSize: number }; reply: AuditLogReply };
  };

export type AdminEventMap = {
  'admin.maintenance.changed': MaintenanceChangedEvent;
  'admin.ip-ban.changed': IpBanChangedEvent;
  'admin.approvals.changed': ApprovalsChangedEvent;
};
