// What an audit entry did, said in words in the back office's language ("a ajouté 20 crédits à
// ada@example.com"), from its action, the user it touched (email when known) and its input. A
// change's before → after stays in the entry's detail lines.
import type { TFunction } from 'i18next';
import { ACTORLESS_AUDIT_ACTIONS, type AuditEntry } from '../admin-contracts';
import { formatMoney, formatNumber } from '../admin-format';

type T = TFunction<'admin'>;

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value : null;
}

/** A changed field's new value: `{ from, to }` as written today, the bare value as older entries have it. */
function after(value: unknown): unknown {
  return value && typeof value === 'object' && 'to' in value ? (value as { to: unknown }).to : value;
}

/** "20 crédits", "1 credit". */
function credits(amount: number, t: T): string {
  return t('audit.credits', { count: amount, amount: formatNumber(amount) });
}

function userUpdated(details: Record<string, unknown>, user: string, t: T): string {
  const active = after(details.isActive);
  if (active === false) return t('audit.sentences.userSuspended', { user });
  if (active === true) return t('audit.sentences.userReactivated', { user });
  if ('role' in details || 'isAdmin' in details) {
    const role = text(after(details.role)) ?? (after(details.isAdmin) === true ? 'owner' : null);
    return role
      ? t('audit.sentences.roleGiven', { user, role: t(`roles.${role}` as 'roles.owner') })
      : t('audit.sentences.roleRemoved', { user });
  }
  const balance = Number(after(details.credits));
  if (Object.keys(details).length === 1 && 'credits' in details && Number.isFinite(balance))
    return t('audit.sentences.balanceSet', { user, credits: credits(balance, t) });
  return t('audit.sentences.userUpdated', { user });
}

/** A four-eyes request: credits to add or remove, a payment to approve, or an API spend to reverse. */
function approval(
  step: 'Requested' | 'Approved' | 'Cancelled',
  details: Record<string, unknown>,
  user: string,
  t: T,
): string | null {
  const amount = Number(details.amount);
  if (!Number.isFinite(amount)) return null;
  const values = { user, credits: credits(amount, t), payment: text(details.paymentId) ?? '—' };
  const what =
    details.kind === 'payment_approval'
      ? 'Payment'
      : details.kind === 'payment_refund'
        ? 'Refund'
        : details.kind === 'spend_reversal'
          ? 'Spend'
          : details.direction === 'remove'
            ? 'Remove'
            : 'Add';
  return t(`audit.sentences.approval${step}${what}` as 'audit.sentences.approvalRequestedAdd', values);
}

/** The sentence, or null for an action without one (its details still show). */
export function auditSentence(entry: AuditEntry, t: T): string | null {
  const details = entry.details ?? {};
  const user = entry.target_email ?? entry.target ?? text(details.userId) ?? '—';
  const key = text(details.name) ?? entry.target ?? '—';
  switch (entry.action) {
    case 'credits.adjusted': {
      const amount = Number(details.amount);
      if (!Number.isFinite(amount)) return null;
      const options = { count: amount, amount: formatNumber(amount), user };
      return details.direction === 'remove'
        ? t('audit.sentences.creditsRemoved', options)
        : t('audit.sentences.creditsAdded', options);
    }
    case 'users.updated':
      return userUpdated(details, user, t);
    case 'users.password-changed':
      return t('audit.sentences.passwordChanged', { user });
    case 'users.deleted':
      return t('audit.sentences.userDeleted', { user: text(details.email) ?? user });
    case 'users.note-added':
      return t('audit.sentences.noteAdded', { user });
    case 'ip-ban.created':
      return t('audit.sentences.ipBanned', { ip: text(details.ip) ?? entry.target ?? '—' });
    case 'ip-ban.removed':
      return t('audit.sentences.ipUnbanned', { ip: entry.target ?? text(details.ip) ?? '—' });
    case 'transaction.approved':
      return t('audit.sentences.paymentApproved', { payment: entry.target ?? '—' });
    case 'transaction.credits-reversed':
      return t('audit.sentences.creditsReversed', { payment: entry.target ?? '—' });
    case 'transaction.refunded': {
      const amount = Number(details.amount);
      const refunded = Number(details.credits);
      if (!Number.isFinite(amount) || !Number.isFinite(refunded) || !text(details.currency)) return null;
      return t('audit.sentences.paymentRefunded', {
        payment: entry.target ?? '—',
        credits: credits(refunded, t),
        amount: formatMoney(amount, text(details.currency)!),
      });
    }
    case 'spends.reversed': {
      const amount = Number(details.amount);
      if (!Number.isFinite(amount)) return null;
      return t('audit.sentences.spendReversed', { user, credits: credits(amount, t) });
    }
    case 'approvals.requested':
      return approval('Requested', details, user, t);
    case 'approvals.approved':
      return approval('Approved', details, user, t);
    case 'approvals.cancelled':
      return approval('Cancelled', details, user, t);
    case 'notifications.broadcast':
      return t('audit.sentences.broadcast', { title: text(details.title) ?? '' });
    case 'api-keys.created':
      return t('audit.sentences.apiKeyCreated', { name: key });
    case 'api-keys.revoked':
      return t('audit.sentences.apiKeyRevoked', { name: key });
    case 'passkeys.removed':
      return t('audit.sentences.passkeyRemoved', { name: key });
    case 'service-keys.created':
      return t('audit.sentences.serviceKeyCreated', { name: key });
    case 'service-keys.revoked':
      return t('audit.sentences.serviceKeyRevoked', { name: key });
    case 'service-keys.first-used':
      return t('audit.sentences.serviceKeyFirstUsed', { name: key });
    case 'visitors.cleared':
      return t('audit.sentences.visitorsCleared');
    case 'connections.exported':
      return t('audit.sentences.connectionsExported');
    case 'maintenance.updated': {
      const changes = (details.changes ?? details) as Record<string, unknown>;
      const enabled = after(changes.enabled);
      return enabled === true
        ? t('audit.sentences.maintenanceOn')
        : enabled === false
          ? t('audit.sentences.maintenanceOff')
          : t('audit.sentences.maintenanceChanged');
    }
  }
}

/**
 * Who acted: the administrator's email, or the service key for an action no administrator takes
 * (its first use, the only one). Null when the entry does not say.
 */
export function auditActor(entry: AuditEntry, t: T): string | null {
  return ACTORLESS_AUDIT_ACTIONS.includes(entry.action) ? t('audit.serviceKeyActor') : entry.actor_email;
}

/**
 * The sentence as the log reads it: after the administrator who acted ("root@example.com a créé
 * …"), or on its own for an action no administrator takes, whose sentence names what acted.
 */
export function auditLine(entry: AuditEntry, t: T): string | null {
  const sentence = auditSentence(entry, t);
  if (!sentence || ACTORLESS_AUDIT_ACTIONS.includes(entry.action)) return sentence;
  return `${entry.actor_email ?? t('audit.unknownActor')} ${sentence}`;
}
