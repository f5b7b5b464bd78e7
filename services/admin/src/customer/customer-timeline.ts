import type {
  AdminLedgerFields,
  AdminTransaction,
  AuditEntry,
  BannedIp,
  ConnectionRecord,
  CreditApproval,
  UserSessionRecord,
  CreditTransaction,
  NotificationRow,
  TimelineEntry,
  UserNote,
} from '@storefront/contracts';

/** What each source gave for one page: its newest entries before the cursor. */
export interface TimelineSources {
  ledger: (CreditTransaction & AdminLedgerFields)[];
  approvals: CreditApproval[];
  notes: UserNote[];
  notifications: NotificationRow[];
  audit: AuditEntry[];
  /** IP bans that name the user's e-mail. */
  bans: BannedIp[];
  /** The user's visits (connection history). */
  connections: ConnectionRecord[];
  /** The payments the user started. */
  payments: AdminTransaction[];
  /** The user's sessions (sign-ins), ended ones included. */
  sessions: UserSessionRecord[];
  /** E-mails of the administrators named by ledger rows. */
  adminEmails: Map<string, string>;
}

function ledgerKind(row: CreditTransaction): 'purchase' | 'adjustment' | 'spend' | 'refund' {
  if (row.type === 'credit_purchase') return 'purchase';
  if (row.type === 'credit_refund') return 'refund';
  if (row.type === 'credit_add' || row.admin_id) return 'adjustment';
  return 'spend';
}

/**
 * One page of the timeline: every source's entries merged newest first, cut at `limit`. Each
 * source was asked for `limit` entries before the same cursor, so the page misses none of them;
 * `next_before` is the time of the page's oldest entry (to the millisecond: entries sharing it
 * with the cut are rare, and would be skipped).
 */
export function mergeTimeline(
  sources: TimelineSources,
  limit: number,
): { entries: TimelineEntry[]; next_before: string | null } {
  const all: TimelineEntry[] = [
    ...sources.ledger.map((row): TimelineEntry => ({
      id: `ledger:${row.id}`,
      kind: ledgerKind(row),
      at: row.created_at,
      amount: row.amount,
      description: row.description,
      description_code: row.description_code ?? null,
      description_params: row.description_params ?? null,
      reason: row.reason,
      admin_id: row.admin_id,
      admin_email: row.admin_id ? (sources.adminEmails.get(row.admin_id) ?? null) : null,
      payment_id: row.payment_id,
      approval_id: row.approval_id,
    })),
    ...sources.approvals.map((a): TimelineEntry => ({
      id: `approval:${a.id}`,
      kind: 'approval',
      at: a.requested_at,
      approval_kind: a.kind,
      status: a.status,
      amount: a.amount,
      direction: a.direction,
      reason: a.reason,
      requested_by_email: a.requested_by_email,
      decided_by_email: a.decided_by_email,
    })),
    ...sources.notes.map((n): TimelineEntry => ({
      id: `note:${n.id}`,
      kind: 'note',
      at: n.created_at,
      body: n.body,
      author_email: n.author_email,
    })),
    ...sources.notifications.map((n): TimelineEntry => ({
      id: `notification:${n.id}`,
      kind: 'notification',
      at: n.created_at,
      type: n.type,
      title: n.title,
      message: n.message,
      code: n.code ?? null,
      params: n.params ?? null,
      is_read: n.is_read,
    })),
    ...sources.bans.map((b): TimelineEntry => ({
      id: `ban:${b.id}`,
      kind: 'ban',
      at: b.created_at,
      ip: b.ip_address,
      reason: b.reason,
      duration: b.duration,
      expires_at: b.expires_at,
    })),
    ...sources.connections.map((c): TimelineEntry => ({
      id: `connection:${c.id}`,
      kind: 'connection',
      at: new Date(c.connectedAt).toISOString(),
      device: c.device,
      browser: c.browser,
      os: c.os,
      ip_network: c.ip_network,
      duration: c.duration,
      pages_visited: c.pagesVisited,
      ongoing: c.disconnectedAt === null,
    })),
    ...sources.payments.map((p): TimelineEntry => ({
      id: `payment:${p.paymentId}`,
      kind: 'payment',
      at: p.createdAt,
      payment_id: p.paymentId,
      amount: p.amount,
      currency: p.currency,
      crypto: p.crypto,
      credits: p.credits,
      display_status: p.displayStatus,
    })),
    ...sources.sessions.map((s): TimelineEntry => ({
      id: `session:${s.id}`,
      kind: 'session',
      at: s.created_at,
      browser: s.device.browser,
      os: s.device.os,
      device_type: s.device.type,
      ip: s.ip,
      location: s.location,
      ended_at: s.ended_at,
    })),
    ...sources.audit.map((e): TimelineEntry => ({
      id: `audit:${e.id}`,
      kind: 'audit',
      at: e.created_at,
      action: e.action,
      actor_email: e.actor_email,
      details: e.details,
    })),
  ];
  all.sort((a, b) => (a.at === b.at ? b.id.localeCompare(a.id) : b.at.localeCompare(a.at)));
  const entries = all.slice(0, limit);
  // A full page may have older entries after it (at worst the next page is empty).
  return { entries, next_before: entries.length === limit ? entries[entries.length - 1].at : null };
}
