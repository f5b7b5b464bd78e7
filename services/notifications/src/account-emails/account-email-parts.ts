/**
 * What the account mails share in both languages: the mails' kinds and values, how a language
 * writes their figures, the places, paths and causes they name. The words are in
 * account-email-words.en.ts and account-email-words.fr.ts; account-email-templates.ts puts a mail
 * in the brand's frame.
 */
import {
  formatCredits,
  pluralForm,
  textLocale,
  type ApiKeysRevocationCause,
  type PasswordChangeMethod,
  type PaymentView,
  type RemovedPasskey,
  type RevokedApiKey,
  type SessionDevice,
  type TextLanguage,
  cryptoTicker,
} from '@storefront/contracts';

export const ACCOUNT_EMAIL_KINDS = [
  'payment-received',
  'payment-confirmed',
  'payment-partial',
  'payment-expired',
  'payment-late',
  'payment-refunded',
  'refund-issued',
  'low-balance',
  'new-sign-in',
  'password-changed',
  'sign-up-attempt',
  'api-keys-revoked',
  'service-key-expiring',
] as const;
export type AccountEmailKind = (typeof ACCOUNT_EMAIL_KINDS)[number];

export type PaymentEmailKind = Exclude<
  AccountEmailKind,
  | 'refund-issued'
  | 'low-balance'
  | 'new-sign-in'
  | 'password-changed'
  | 'sign-up-attempt'
  | 'api-keys-revoked'
  | 'service-key-expiring'
>;

/** When, from which device and address something happened to the account, and its disown link. */
interface AccountEventPlace {
  /** ISO time of the event. */
  at: string;
  device: SessionDevice;
  ip: string | null;
  location: string | null;
  /** The secret of the "This wasn't me" link. */
  disownToken: string;
}

export type AccountEmail =
  | {
      kind: 'payment-received' | 'payment-expired' | 'payment-late' | 'payment-refunded';
      payment: PaymentView;
    }
  | { kind: 'payment-confirmed' | 'payment-partial'; payment: PaymentView; balance: number }
  | {
      kind: 'refund-issued';
      paymentId: string;
      credits: number;
      amount: number;
      currency: string;
      /** BTCPay's page where the payer claims the money (an absolute address). */
      claimLink: string;
    }
  | { kind: 'low-balance'; balance: number; threshold: number; pack: number }
  | ({ kind: 'new-sign-in' } & AccountEventPlace)
  | ({ kind: 'password-changed'; method: PasswordChangeMethod } & AccountEventPlace)
  | { kind: 'sign-up-attempt'; email: string }
  | {
      kind: 'api-keys-revoked';
      cause: ApiKeysRevocationCause;
      keys: RevokedApiKey[];
      passkeys: RemovedPasskey[];
    }
  | {
      kind: 'service-key-expiring';
      name: string;
      prefix: string;
      /** ISO time the key stops working. */
      expiresAt: string;
    };

export interface MailContext {
  brand: string;
  /** The site's address, without a trailing slash. */
  publicUrl: string;
  firstName?: string;
  language: TextLanguage;
}

interface Action {
  label: string;
  /** A path of the site, or an absolute address elsewhere (a refund's claim page). */
  path: string;
}

export interface Wording {
  subject: string;
  heading: string;
  paragraphs: string[];
  /** The first is the main button, the others plain links. */
  actions: Action[];
}

/** How a language writes the figures of a mail. */
export class Figures {
  constructor(readonly language: TextLanguage) {}

  private get locale() {
    return textLocale(this.language);
  }

  money(amount: number, currency: string): string {
    return new Intl.NumberFormat(this.locale, { style: 'currency', currency: currency.toUpperCase() }).format(
      amount,
    );
  }

  credits(n: number): string {
    return formatCredits(n, this.language);
  }

  coins(payment: PaymentView): string {
    const amount = new Intl.NumberFormat(this.locale, { maximumFractionDigits: 8, useGrouping: false });
    return `${amount.format(payment.cryptoAmount)} ${cryptoTicker(payment.crypto)}`;
  }

  /** An event's time in UTC, as the language writes a full date and a time. */
  time(iso: string): string {
    const format = new Intl.DateTimeFormat(this.locale, {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone: 'UTC',
    });
    return `${format.format(new Date(iso))} UTC`;
  }

  /** One form or the other as the number asks in this language ("1 credit was" / "2 credits were"). */
  plural(n: number, forms: { one: string; other: string }): string {
    return pluralForm(n, this.language, forms);
  }

  /** "A, B and C" / "A, B et C". */
  list(items: string[]): string {
    return new Intl.ListFormat(this.locale, { type: 'conjunction' }).format(items);
  }
}

const PLACE_WORDS: Record<
  TextLanguage,
  {
    kind: Record<SessionDevice['type'], string>;
    on: string;
    unknown: string;
    when: string;
    device: string;
    address: string;
    unknownAddress: string;
  }
> = {
  en: {
    kind: { desktop: 'computer', mobile: 'phone', tablet: 'tablet' },
    on: 'on',
    unknown: 'An unknown browser',
    when: 'When: ',
    device: 'Device: ',
    address: 'Address: ',
    unknownAddress: 'unknown',
  },
  fr: {
    kind: { desktop: 'ordinateur', mobile: 'téléphone', tablet: 'tablette' },
    on: 'sur',
    unknown: 'Un navigateur inconnu',
    when: 'Quand : ',
    device: 'Appareil : ',
    address: 'Adresse : ',
    unknownAddress: 'inconnue',
  },
};

/** "Firefox on Linux (computer)" / "Firefox sur Linux (ordinateur)", what the user agent did not say left out. */
const deviceLabel = (device: SessionDevice, language: TextLanguage) => {
  const words = PLACE_WORDS[language];
  const named = [device.browser, device.os].filter(Boolean).join(` ${words.on} `) || words.unknown;
  return `${named} (${words.kind[device.type]})`;
};

/** The "When", "Device" and "Address" lines of an alert. */
function placeLines(place: AccountEventPlace, f: Figures): string[] {
  const words = PLACE_WORDS[f.language];
  const address = place.ip ?? words.unknownAddress;
  return [
    `${words.when}${f.time(place.at)}`,
    `${words.device}${deviceLabel(place.device, f.language)}`,
    `${words.address}${place.location ? `${address} (${place.location})` : address}`,
  ];
}

const paymentPath = (payment: PaymentView) => `/payment/${payment.payment_id}`;
const receiptPath = (payment: PaymentView) => `/receipts/${payment.payment_id}`;
const disownPath = (token: string) => `/account/disown?token=${encodeURIComponent(token)}`;
const API_KEYS_PATH = '/settings?tab=api-keys';
const SECOND_FACTOR_PATH = '/settings?tab=2fa';
const SERVICE_KEYS_PATH = '/admin?tab=service-keys';

/** Each revoked key by its name and first characters, as the lists show them: “Bot” (osk_1a2b3c4d…). */
const keyLabels = (keys: RevokedApiKey[], quote: (name: string) => string) =>
  keys.map((key) => `${quote(key.name)} (${key.prefix}…)`);

/** Why an account's API keys were revoked, as the mail's first words say it. */
const REVOCATION_CAUSES: Record<TextLanguage, Record<ApiKeysRevocationCause, (brand: string) => string>> = {
  en: {
    password_changed: (brand) => `The password of your ${brand} account was changed`,
    password_reset: (brand) => `The password of your ${brand} account was reset`,
    disowned: (brand) => `You told us a sign-in to your ${brand} account wasn't you`,
    password_set_by_admin: (brand) => `An administrator set a new password for your ${brand} account`,
  },
  fr: {
    password_changed: (brand) => `Le mot de passe de votre compte ${brand} a été changé`,
    password_reset: (brand) => `Le mot de passe de votre compte ${brand} a été réinitialisé`,
    disowned: (brand) =>
      `Vous nous avez signalé qu’une connexion à votre compte ${brand} n’était pas de vous`,
    password_set_by_admin: (brand) =>
      `Un administrateur a défini un nouveau mot de passe pour votre compte ${brand}`,
  },
};

/** What the "This wasn't me" button does, as an alert says it. */
const DISOWN_WORDS: Record<TextLanguage, string> = {
  en: "If it wasn't, use the button below: every session of your account ends at once, and we email you a code to choose a new password.",
  fr: 'Sinon, utilisez le bouton ci-dessous : toutes les sessions de votre compte prennent fin aussitôt, et nous vous envoyons un code pour choisir un nouveau mot de passe.',
};

type PluralForms = { one: string; other: string };

/** The words, in one language, of the mail saying an account's keys and passkeys went with its password. */
export interface RevocationWords {
  /** What was done, for the first paragraph: the passkeys' words alone or after the keys'. */
  did: { keys: string; passkeys: string; passkeysToo: string; and: string };
  subject: {
    both: (brand: string) => string;
    keys: (brand: string) => string;
    passkeys: (brand: string) => string;
  };
  heading: { keys: PluralForms; passkeys: PluralForms };
  /** The first paragraph: why (`REVOCATION_CAUSES`), then what was done. */
  because: (cause: string, did: string) => string;
  /** The sentence naming what went: `intro` then the names, as the language punctuates it. */
  naming: (intro: string, names: string) => string;
  named: { keys: PluralForms; passkeys: PluralForms };
  quote: (name: string) => string;
  /** What to do next, after the keys' or the passkeys' names. */
  next: { keys: string; passkeys: string };
  actions: { keys: string; passkeys: string };
}

/** The mail of a kind (some kinds share one shape). */
type MailOf<K extends AccountEmailKind> = AccountEmail extends infer M
  ? M extends { kind: infer Kinds }
    ? K extends Kinds
      ? M
      : never
    : never
  : never;
type AlertKind = 'new-sign-in' | 'password-changed';
type PlainKind = Exclude<AccountEmailKind, AlertKind | 'api-keys-revoked'>;

/** A mail's own words in one language; its actions' labels come in the order of `ACTION_PATHS`. */
interface MailWords {
  subject: string;
  heading: string;
  paragraphs: string[];
  actions: string[];
}

type Worded<K extends AccountEmailKind, W> = (mail: MailOf<K>, f: Figures, brand: string) => W;

/** Every account mail's words in one language; what the mails lay out alike is added by `accountWording`. */
export interface AccountEmailWords {
  mails: { [K in PlainKind]: Worded<K, MailWords> };
  /** A sign-in or password alert's own words, before its place lines. */
  alerts: { [K in AlertKind]: Worded<K, Omit<MailWords, 'actions'>> };
  /** What closes every alert: nothing to do when it was the user, and the disown button's label. */
  alertClosing: { wasYou: string; notMe: string };
  revocation: RevocationWords;
}

/** Where each mail's actions lead, the same in every language. */
const ACTION_PATHS: { [K in PlainKind]: (mail: MailOf<K>) => string[] } = {
  'payment-received': ({ payment }) => [paymentPath(payment)],
  'payment-confirmed': ({ payment }) => [receiptPath(payment), paymentPath(payment)],
  'payment-partial': ({ payment }) => ['/pricing', receiptPath(payment), paymentPath(payment)],
  'payment-expired': ({ payment }) => [paymentPath(payment), '/pricing'],
  'payment-late': ({ payment }) => [paymentPath(payment)],
  'payment-refunded': ({ payment }) => [paymentPath(payment)],
  'refund-issued': (mail) => [mail.claimLink, `/payment/${mail.paymentId}`],
  'low-balance': (mail) => [`/pricing?pack=${mail.pack}`],
  'sign-up-attempt': () => ['/login', '/reset-password'],
  'service-key-expiring': () => [SERVICE_KEYS_PATH],
};

/** A mail in one language: its words, the paths of its actions, and an alert's place lines and disown button. */
export function accountWording(mail: AccountEmail, brand: string, f: Figures, w: AccountEmailWords): Wording {
  if (mail.kind === 'api-keys-revoked') return revocationWording(mail, brand, f, w.revocation);
  if (mail.kind === 'new-sign-in' || mail.kind === 'password-changed') {
    const alert = (w.alerts[mail.kind] as Worded<AlertKind, Omit<MailWords, 'actions'>>)(mail, f, brand);
    return {
      ...alert,
      paragraphs: [
        ...alert.paragraphs,
        ...placeLines(mail, f),
        w.alertClosing.wasYou,
        DISOWN_WORDS[f.language],
      ],
      actions: [{ label: w.alertClosing.notMe, path: disownPath(mail.disownToken) }],
    };
  }
  const words = (w.mails[mail.kind] as Worded<PlainKind, MailWords>)(mail, f, brand);
  const paths = (ACTION_PATHS[mail.kind] as (mail: AccountEmail) => string[])(mail);
  return { ...words, actions: words.actions.map((label, i) => ({ label, path: paths[i] })) };
}

/** That mail, laid out the same in every language: the keys' part and the passkeys' part when each went. */
function revocationWording(
  mail: Extract<AccountEmail, { kind: 'api-keys-revoked' }>,
  brand: string,
  f: Figures,
  w: RevocationWords,
): Wording {
  const n = mail.keys.length;
  const p = mail.passkeys.length;
  const did = [n ? w.did.keys : '', p ? (n ? w.did.passkeysToo : w.did.passkeys) : '']
    .filter(Boolean)
    .join(w.did.and);
  const keys = f.list(keyLabels(mail.keys, w.quote));
  const passkeys = f.list(mail.passkeys.map((k) => w.quote(k.name)));
  return {
    subject: (n && p ? w.subject.both : n ? w.subject.keys : w.subject.passkeys)(brand),
    heading: n ? f.plural(n, w.heading.keys) : f.plural(p, w.heading.passkeys),
    paragraphs: [
      w.because(REVOCATION_CAUSES[f.language][mail.cause](brand), did),
      ...(n ? [w.naming(f.plural(n, w.named.keys), keys), w.next.keys] : []),
      ...(p ? [w.naming(f.plural(p, w.named.passkeys), passkeys), w.next.passkeys] : []),
    ],
    actions: [
      ...(n ? [{ label: w.actions.keys, path: API_KEYS_PATH }] : []),
      ...(p ? [{ label: w.actions.passkeys, path: SECOND_FACTOR_PATH }] : []),
    ],
  };
}
