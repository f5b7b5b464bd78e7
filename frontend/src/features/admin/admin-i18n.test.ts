import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { admin as en } from '@/lib/i18n/locales/en/admin';
import { admin as fr } from '@/lib/i18n/locales/fr/admin';
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

  it('keeps the spec’s words, in every language', () => {
    registerAdminCatalogue();
    for (const language of ['en', 'fr']) {
      const t = i18n.getFixedT(language, 'admin');
      expect(
        ['users', 'traffic', 'credits', 'ipBanning', 'connectionHistory'].map((tab) =>
          t(`tabs.${tab}.label` as 'tabs.users.label'),
        ),
      ).toEqual(['Utilisateurs', 'Trafic', 'Crédits', 'Bannissement IP', 'Historique']);
      expect(t('tabs.connectionHistory.title')).toBe('Historique des Connexions');
      expect(t('credits.add', { amount: '10' })).toBe('Ajouter 10 crédits');
      expect(t('credits.remove', { amount: '2,5' })).toBe('Retirer 2,5 crédits');
      expect(t('transactions.showing', { from: 11, to: 20, total: 42 })).toBe(
        'Showing 11 to 20 of 42 transactions',
      );
      expect(t('notifications.sent', { count: 3 })).toBe('Notification envoyée à 3 utilisateurs');
      expect(t('transactions.detail.anomalyText')).toBe(
        'Payment received but credits not added to user account.',
      );
    }
  });
});
