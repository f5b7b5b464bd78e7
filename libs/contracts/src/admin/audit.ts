import { PageParam, type PageOf } from '../query-params';
import type { AuditAction } from './audit-actions';
import type { AdminActor } from './maintenance';

export interface AuditEntry {
  id: string;
  actor_id: string | null;
  actor_email: string | null;
  action: AuditAction;
  target: string | null;
  /** The email of the user the action touched (its target or the input's `userId`), when known. */
  target_email?: string | null;
  details: Record<string, unknown>;
  created_at: string;
}

export interface RecordAuditRequest {
  /** The administrator acting; absent exactly for the ACTORLESS_AUDIT_ACTIONS. */
  actor?: AdminActor;
  action: AuditAction;
  target?: string;
  details?: Record<string, unknown>;
}

export const AUDIT_PAGE_SIZE = 50;

/** A change the audit log shows as before → after. */
export interface AuditChange<T = unknown> {
  from: T;
  to: T;
}

/**
 * Each field the change really changes as { from, to }: `before` holds the values it replaced; a
 * field given its current value again is left out.
 */
export function auditChanges<T extends object>(before: T, changes: Partial<T>): Record<string, AuditChange> {
  const was = before as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(changes)
      .filter(([field, to]) => (was[field] ?? null) !== (to ?? null))
      .map(([field, to]) => [field, { from: was[field] ?? null, to }]),
  );
}

/** A balance before and after a change of `signedAmount` that left it at `after` (to the cent). */
export function balanceChange(after: number, signedAmount: number): AuditChange<number> {
  return { from: Math.round((after - signedAmount) * 100) / 100, to: after };
}

/** `GET /api/admin/audit-log?page=` */
export class AuditLogQuery {
  @PageParam()
  page?: number;
}

export interface AuditLogReply extends PageOf {
  entries: AuditEntry[];
}
