// A refusal from the API reads in the page's language, whatever language the server wrote it in.
import { afterEach, describe, expect, it } from 'vitest';
import { AuthApiError } from '@supabase/auth-js';
import { CHECKOUT_AMOUNT_NOT_A_PACK } from '@storefront/contracts/browser';
import { errorMessage, replyMessage } from '@/features/admin/error-message';
import { registerAdminCatalogue } from '@/features/admin/admin-i18n';
import { ApiError } from './api-error';
import { authErrorMessage } from './auth/auth-error-message';
import { i18n, loadLanguage } from './i18n/i18n';
import { serverErrorText } from './server-error';

afterEach(() => loadLanguage('en'));

/** The refusals the API sends, each in the one language its server writes. */
const notAPack = new ApiError(CHECKOUT_AMOUNT_NOT_A_PACK, 400, 'VALIDATION_FAILED', null);
const wrongPassword = new ApiError('Invalid email or password', 400, 'INVALID_CREDENTIALS', null);
const wrongCurrent = new AuthApiError('Current password is incorrect', 400, 'current_password_invalid');
const rateLimited = new ApiError('Trop de requêtes', 429, 'RATE_LIMITED', null, 42);
const ownRequest = new ApiError(
  'Vous ne pouvez pas valider votre propre demande',
  403,
  'FOUR_EYES_OWN_REQUEST',
  null,
);
const unknownFrench = new ApiError('Une erreur que le client ne connaît pas', 400, 'SOMETHING_NEW', {
  error: 'Une erreur que le client ne connaît pas',
  code: 'SOMETHING_NEW',
});

const said = () => {
  const t = i18n.getFixedT(i18n.language);
  return {
    notAPack: serverErrorText(notAPack)?.replace(/\u202f|\u00a0/g, ' '),
    wrongPassword: authErrorMessage(wrongPassword, 'signIn', t),
    wrongCurrent: authErrorMessage(wrongCurrent, 'newPassword', t),
    rateLimited: serverErrorText(rateLimited),
    ownRequest: errorMessage(ownRequest, 'fallback'),
    unknown: errorMessage(unknownFrench, 'the tab’s own words'),
    note: replyMessage('Note ajoutée', 'fallback'),
  };
};

describe('a refusal from the server', () => {
  it('reads in English on an English page, never in the server’s French', async () => {
    registerAdminCatalogue();
    await loadLanguage('en');
    expect(said()).toEqual({
      notAPack:
        'The amount must be the price of credit packs on sale (20, 40, 60, 80, 100, 150, 200 €, or their sum)',
      wrongPassword: 'Invalid email or password',
      wrongCurrent: 'Current password is incorrect',
      rateLimited: 'Too many requests. Please wait 42 seconds before trying again',
      ownRequest: 'You cannot approve your own request',
      unknown: 'the tab’s own words',
      note: 'Note added',
    });
  });

  it('reads in French on a French page, never in the server’s English', async () => {
    registerAdminCatalogue();
    await loadLanguage('fr');
    const french = said();
    expect(french).toMatchObject({
      notAPack:
        'Le montant doit être le prix de packs de crédits en vente (20, 40, 60, 80, 100, 150, 200 €, ou leur somme)',
      wrongCurrent: 'Le mot de passe actuel est incorrect',
      rateLimited: 'Trop de demandes. Patientez 42 secondes avant de réessayer',
      ownRequest: 'Vous ne pouvez pas valider votre propre demande',
      unknown: 'Une erreur que le client ne connaît pas',
      note: 'Note ajoutée',
    });
    expect(french.wrongPassword).toBe(i18n.t('auth.errors.invalidCredentials'));
    expect(french.wrongPassword).not.toBe('Invalid email or password');
  });
});
