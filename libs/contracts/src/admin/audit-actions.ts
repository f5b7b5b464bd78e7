/** Every back-office action the audit log names. */
export const AUDIT_ACTIONS = [
  'maintenance.updated',
  'ip-ban.created',
  'ip-ban.removed',
  'visitors.cleared',
  'connections.exported',
  'users.updated',
  'users.password-changed',
  'users.deleted',
  'credits.adjusted',
  'transaction.approved',
  'transaction.credits-reversed',
  'notifications.broadcast',
  'api-keys.created',
  'api-keys.revoked',
  'service-keys.created',
  'service-keys.revoked',
  'approvals.requested',
  'approvals.approved',
  'approvals.cancelled',
  'users.note-added',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
