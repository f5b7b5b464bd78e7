// What the services write for a user to read later (in-app notifications, ledger descriptions) is
// stored as a code with its values and written out in the reader's language when it is read, so a
// customer's history is never frozen in one language. The one catalogue of those texts, English and
// French, used by the services (the stored fallback text), the gateway (the API's text fields, in the
// caller's Accept-Language) and the browser (live pushes and a language switch without a reload).
// No decorators here: the frontend imports this file's source as it is.

export const TEXT_LANGUAGES = ['en', 'fr'] as const;
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];
/** The language of a text when the reader's is unknown (API clients without Accept-Language). */
export const DEFAULT_TEXT_LANGUAGE: TextLanguage = 'en';

/** The values each notification code is written with. */
export interface NotificationTextParams {
  'notification.welcome': { brand: string };
  'notification.payment-confirmed': { credits: number };
  'notification.credits-added': { amount: number; balance: number };
  'notification.credits-removed': { amount: number; balance: number };
  'notification.low-balance': { balance: number; threshold: number };
}
export type NotificationTextCode = keyof NotificationTextParams;

/** The values each ledger description code is written with. */
export interface LedgerTextParams {
  'ledger.purchase': { credits: number; crypto?: string };
  'ledger.admin-added': { amount: number };
  'ledger.admin-removed': { amount: number };
  'ledger.balance-set': { balance: number };
  'ledger.payment-refunded': Record<string, never>;
  'ledger.spend-reversed': { description: string };
}
export type LedgerTextCode = keyof LedgerTextParams;

export type StoredTextParams = Record<string, string | number>;

/** A stored text: its code and values (`null` for a text written by a person, kept as written). */
export interface StoredText<C extends string = string> {
  code: C;
  params: StoredTextParams;
}

export const NOTIFICATION_TEXT_CODES = [
  'notification.welcome',
  'notification.payment-confirmed',
  'notification.credits-added',
  'notification.credits-removed',
  'notification.low-balance',
] as const satisfies readonly NotificationTextCode[];

const LOCALES: Record<TextLanguage, string> = { en: 'en-IE', fr: 'fr-FR' };

/** The Intl locale a language's numbers and dates are written in (en-IE: day before month, €12.50). */
export function textLocale(language: TextLanguage): string {
  return LOCALES[language];
}

export function isTextLanguage(value: unknown): value is TextLanguage {
  return typeof value === 'string' && (TEXT_LANGUAGES as readonly string[]).includes(value);
}
const isLanguage = isTextLanguage;

/** The supported language an Accept-Language header (or a bare tag) asks for first, else English. */
export function preferredTextLanguage(acceptLanguage: string | undefined | null): TextLanguage {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...rest] = part.trim().split(';');
      const q = rest.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { base: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.base && Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isLanguage) ?? DEFAULT_TEXT_LANGUAGE;
}

/** The supported language of a tag ('fr-CA' → 'fr'); English for anything else, or nothing. */
export function textLanguageOf(language: string | null | undefined): TextLanguage {
  const base = (language ?? '').toLowerCase().split('-')[0];
  return isLanguage(base) ? base : DEFAULT_TEXT_LANGUAGE;
}

/**
 * One formatter and one plural rule per language, made once: an Intl object costs far more to
 * make than to use, and every notification and ledger line is written with them.
 */
const NUMBER_FORMATS = Object.fromEntries(
  TEXT_LANGUAGES.map((l) => [l, new Intl.NumberFormat(LOCALES[l], { maximumFractionDigits: 2 })]),
) as Record<TextLanguage, Intl.NumberFormat>;
const PLURAL_RULES = Object.fromEntries(
  TEXT_LANGUAGES.map((l) => [l, new Intl.PluralRules(LOCALES[l])]),
) as Record<TextLanguage, Intl.PluralRules>;

export function formatTextNumber(value: unknown, language: TextLanguage): string {
  return NUMBER_FORMATS[language].format(Number(value));
}

/** "1 credit", "2.5 credits" / "1 crédit", "0 crédit", "2,5 crédits": the language's own plural rule. */
export function pluralForm(
  value: unknown,
  language: TextLanguage,
  forms: { one: string; other: string },
): string {
  return PLURAL_RULES[language].select(Number(value)) === 'one' ? forms.one : forms.other;
}

/** "1 credit", "12.5 credits" / "1 crédit", "12,5 crédits". */
export function formatCredits(value: unknown, language: TextLanguage): string {
  const noun =
    language === 'fr'
      ? pluralForm(value, language, { one: 'crédit', other: 'crédits' })
      : pluralForm(value, language, { one: 'credit', other: 'credits' });
  return `${formatTextNumber(value, language)} ${noun}`;
}

type Params = Record<string, unknown>;
type NotificationTemplates = Record<NotificationTextCode, (p: Params) => { title: string; message: string }>;
type LedgerTemplates = Record<LedgerTextCode, (p: Params) => string>;

const NOTIFICATIONS: Record<TextLanguage, NotificationTemplates> = {
  en: {
    'notification.welcome': (p) => ({
      title: `Welcome to ${String(p.brand)}!`,
      message: 'Your account has been created successfully. You start with 0 credits — buy a pack to begin.',
    }),
    'notification.payment-confirmed': (p) => ({
      title: 'Payment confirmed',
      message: `${formatCredits(p.credits, 'en')} ${pluralForm(p.credits, 'en', { one: 'has', other: 'have' })} been added to your account.`,
    }),
    'notification.credits-added': (p) => ({
      title: 'Credits added',
      message: `An administrator added ${formatCredits(p.amount, 'en')} to your account. New balance: ${formatCredits(p.balance, 'en')}.`,
    }),
    'notification.credits-removed': (p) => ({
      title: 'Credits removed',
      message: `An administrator removed ${formatCredits(p.amount, 'en')} from your account. New balance: ${formatCredits(p.balance, 'en')}.`,
    }),
    'notification.low-balance': (p) => ({
      title: 'Low balance',
      message: `Your balance is ${formatCredits(p.balance, 'en')}, below your alert threshold of ${formatCredits(p.threshold, 'en')}. Top up from the Pricing page.`,
    }),
  },
  fr: {
    'notification.welcome': (p) => ({
      title: `Bienvenue sur ${String(p.brand)} !`,
      message: 'Votre compte a bien été créé. Vous commencez avec 0 crédit : achetez un pack pour démarrer.',
    }),
    'notification.payment-confirmed': (p) => ({
      title: 'Paiement confirmé',
      message: pluralForm(p.credits, 'fr', {
        one: `${formatCredits(p.credits, 'fr')} a été ajouté à votre compte.`,
        other: `${formatCredits(p.credits, 'fr')} ont été ajoutés à votre compte.`,
      }),
    }),
    'notification.credits-added': (p) => ({
      title: 'Crédits ajoutés',
      message: `Un administrateur a ajouté ${formatCredits(p.amount, 'fr')} à votre compte. Nouveau solde : ${formatCredits(p.balance, 'fr')}.`,
    }),
    'notification.credits-removed': (p) => ({
      title: 'Crédits retirés',
      message: `Un administrateur a retiré ${formatCredits(p.amount, 'fr')} de votre compte. Nouveau solde : ${formatCredits(p.balance, 'fr')}.`,
    }),
    'notification.low-balance': (p) => ({
      title: 'Solde bas',
      message: `Votre solde est de ${formatCredits(p.balance, 'fr')}, sous votre seuil d'alerte de ${formatCredits(p.threshold, 'fr')}. Rechargez depuis la page Tarifs.`,
    }),
  },
};

const LEDGER: Record<TextLanguage, LedgerTemplates> = {
  en: {
    'ledger.purchase': (p) =>
      `Purchase of ${formatCredits(p.credits, 'en')}${p.crypto ? ` (${String(p.crypto)})` : ''}`,
    'ledger.admin-added': (p) => `${formatCredits(p.amount, 'en')} added by an administrator`,
    'ledger.admin-removed': (p) => `${formatCredits(p.amount, 'en')} removed by an administrator`,
    'ledger.balance-set': (p) => `Balance set to ${formatCredits(p.balance, 'en')} by an administrator`,
    'ledger.payment-refunded': () => 'Credits taken back: payment refunded',
    'ledger.spend-reversed': (p) => `Refund: ${String(p.description ?? '')}`,
  },
  fr: {
    'ledger.purchase': (p) =>
      `Achat de ${formatCredits(p.credits, 'fr')}${p.crypto ? ` (${String(p.crypto)})` : ''}`,
    'ledger.admin-added': (p) =>
      `${formatCredits(p.amount, 'fr')} ${pluralForm(p.amount, 'fr', { one: 'ajouté', other: 'ajoutés' })} par un administrateur`,
    'ledger.admin-removed': (p) =>
      `${formatCredits(p.amount, 'fr')} ${pluralForm(p.amount, 'fr', { one: 'retiré', other: 'retirés' })} par un administrateur`,
    'ledger.balance-set': (p) => `Solde fixé à ${formatCredits(p.balance, 'fr')} par un administrateur`,
    'ledger.payment-refunded': () => 'Crédits repris : paiement remboursé',
    'ledger.spend-reversed': (p) => `Remboursement : ${String(p.description ?? '')}`,
  },
};

/** Builds a notification's stored text, checked against its code's values. */
export function notificationText<C extends NotificationTextCode>(
  code: C,
  params: NotificationTextParams[C],
): StoredText<C> {
  return { code, params: params as StoredTextParams };
}

/** Builds a ledger row's stored description, checked against its code's values. */
export function ledgerText<C extends LedgerTextCode>(code: C, params: LedgerTextParams[C]): StoredText<C> {
  return { code, params: params as StoredTextParams };
}

/**
 * A notification's title and message in `language`; `fallback` (the stored text) for a row without
 * a code (a broadcast an administrator wrote) or with one this version does not know.
 */
export function renderNotificationText(
  text: { code?: string | null; params?: StoredTextParams | null },
  language: string,
  fallback: { title: string; message: string },
): { title: string; message: string } {
  const template = text.code
    ? NOTIFICATIONS[textLanguageOf(language)][text.code as NotificationTextCode]
    : undefined;
  return template ? template(text.params ?? {}) : fallback;
}

/** A ledger row's description in `language`; `fallback` when it has no code (a text someone wrote). */
export function renderLedgerText<F extends string | null>(
  text: { description_code?: string | null; description_params?: StoredTextParams | null },
  language: string,
  fallback: F,
): string | F {
  const code = text.description_code;
  const template = code ? LEDGER[textLanguageOf(language)][code as LedgerTextCode] : undefined;
  return template ? template(text.description_params ?? {}) : fallback;
}

/** What a service stores for a notification: its code and values, and the text they give in English. */
export function storedNotification<C extends NotificationTextCode>(
  code: C,
  params: NotificationTextParams[C],
): StoredText<C> & { title: string; message: string } {
  const text = notificationText(code, params);
  return { ...text, ...NOTIFICATIONS[DEFAULT_TEXT_LANGUAGE][code](text.params) };
}

/** What a service stores for a ledger row: its code and values, and the description they give in English. */
export function storedLedgerText<C extends LedgerTextCode>(
  code: C,
  params: LedgerTextParams[C],
): { description: string; descriptionCode: C; descriptionParams: StoredTextParams } {
  const text = ledgerText(code, params);
  return {
    description: LEDGER[DEFAULT_TEXT_LANGUAGE][code](text.params),
    descriptionCode: code,
    descriptionParams: text.params,
  };
}
