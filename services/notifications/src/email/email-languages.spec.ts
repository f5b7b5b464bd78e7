// The contracts index holds other services' class-transformer DTOs, which need it loaded.
import 'reflect-metadata';
import { EMAIL_TEMPLATES, TEXT_LANGUAGES, type PaymentView, type TextLanguage } from '@storefront/contracts';
import {
  ACCOUNT_EMAIL_KINDS,
  renderAccountEmail,
  type AccountEmail,
  type AccountEmailKind,
} from '../account-emails/account-email-templates';
import { renderEmail, type RenderedEmail } from './email-templates';

const payment = {
  payment_id: 'a1b2c3d4-0000-4000-8000-000000000001',
  amount: 1234.5,
  currency: 'eur',
  crypto: 'btc',
  cryptoAmount: 0.00031234,
  credits: 10,
  paidAmount: 8,
} as PaymentView;

const SAMPLES: Record<AccountEmailKind, AccountEmail> = {
  'payment-received': { kind: 'payment-received', payment },
  'payment-confirmed': { kind: 'payment-confirmed', payment, balance: 12.5 },
  'payment-partial': { kind: 'payment-partial', payment, balance: 4 },
  'payment-expired': { kind: 'payment-expired', payment },
  'payment-late': { kind: 'payment-late', payment },
  'payment-refunded': { kind: 'payment-refunded', payment },
  'refund-issued': {
    kind: 'refund-issued',
    paymentId: payment.payment_id,
    credits: 8,
    amount: 16,
    currency: 'eur',
    claimLink: 'https://btcpay.example/pull-payments/abc123',
  },
  'low-balance': { kind: 'low-balance', balance: 1, threshold: 10, pack: 30 },
  'new-sign-in': {
    kind: 'new-sign-in',
    at: '2026-11-26T23:19:00.000Z',
    device: { type: 'mobile', browser: 'Mobile Safari', os: 'iOS 17.5' },
    ip: null,
    location: null,
    disownToken: 'x'.repeat(43),
  },
  'password-changed': {
    kind: 'password-changed',
    method: 'change',
    at: '2026-11-26T23:19:00.000Z',
    device: { type: 'desktop', browser: 'Firefox', os: 'Linux' },
    ip: '203.0.113.7',
    location: null,
    disownToken: 'y'.repeat(43),
  },
  'sign-up-attempt': { kind: 'sign-up-attempt', email: 'ada@example.com' },
  'api-keys-revoked': {
    kind: 'api-keys-revoked',
    cause: 'password_changed',
    keys: [
      { id: 'a1b2c3d4-0000-4000-8000-000000000002', name: 'Nightly model', prefix: 'osk_1a2b3c4d' },
      { id: 'a1b2c3d4-0000-4000-8000-000000000003', name: 'Backtests', prefix: 'osk_5e6f7a8b' },
    ],
    passkeys: [{ id: 'b1b2c3d4-0000-4000-8000-000000000001', name: 'Laptop' }],
  },
  'service-key-expiring': {
    kind: 'service-key-expiring',
    name: 'Billing',
    prefix: 'osk_9c0d1e2f',
    expiresAt: '2026-12-03T22:59:59.000Z',
  },
};

/** Every mail the product sends, written in `language`. */
function everyMail(language: TextLanguage): [string, RenderedEmail][] {
  return [
    ...EMAIL_TEMPLATES.map(
      (t) =>
        [t, renderEmail(t, { code: '482913', firstName: 'Ada' }, 'Oddsmith', language)] as [
          string,
          RenderedEmail,
        ],
    ),
    ...ACCOUNT_EMAIL_KINDS.map(
      (kind) =>
        [
          kind,
          renderAccountEmail(SAMPLES[kind], {
            brand: 'Oddsmith',
            publicUrl: 'https://odds.example',
            firstName: 'Ada',
            language,
          }),
        ] as [string, RenderedEmail],
    ),
  ];
}

/** The words of the HTML body, one block a line. */
const htmlWords = (html: string) =>
  html
    .replace(/<title>.*<\/title>/s, '')
    .replace(/<\/?span[^>]*>/g, '')
    .replace(/<[^>]+>/g, '\n')
    .replace(/&nbsp;/g, ' ')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

/**
 * What a mail says (subject, text and HTML bodies), without its values that read the same in any
 * language (links, addresses, the code).
 */
const words = (mail: RenderedEmail) =>
  `${mail.subject}\n${mail.text}\n${htmlWords(mail.html)}`
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\S+@\S+/g, ' ')
    .replace(/\b\d{6}\b/g, ' ');

/** The sentences of a language's catalogue: every line of every mail, but lines made of values only. */
const catalogue = (language: TextLanguage) =>
  new Set(
    everyMail(language)
      .flatMap(([, mail]) => words(mail).split('\n'))
      .map((line) => line.trim())
      .filter((line) => /[A-Za-zÀ-ÿ]{3}/.test(line) && !/^(Oddsmith|Ada|x+)$/.test(line)),
  );

const OTHER: Record<TextLanguage, TextLanguage> = { en: 'fr', fr: 'en' };

/** Words of the other language that would give a mail of this language away. */
const GIVEAWAYS: Record<TextLanguage, RegExp> = {
  en: /\b(votre|vous|nous|le|la|les|et|est|avec|pour|compte|crédits?|Bonjour|équipe|e-mail)\b|[éèàùç]/i,
  fr: /\b(the|your|you|we|and|is|was|were|with|for|account|credits?|Hi|team|email|View|Sign in)\b/i,
};

describe('every email exists in English and French', () => {
  it.each(TEXT_LANGUAGES)('a %s mail has none of the other language’s sentences', (language) => {
    const foreign = catalogue(OTHER[language]);
    for (const [name, mail] of everyMail(language)) {
      const lines = words(mail)
        .split('\n')
        .map((l) => l.trim());
      const borrowed = lines.filter((line) => foreign.has(line));
      expect({ name, borrowed }).toEqual({ name, borrowed: [] });
    }
  });

  it.each(TEXT_LANGUAGES)('a %s mail has no word that gives the other language away', (language) => {
    for (const [name, mail] of everyMail(language)) {
      const found = words(mail).match(GIVEAWAYS[language]);
      expect({ name, found: found?.[0] ?? null }).toEqual({ name, found: null });
    }
  });

  it.each(TEXT_LANGUAGES)('a %s mail declares its language and signs in it', (language) => {
    for (const [, mail] of everyMail(language)) {
      expect(mail.html).toContain(`<html lang="${language}">`);
      expect(mail.text).toContain(language === 'fr' ? '— L’équipe Oddsmith' : '— The Oddsmith team');
      expect(mail.text.split('\n')[0]).toBe(language === 'fr' ? 'Bonjour Ada,' : 'Hi Ada,');
    }
  });

  it('writes money, figures and dates as each language does', () => {
    const ctx = { brand: 'Oddsmith', publicUrl: 'https://odds.example' };
    const en = renderAccountEmail(SAMPLES['payment-confirmed'], { ...ctx, language: 'en' });
    const fr = renderAccountEmail(SAMPLES['payment-confirmed'], { ...ctx, language: 'fr' });
    expect(en.text).toContain('Your payment of €1,234.50 is confirmed and 10 credits were added');
    expect(en.text).toContain('Your balance is now 12.5 credits.');
    // Intl's French spacing: a narrow no-break space groups thousands, a no-break space before €.
    expect(fr.text).toContain(
      'Votre paiement de 1\u202f234,50\u00a0€ est confirmé et 10 crédits ont été ajoutés',
    );
    expect(fr.text).toContain('Votre solde est maintenant de 12,5 crédits.');
    expect(fr.subject).toBe('Paiement confirmé : 10 crédits ajoutés');

    const enAlert = renderAccountEmail(SAMPLES['new-sign-in'], { ...ctx, language: 'en' });
    const frAlert = renderAccountEmail(SAMPLES['new-sign-in'], { ...ctx, language: 'fr' });
    expect(enAlert.text).toContain('When: Thursday 26 November 2026 at 23:19 UTC');
    expect(frAlert.text).toContain('Quand : jeudi 26 novembre 2026 à 23:19 UTC');
    expect(frAlert.text).toContain('Appareil : Mobile Safari sur iOS 17.5 (téléphone)');
    expect(frAlert.text).toContain('Adresse : inconnue');
    expect(frAlert.subject).toBe('Nouvelle connexion à votre compte Oddsmith');
    expect(frAlert.text).toContain(
      `Ce n’était pas moi : https://odds.example/account/disown?token=${'x'.repeat(43)}`,
    );
  });

  it('agrees a French word with the number: 1 crédit ajouté, 2 crédits ajoutés', () => {
    const ctx = { brand: 'Oddsmith', publicUrl: 'https://odds.example', language: 'fr' as const };
    const one = renderAccountEmail(
      { kind: 'payment-confirmed', payment: { ...payment, credits: 1 }, balance: 1 },
      ctx,
    );
    expect(one.subject).toBe('Paiement confirmé : 1 crédit ajouté');
    expect(one.text).toContain('1 crédit a été ajouté à votre compte');
    const enOne = renderAccountEmail(
      { kind: 'payment-confirmed', payment: { ...payment, credits: 1 }, balance: 1 },
      { ...ctx, language: 'en' },
    );
    expect(enOne.text).toContain('1 credit was added to your account');
  });

  it('keeps French punctuation and "e-mail" from breaking badly on a phone', () => {
    const mail = renderEmail('signup-code', { code: '111111' }, 'Oddsmith', 'fr');
    expect(mail.html).toContain('Bienvenue sur Oddsmith&nbsp;! Saisissez');
    expect(mail.html).toContain('activer votre compte&nbsp;:</p>');
    expect(mail.html).toContain(
      '<h1 style="margin:0 0 16px;font-size:22px">Vérifiez votre adresse <span style="white-space:nowrap">e-mail</span></h1>',
    );
    // The plain-text body and the subject stay plain.
    expect(mail.text).toContain('Bienvenue sur Oddsmith ! Saisissez');
    expect(mail.subject).toBe('Vérifiez votre adresse e-mail pour Oddsmith');
  });

  it('writes the sign-up code mail in French for a French sign-up', () => {
    const mail = renderEmail('signup-code', { code: '111111', firstName: 'Ada' }, 'Oddsmith', 'fr');
    expect(mail.subject).toBe('Vérifiez votre adresse e-mail pour Oddsmith');
    expect(mail.text).toContain('Bienvenue sur Oddsmith ! Saisissez ce code');
    expect(mail.html).toContain('111111');
    expect(renderEmail('recovery-code', { code: '222222' }, 'Oddsmith', 'fr').text).toContain(
      'Ce code expire dans 60 minutes.',
    );
  });
});
