import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { admin as en } from '@/lib/i18n/locales/en/admin';
import { admin as fr } from '@/lib/i18n/locales/fr/admin';
import { sentences } from '@/__tests__/language-leaks';
import { registerAdminCatalogue } from './admin-i18n';

function shape(value: unknown): unknown {
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)]));
  return typeof value;
}

describe('the admin catalogue', () => {
  it('has the same keys in French and English', () => {
    expect(shape(fr)).toEqual(shape(en));
  });

  it('keeps the spec’s French words in French', () => {
    registerAdminCatalogue();
    const t = i18n.getFixedT('fr', 'admin');
    expect(
      ['users', 'traffic', 'credits', 'ipBanning', 'connectionHistory'].map((tab) =>
        t(`tabs.${tab}.label` as 'tabs.users.label'),
      ),
    ).toEqual(['Utilisateurs', 'Trafic', 'Crédits', 'Bannissement IP', 'Historique']);
    expect(t('tabs.connectionHistory.title')).toBe('Historique des Connexions');
    expect(t('credits.add', { amount: '10', count: 10 })).toBe('Ajouter 10 crédits');
    expect(t('credits.add', { amount: '1', count: 1 })).toBe('Ajouter 1 crédit');
    expect(t('credits.add', { amount: '0', count: 0 })).toBe('Ajouter 0 crédit');
    expect(t('credits.remove', { amount: '2,5', count: 2.5 })).toBe('Retirer 2,5 crédits');
    expect(t('notifications.sent', { count: 3 })).toBe('Notification envoyée à 3 utilisateurs');
    expect(t('credits.positive')).toBe('Positif');
    expect(t('credits.negative')).toBe('Négatif');
    // The Transactions tab and the broadcast modal are French too.
    expect(t('transactions.showing', { from: 11, to: 20, total: 42 })).toBe('Transactions 11 à 20 sur 42');
    expect(t('notifications.modalTitle')).toBe('Envoyer une notification');
  });

  it('keeps the spec’s English words in English, and no French sentence', () => {
    registerAdminCatalogue();
    const t = i18n.getFixedT('en', 'admin');
    expect(t('tabs.users.label')).toBe('Users');
    expect(t('transactions.showing', { from: 11, to: 20, total: 42 })).toBe(
      'Showing 11 to 20 of 42 transactions',
    );
    expect(t('transactions.detail.anomalyText')).toBe(
      'Payment received but credits not added to user account.',
    );
    expect(t('notifications.modalTitle')).toBe('Send Notification');
    expect(t('notifications.sent', { count: 1 })).toBe('Notification sent to 1 user');
    const french = new Set(sentences(fr));
    expect(sentences(en).filter((text) => french.has(text))).toEqual([]);
  });
});
