import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import type { AuditEntry } from '../admin-contracts';
import { registerAdminCatalogue } from '../admin-i18n';
import { auditSentence } from './audit-sentence';

afterEach(() => i18n.changeLanguage('en'));

const entry = (fields: Partial<AuditEntry>): AuditEntry => ({
  id: 'a1',
  actor_id: 'admin-1',
  actor_email: 'root@example.com',
  action: 'credits.adjusted',
  target: null,
  details: {},
  created_at: '2026-11-26T19:03:00.000Z',
  ...fields,
});

describe('an audit entry in words', () => {
  const added = entry({
    target_email: 'ada@example.com',
    details: { userId: '0b1c3c9e-5d2a-4f4b-9a43-2d8a1f0f7e11', amount: 20, direction: 'add' },
  });
  const removed = entry({ target_email: 'ada@example.com', details: { amount: 1, direction: 'remove' } });

  it('says what happened in French, with the user’s email and the right plural', async () => {
    registerAdminCatalogue();
    await i18n.changeLanguage('fr');
    const t = i18n.getFixedT('fr', 'admin');
    expect(auditSentence(added, t)).toBe('a ajouté 20 crédits à ada@example.com');
    expect(auditSentence(removed, t)).toBe('a retiré 1 crédit à ada@example.com');
    expect(auditSentence(entry({ action: 'ip-ban.created', details: { ip: '203.0.113.7' } }), t)).toBe(
      'a banni l’adresse 203.0.113.7',
    );
  });

  it('says it in English once the back office is English, and keeps the id when no email is known', () => {
    registerAdminCatalogue();
    const t = i18n.getFixedT('en', 'admin');
    expect(auditSentence(added, t)).toBe('added 20 credits to ada@example.com');
    expect(auditSentence(entry({ action: 'users.deleted', target: 'u-42' }), t)).toBe(
      'deleted the account of u-42',
    );
    expect(auditSentence(entry({ action: 'visitors.cleared' }), t)).toBeNull();
  });
});
