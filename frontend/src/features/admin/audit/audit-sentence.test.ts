import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { AUDIT_ACTIONS } from '@storefront/contracts/browser';
import type { AuditEntry } from '../admin-contracts';
import { registerAdminCatalogue } from '../admin-i18n';
import { auditActor, auditLine, auditSentence } from './audit-sentence';

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
  });
});

/** Every action, as the services record it today, with its sentence in French and in English. */
const ada = { target: '0b1c3c9e-5d2a-4f4b-9a43-2d8a1f0f7e11', target_email: 'ada@example.com' };
const CASES: { entry: Partial<AuditEntry>; fr: string; en: string }[] = [
  {
    entry: {
      ...ada,
      action: 'credits.adjusted',
      details: { amount: 20, direction: 'add', balance: { from: 5, to: 25 } },
    },
    fr: 'a ajouté 20 crédits à ada@example.com',
    en: 'added 20 credits to ada@example.com',
  },
  {
    entry: { ...ada, action: 'users.updated', details: { role: { from: null, to: 'finance' } } },
    fr: 'a donné le rôle Finance à ada@example.com',
    en: 'gave ada@example.com the Finance role',
  },
  {
    entry: { ...ada, action: 'users.updated', details: { role: { from: 'support', to: null } } },
    fr: 'a retiré le rôle d’administration de ada@example.com',
    en: 'removed the back-office role of ada@example.com',
  },
  {
    entry: { ...ada, action: 'users.updated', details: { isActive: { from: true, to: false } } },
    fr: 'a suspendu le compte de ada@example.com',
    en: 'suspended the account of ada@example.com',
  },
  {
    // As entries written before changes carried their before.
    entry: { ...ada, action: 'users.updated', details: { isActive: true } },
    fr: 'a réactivé le compte de ada@example.com',
    en: 'reactivated the account of ada@example.com',
  },
  {
    entry: { ...ada, action: 'users.updated', details: { credits: { from: 3, to: 1 } } },
    fr: 'a fixé le solde de ada@example.com à 1 crédit',
    en: 'set the balance of ada@example.com to 1 credit',
  },
  {
    entry: { ...ada, action: 'users.updated', details: { firstName: { from: 'Ada', to: 'Augusta' } } },
    fr: 'a modifié le compte de ada@example.com',
    en: 'changed the account of ada@example.com',
  },
  {
    entry: { ...ada, action: 'users.deleted', details: { email: 'ada@example.com' }, target_email: null },
    fr: 'a supprimé le compte de ada@example.com',
    en: 'deleted the account of ada@example.com',
  },
  {
    entry: { ...ada, action: 'users.password-changed' },
    fr: 'a changé le mot de passe de ada@example.com',
    en: 'changed the password of ada@example.com',
  },
  {
    entry: { ...ada, action: 'users.note-added', details: { noteId: 'n1', note: 'Called about a refund' } },
    fr: 'a ajouté une note interne sur ada@example.com',
    en: 'added an internal note about ada@example.com',
  },
  {
    entry: {
      ...ada,
      action: 'approvals.requested',
      details: { kind: 'credit_adjustment', amount: 600, direction: 'add', status: 'pending' },
    },
    fr: 'a demandé l’ajout de 600 crédits à ada@example.com',
    en: 'asked for 600 credits to be added to ada@example.com',
  },
  {
    entry: {
      ...ada,
      action: 'approvals.approved',
      details: {
        kind: 'credit_adjustment',
        amount: 1,
        direction: 'remove',
        status: 'approved',
        balance: { from: 1, to: 0 },
      },
    },
    fr: 'a validé le retrait de 1 crédit à ada@example.com',
    en: 'approved removing 1 credit from ada@example.com',
  },
  {
    entry: {
      ...ada,
      action: 'approvals.approved',
      details: { kind: 'payment_approval', amount: 1000, direction: 'add', paymentId: 'pay_42' },
    },
    fr: 'a validé le paiement pay_42 (1 000 crédits pour ada@example.com)',
    en: 'approved the payment pay_42 (1,000 credits for ada@example.com)',
  },
  {
    entry: {
      ...ada,
      action: 'approvals.cancelled',
      details: { kind: 'credit_adjustment', amount: 600, direction: 'remove', status: 'cancelled' },
    },
    fr: 'a annulé la demande de retrait de 600 crédits à ada@example.com',
    en: 'cancelled the request to remove 600 credits from ada@example.com',
  },
  {
    entry: {
      ...ada,
      action: 'approvals.requested',
      details: {
        kind: 'spend_reversal',
        amount: 3,
        direction: 'add',
        spendId: 's1',
        reason: 'correction',
        heldBecause: 'beneficiary_total',
      },
    },
    fr: 'a demandé le remboursement d’une dépense API de 3 crédits à ada@example.com',
    en: 'asked for an API spend of 3 credits to be reversed for ada@example.com',
  },
  {
    entry: {
      ...ada,
      action: 'approvals.approved',
      details: { kind: 'spend_reversal', amount: 1, direction: 'add', spendId: 's1', status: 'approved' },
    },
    fr: 'a validé le remboursement d’une dépense API de 1 crédit à ada@example.com',
    en: 'approved reversing an API spend of 1 credit for ada@example.com',
  },
  {
    entry: {
      ...ada,
      action: 'approvals.cancelled',
      details: { kind: 'spend_reversal', amount: 3, direction: 'add', spendId: 's1', status: 'cancelled' },
    },
    fr: 'a annulé la demande de remboursement d’une dépense API de 3 crédits à ada@example.com',
    en: 'cancelled the request to reverse an API spend of 3 credits for ada@example.com',
  },
  {
    entry: {
      ...ada,
      action: 'spends.reversed',
      details: { spendId: 's1', amount: 12.5, reason: 'correction', note: '', transactionId: 't1' },
    },
    fr: 'a remboursé une dépense API de 12,5 crédits à ada@example.com',
    en: 'reversed an API spend of 12.5 credits for ada@example.com',
  },
  {
    entry: { action: 'service-keys.created', target: 'k1', details: { name: 'Billing', scopes: ['read'] } },
    fr: 'a créé la clé de service « Billing »',
    en: 'created the service key “Billing”',
  },
  {
    entry: { action: 'service-keys.revoked', target: 'k1', details: { name: 'Billing' } },
    fr: 'a révoqué la clé de service « Billing »',
    en: 'revoked the service key “Billing”',
  },
  {
    entry: {
      action: 'service-keys.first-used',
      target: 'k1',
      actor_id: null,
      actor_email: null,
      details: { name: 'Billing', prefix: 'osk_3f9aK2pQ' },
    },
    fr: 'Première utilisation de la clé de service « Billing »',
    en: 'Service key “Billing” used for the first time',
  },
  {
    entry: { action: 'api-keys.created', target: 'k2', details: { name: 'Laptop' } },
    fr: 'a créé la clé d’API « Laptop »',
    en: 'created the API key “Laptop”',
  },
  {
    entry: { action: 'api-keys.revoked', target: 'k2', details: {} },
    fr: 'a révoqué la clé d’API « k2 »',
    en: 'revoked the API key “k2”',
  },
  {
    entry: { action: 'passkeys.removed', target: 'p1', details: { name: 'Phone', cause: 'disowned' } },
    fr: 'a supprimé la clé d’accès « Phone »',
    en: 'removed the passkey “Phone”',
  },
  {
    entry: {
      action: 'ip-ban.created',
      target: '203.0.113.7',
      details: { reason: 'spam', duration: '24h', userEmail: 'ada@example.com' },
    },
    fr: 'a banni l’adresse 203.0.113.7',
    en: 'banned the address 203.0.113.7',
  },
  {
    entry: { action: 'ip-ban.removed', target: '203.0.113.7', details: { reason: 'spam' } },
    fr: 'a levé le bannissement de 203.0.113.7',
    en: 'lifted the ban of 203.0.113.7',
  },
  {
    entry: {
      action: 'maintenance.updated',
      details: { changes: { enabled: { from: false, to: true } } },
    },
    fr: 'a activé le mode maintenance',
    en: 'turned maintenance mode on',
  },
  {
    entry: { action: 'maintenance.updated', details: { changes: { enabled: false } } },
    fr: 'a désactivé le mode maintenance',
    en: 'turned maintenance mode off',
  },
  {
    entry: {
      action: 'maintenance.updated',
      details: { changes: { message: { from: '', to: 'Back soon' } } },
    },
    fr: 'a modifié l’écran de maintenance',
    en: 'changed the maintenance screen',
  },
  {
    entry: { action: 'notifications.broadcast', details: { title: 'New packs', type: 'info' } },
    fr: 'a envoyé « New packs » à tous les utilisateurs',
    en: 'sent “New packs” to every user',
  },
  {
    entry: { action: 'transaction.approved', target: 'pay_7' },
    fr: 'a approuvé le paiement pay_7',
    en: 'approved the payment pay_7',
  },
  {
    entry: { action: 'transaction.credits-reversed', target: 'pay_7' },
    fr: 'a repris les crédits du paiement remboursé pay_7',
    en: 'took back the credits of the refunded payment pay_7',
  },
  {
    entry: {
      action: 'transaction.refunded',
      target: 'pay_7',
      details: { credits: 10, amount: '20.00', currency: 'eur', reason: 'other' },
    },
    fr: 'a remboursé 10 crédits du paiement pay_7 via BTCPay (20,00 €, lien de réclamation envoyé)',
    en: 'refunded 10 credits of the payment pay_7 via BTCPay (€20.00, claim link sent)',
  },
  {
    entry: {
      ...ada,
      action: 'approvals.requested',
      details: { kind: 'payment_refund', amount: 60, direction: 'remove', paymentId: 'pay_9' },
    },
    fr: 'a demandé la validation du remboursement de 60 crédits du paiement pay_9 à ada@example.com',
    en: 'asked for approval to refund 60 credits of the payment pay_9 to ada@example.com',
  },
  {
    entry: { action: 'visitors.cleared' },
    fr: 'a vidé la liste des visiteurs en direct',
    en: 'cleared the live visitor list',
  },
  {
    entry: { action: 'connections.exported', details: { format: 'csv' } },
    fr: 'a exporté l’historique des connexions',
    en: 'exported the connection history',
  },
];

describe('every audited action in words', () => {
  it('has a sentence for each action the log names', () => {
    const covered = new Set(CASES.map((c) => c.entry.action));
    expect(AUDIT_ACTIONS.filter((action) => !covered.has(action))).toEqual([]);
  });

  it.each(CASES)('$entry.action: $en', async ({ entry: fields, fr, en }) => {
    registerAdminCatalogue();
    // Numbers follow the back office's language, as the page sets it.
    const said = async (language: string) => {
      await i18n.changeLanguage(language);
      const sentence = auditSentence(entry(fields), i18n.getFixedT(language, 'admin'));
      return sentence?.replace(/\u202f|\u00a0/g, ' ');
    };
    expect({ fr: await said('fr'), en: await said('en') }).toEqual({ fr, en });
  });
});

describe('an audit entry as the log reads it', () => {
  const firstUse = entry({
    action: 'service-keys.first-used',
    target: 'k1',
    actor_id: null,
    actor_email: null,
    details: { name: 'Billing', prefix: 'osk_3f9aK2pQ' },
  });
  const created = entry({ action: 'service-keys.created', target: 'k1', details: { name: 'Billing' } });

  it('puts the administrator before what they did, and says a service key’s first use on its own', () => {
    registerAdminCatalogue();
    const fr = i18n.getFixedT('fr', 'admin');
    expect(auditLine(created, fr)).toBe('root@example.com a créé la clé de service « Billing »');
    expect(auditActor(created, fr)).toBe('root@example.com');
    expect(auditLine(firstUse, fr)).toBe('Première utilisation de la clé de service « Billing »');
    expect(auditActor(firstUse, fr)).toBe('Clé de service');
    const en = i18n.getFixedT('en', 'admin');
    expect(auditLine(firstUse, en)).toBe('Service key “Billing” used for the first time');
    expect(auditActor(firstUse, en)).toBe('Service key');
  });

  it('names an administrator it does not know as unknown', () => {
    registerAdminCatalogue();
    const en = i18n.getFixedT('en', 'admin');
    const byNobody = { ...created, actor_id: null, actor_email: null };
    expect(auditActor(byNobody, en)).toBeNull();
    expect(auditLine(byNobody, en)).toBe('Unknown created the service key “Billing”');
  });
});
