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
  'transaction.refunded',
  'spends.reversed',
  'notifications.broadcast',
  'api-keys.created',
  'api-keys.revoked',
  'passkeys.removed',
  'service-keys.created',
  'service-keys.revoked',
  'service-keys.first-used',
  'approvals.requested',
  'approvals.approved',
  'approvals.cancelled',
  'users.note-added',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * Actions no administrator takes, recorded without an actor: a service key's first use (the key
 * itself acted; its entry names it as target).
 */
export const ACTORLESS_AUDIT_ACTIONS: readonly AuditAction[] = ['service-keys.first-used'];
