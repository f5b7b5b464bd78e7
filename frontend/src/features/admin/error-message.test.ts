import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { i18n, loadLanguage } from '@/lib/i18n/i18n';
import { registerAdminCatalogue } from './admin-i18n';
import { errorMessage } from './error-message';

registerAdminCatalogue();

afterEach(async () => {
  await loadLanguage('en');
});

describe('the back office’s words for a failed call', () => {
  it('says the original product’s « Erreur API » when the answer gives no message', async () => {
    await loadLanguage('fr');
    expect(errorMessage(new ApiError('', 500, undefined, {}), 'Erreur lors du chargement')).toBe(
      'Erreur API',
    );
    expect(errorMessage(new ApiError('', 502, undefined, null), 'Erreur lors du chargement')).toBe(
      'Erreur API',
    );
    // A message from the server is kept; no answer at all is the tab's own words.
    expect(errorMessage(new ApiError('', 400, undefined, { error: 'Montant invalide' }), 'x')).toBe(
      'Montant invalide',
    );
    expect(errorMessage(new TypeError('fetch failed'), 'Erreur de connexion')).toBe('Erreur de connexion');
  });

  it('says "API error" in English', () => {
    expect(errorMessage(new ApiError('', 500, undefined, {}), 'Error loading')).toBe('API error');
  });

  it('keeps the original product’s French for a credit change that failed and a sent reset email', async () => {
    await loadLanguage('fr');
    expect(i18n.t('credits.createError', { ns: 'admin' })).toBe(
      'Erreur lors de la création de la transaction',
    );
    expect(i18n.t('auth.toasts.resetCodeSent')).toBe('Email de réinitialisation envoyé !');
  });
});
