// What an audit entry did, said in words in the back office's language ("a ajouté 20 crédits à
// ada@example.com"), from its action, the user it touched (email when known) and its input.
import type { TFunction } from 'i18next';
import type { AuditEntry } from '../admin-contracts';
import { formatNumber } from '../admin-format';

type T = TFunction<'admin'>;

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value : null;
}

/** The sentence, or null for an action without one (its details still show). */
export function auditSentence(entry: AuditEntry, t: T): string | null {
  const details = entry.details ?? {};
  const user = entry.target_email ?? entry.target ?? text(details.userId) ?? '—';
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
      return t('audit.sentences.userUpdated', { user });
    case 'users.password-changed':
      return t('audit.sentences.passwordChanged', { user });
    case 'users.deleted':
      return t('audit.sentences.userDeleted', { user });
    case 'ip-ban.created':
      return t('audit.sentences.ipBanned', { ip: text(details.ip) ?? entry.target ?? '—' });
    case 'ip-ban.removed':
      return t('audit.sentences.ipUnbanned', { ip: entry.target ?? text(details.ip) ?? '—' });
    case 'transaction.approved':
      return t('audit.sentences.paymentApproved', { payment: entry.target ?? '—' });
    case 'transaction.credits-reversed':
      return t('audit.sentences.creditsReversed', { payment: entry.target ?? '—' });
    case 'notifications.broadcast':
      return t('audit.sentences.broadcast', { title: text(details.title) ?? '' });
    case 'maintenance.updated':
      return details.enabled === true
        ? t('audit.sentences.maintenanceOn')
        : details.enabled === false
          ? t('audit.sentences.maintenanceOff')
          : t('audit.sentences.maintenanceChanged');
    default:
      return null;
  }
}
