import {
  ledgerText,
  NOTIFICATION_TEXT_CODES,
  notificationText,
  type NotificationTextParams,
  preferredTextLanguage,
  renderLedgerText,
  renderNotificationText,
  type StoredText,
  TEXT_LANGUAGES,
} from './stored-texts';

/** Values for every notification code: 1 (the singular) and 20 (the plural) of each. */
const SAMPLES: { [C in keyof NotificationTextParams]: NotificationTextParams[C][] } = {
  'notification.welcome': [{ brand: 'Oddsmith' }],
  'notification.payment-confirmed': [{ credits: 1 }, { credits: 20 }],
  'notification.credits-added': [
    { amount: 1, balance: 1 },
    { amount: 20, balance: 20 },
  ],
  'notification.credits-removed': [
    { amount: 1, balance: 0 },
    { amount: 20, balance: 20 },
  ],
  'notification.low-balance': [
    { balance: 1, threshold: 5 },
    { balance: 0, threshold: 20 },
  ],
};
/** Lower case, without punctuation or doubled spaces: how a reader compares two lines. */
const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[!.:;,—–-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const none = { title: 'stored title', message: 'stored message' };
/** A ledger row's stored description fields. */
const row = (text: StoredText) => ({ description_code: text.code, description_params: text.params });

describe('stored texts', () => {
  it('write a payment confirmation in the reader’s language, with the right plural', () => {
    const ten = notificationText('notification.payment-confirmed', { credits: 10 });
    expect(renderNotificationText(ten, 'en', none)).toEqual({
      title: 'Payment confirmed',
      message: '10 credits have been added to your account.',
    });
    expect(renderNotificationText(ten, 'fr', none)).toEqual({
      title: 'Paiement confirmé',
      message: '10 crédits ont été ajoutés à votre compte.',
    });
    const one = notificationText('notification.payment-confirmed', { credits: 1 });
    expect(renderNotificationText(one, 'en', none).message).toBe('1 credit has been added to your account.');
    expect(renderNotificationText(one, 'fr', none).message).toBe('1 crédit a été ajouté à votre compte.');
  });

  it('say "1 crédit retiré" and write decimals as the language does', () => {
    const removed = notificationText('notification.credits-removed', { amount: 1, balance: 2.5 });
    expect(renderNotificationText(removed, 'fr', none).message).toBe(
      'Un administrateur a retiré 1 crédit de votre compte. Nouveau solde : 2,5 crédits.',
    );
    expect(renderNotificationText(removed, 'en', none).message).toBe(
      'An administrator removed 1 credit from your account. New balance: 2.5 credits.',
    );
    expect(renderLedgerText(row(ledgerText('ledger.admin-removed', { amount: 1 })), 'fr', null)).toBe(
      '1 crédit retiré par un administrateur',
    );
    expect(renderLedgerText(row(ledgerText('ledger.admin-added', { amount: 20 })), 'fr', null)).toBe(
      '20 crédits ajoutés par un administrateur',
    );
  });

  it('write ledger descriptions in both languages', () => {
    const purchase = ledgerText('ledger.purchase', { credits: 10, crypto: 'ETH' });
    const stored = { description_code: purchase.code, description_params: purchase.params };
    expect(renderLedgerText(stored, 'en', null)).toBe('Purchase of 10 credits (ETH)');
    expect(renderLedgerText(stored, 'fr', null)).toBe('Achat de 10 crédits (ETH)');
    const set = ledgerText('ledger.balance-set', { balance: 1234.5 });
    const setRow = { description_code: set.code, description_params: set.params };
    expect(renderLedgerText(setRow, 'en-GB', null)).toBe(
      'Balance set to 1,234.5 credits by an administrator',
    );
    expect(renderLedgerText(setRow, 'fr', null)?.replace(/\s/g, ' ')).toBe(
      'Solde fixé à 1 234,5 crédits par un administrateur',
    );
  });

  it('keep a text a person wrote, and one whose code is unknown, as stored', () => {
    expect(renderNotificationText({ code: null, params: null }, 'fr', none)).toBe(none);
    expect(renderNotificationText({ code: 'notification.from-the-future', params: {} }, 'fr', none)).toBe(
      none,
    );
    expect(renderLedgerText({ description_code: null }, 'fr', 'Analyse du match')).toBe('Analyse du match');
  });

  it('take the first supported language of an Accept-Language header, English otherwise', () => {
    expect(preferredTextLanguage('fr-FR,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(preferredTextLanguage('de-DE, en;q=0.5, fr;q=0.7')).toBe('fr');
    expect(preferredTextLanguage('de')).toBe('en');
    expect(preferredTextLanguage(undefined)).toBe('en');
    expect(preferredTextLanguage('fr;q=0')).toBe('en');
  });

  it('never repeat a notification’s title in its message, in either language', () => {
    for (const code of NOTIFICATION_TEXT_CODES) {
      for (const params of SAMPLES[code]) {
        for (const language of TEXT_LANGUAGES) {
          const { title, message } = renderNotificationText(notificationText(code, params), language, none);
          expect({ code, language, repeats: words(message).includes(words(title)) }).toEqual({
            code,
            language,
            repeats: false,
          });
        }
      }
    }
  });
});
