/**
 * The mails about a user's payments, balance and account safety, in English or French (the
 * account's language), in the brand's frame, each with a plain-text body and links back to the site.
 * Figures, money and dates are written by Intl in the language's locale.
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
import { BRAND_COLOUR, brandedHtml, escapeHtml, FRAME_WORDS, htmlText } from '../email/email-layout';
import type { RenderedEmail } from '../email/email-templates';

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

interface MailContext {
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

interface Wording {
  subject: string;
  heading: string;
  paragraphs: string[];
  /** The first is the main button, the others plain links. */
  actions: Action[];
}

/** How a language writes the figures of a mail. */
class Figures {
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

function english(mail: AccountEmail, brand: string, f: Figures): Wording {
  switch (mail.kind) {
    case 'payment-received': {
      const p = mail.payment;
      return {
        subject: `Payment received: waiting for confirmations`,
        heading: 'Payment received',
        paragraphs: [
          `Your payment of ${f.coins(p)} (${f.money(p.amount, p.currency)} for ${f.credits(p.credits)}) has been seen on the blockchain.`,
          'It is now waiting for network confirmations. Your credits are added as soon as it is confirmed, and we will email you then.',
        ],
        actions: [{ label: 'Follow your payment', path: paymentPath(p) }],
      };
    }
    case 'payment-confirmed': {
      const p = mail.payment;
      return {
        subject: `Payment confirmed: ${f.credits(p.credits)} added`,
        heading: 'Payment confirmed',
        paragraphs: [
          `Your payment of ${f.money(p.amount, p.currency)} is confirmed and ${f.credits(p.credits)} ${f.plural(p.credits, { one: 'was', other: 'were' })} added to your account.`,
          `Your balance is now ${f.credits(mail.balance)}.`,
        ],
        actions: [
          { label: 'View your receipt', path: receiptPath(p) },
          { label: 'View the payment', path: paymentPath(p) },
        ],
      };
    }
    case 'payment-partial': {
      const p = mail.payment;
      const arrived = p.paidAmount ?? 0;
      return {
        subject: `Partial payment received: ${f.credits(p.credits)} added`,
        heading: 'Partial payment received',
        paragraphs: [
          `We received ${f.money(arrived, p.currency)} of the ${f.money(p.amount, p.currency)} your payment asked for: less than the full amount.`,
          `${f.credits(p.credits)} ${f.plural(p.credits, { one: 'was', other: 'were' })} added to your account for what arrived. Your balance is now ${f.credits(mail.balance)}.`,
          'This payment is now closed: money sent to its address from now on is not added to it. To get the rest of your credits, start a new payment for the pack you need from the pricing page.',
        ],
        actions: [
          { label: 'Buy the rest of your credits', path: '/pricing' },
          { label: 'View your receipt', path: receiptPath(p) },
          { label: 'View the payment', path: paymentPath(p) },
        ],
      };
    }
    case 'payment-expired': {
      const p = mail.payment;
      return {
        subject: 'Your payment expired',
        heading: 'Payment expired',
        paragraphs: [
          `Your payment of ${f.money(p.amount, p.currency)} for ${f.credits(p.credits)} expired before any money arrived. Nothing was taken.`,
          'If you sent the money anyway, we keep watching for it for 24 hours and add your credits if it arrives. Otherwise, start a new payment whenever you like.',
        ],
        actions: [
          { label: 'View the payment', path: paymentPath(p) },
          { label: 'Start a new payment', path: '/pricing' },
        ],
      };
    }
    case 'payment-late': {
      const p = mail.payment;
      return {
        subject: 'Late payment received',
        heading: 'Late payment received',
        paragraphs: [
          `Money arrived for your payment of ${f.money(p.amount, p.currency)} for ${f.credits(p.credits)} after it had expired.`,
          'We are processing it like any other payment: your credits are added once it is confirmed, and we will email you then.',
        ],
        actions: [{ label: 'Follow your payment', path: paymentPath(p) }],
      };
    }
    case 'payment-refunded': {
      const p = mail.payment;
      return {
        subject: 'Refund recorded for your payment',
        heading: 'Refund recorded',
        paragraphs: [
          `Our payment provider recorded a refund of your payment of ${f.money(p.amount, p.currency)} for ${f.credits(p.credits)}.`,
          `The money goes back as the provider arranges it. If you did not expect this, reply to this email or contact ${brand} support.`,
        ],
        actions: [{ label: 'View the payment', path: paymentPath(p) }],
      };
    }
    case 'refund-issued':
      return {
        subject: `Your refund of ${f.money(mail.amount, mail.currency)} is ready to claim`,
        heading: 'Claim your refund',
        paragraphs: [
          `We refunded ${f.credits(mail.credits)} of your payment: ${f.money(mail.amount, mail.currency)}, taken off your balance.`,
          'Follow the button below and give the address where the money should go; it is paid at the rate of the day you claim it.',
        ],
        actions: [
          { label: 'Claim your refund', path: mail.claimLink },
          { label: 'View the payment', path: `/payment/${mail.paymentId}` },
        ],
      };
    case 'low-balance':
      return {
        subject: `Your balance is low: ${f.credits(mail.balance)} left`,
        heading: 'Your balance is low',
        paragraphs: [
          `Your balance is ${f.credits(mail.balance)}, below your alert threshold of ${f.credits(mail.threshold)}.`,
          `A pack of ${f.credits(mail.pack)} covers about a week of your usual use.`,
        ],
        actions: [{ label: `Buy ${f.credits(mail.pack)}`, path: `/pricing?pack=${mail.pack}` }],
      };
    case 'new-sign-in':
      return {
        subject: `New sign-in to your ${brand} account`,
        heading: 'New sign-in to your account',
        paragraphs: [
          `Your ${brand} account was signed in to from a device and address it had not used in the last 90 days.`,
          ...placeLines(mail, f),
          'If this was you, there is nothing to do.',
          DISOWN_WORDS.en,
        ],
        actions: [{ label: "This wasn't me", path: disownPath(mail.disownToken) }],
      };
    case 'password-changed':
      return {
        subject: `Your ${brand} password was changed`,
        heading: 'Your password was changed',
        paragraphs: [
          mail.method === 'reset'
            ? `The password of your ${brand} account was just reset with a code sent to this address. Every session of your account was signed out.`
            : `The password of your ${brand} account was just changed from a signed-in session. Every other session of your account was signed out.`,
          ...placeLines(mail, f),
          'If this was you, there is nothing to do.',
          DISOWN_WORDS.en,
        ],
        actions: [{ label: "This wasn't me", path: disownPath(mail.disownToken) }],
      };
    case 'sign-up-attempt':
      return {
        subject: 'Someone tried to sign up with your address',
        heading: 'Someone tried to sign up with your address',
        paragraphs: [
          `Someone just tried to sign up to ${brand} with ${mail.email}, an address that already has an account: yours. No account was created and nothing about yours changed.`,
          'If it was you, you do not need a new account: sign in, or choose a new password if you forgot yours.',
          "If it wasn't you, you can ignore this email. Nobody gets into your account without your password.",
        ],
        actions: [
          { label: 'Sign in', path: '/login' },
          { label: 'Forgot your password?', path: '/reset-password' },
        ],
      };
    case 'api-keys-revoked': {
      const n = mail.keys.length;
      const p = mail.passkeys.length;
      const what = [
        n ? "revoked the account's API keys" : '',
        p ? (n ? 'removed its passkeys' : "removed the account's passkeys") : '',
      ]
        .filter(Boolean)
        .join(' and ');
      return {
        subject:
          n && p
            ? `API keys and passkeys removed from your ${brand} account`
            : n
              ? `API keys revoked on your ${brand} account`
              : `Passkeys removed from your ${brand} account`,
        heading: n
          ? f.plural(n, { one: 'Your API key was revoked', other: 'Your API keys were revoked' })
          : f.plural(p, { one: 'Your passkey was removed', other: 'Your passkeys were removed' }),
        paragraphs: [
          `${REVOCATION_CAUSES.en[mail.cause](brand)}, so we ${what}: whoever knew the old password may have made one.`,
          ...(n
            ? [
                `${f.plural(n, { one: 'This API key was revoked', other: 'These API keys were revoked' })}: ${f.list(keyLabels(mail.keys, (name) => `“${name}”`))}.`,
                'Every request made with them is refused from now on. If you still need the API, create new keys in Settings › API keys.',
              ]
            : []),
          ...(p
            ? [
                `${f.plural(p, { one: 'This passkey was removed', other: 'These passkeys were removed' })}: ${f.list(mail.passkeys.map((k) => `“${k.name}”`))}.`,
                'Sign in with your password, then add your passkeys again in Settings › 2-Factor Authentication.',
              ]
            : []),
        ],
        actions: [
          ...(n ? [{ label: 'Manage your API keys', path: API_KEYS_PATH }] : []),
          ...(p ? [{ label: 'Add a passkey', path: SECOND_FACTOR_PATH }] : []),
        ],
      };
    }
    case 'service-key-expiring':
      return {
        subject: `Service key “${mail.name}” expires soon`,
        heading: 'A service key expires soon',
        paragraphs: [
          `The service key “${mail.name}” (${mail.prefix}…) expires on ${f.time(mail.expiresAt)}.`,
          'After that, every request made with it is refused. Create a new key in the back office, give it to the service that uses this one, then revoke the old key.',
        ],
        actions: [{ label: 'Open the service keys', path: SERVICE_KEYS_PATH }],
      };
  }
}

function french(mail: AccountEmail, brand: string, f: Figures): Wording {
  const added = (n: number) => f.plural(n, { one: 'ajouté', other: 'ajoutés' });
  const wasAdded = (n: number) => f.plural(n, { one: 'a été ajouté', other: 'ont été ajoutés' });
  switch (mail.kind) {
    case 'payment-received': {
      const p = mail.payment;
      return {
        subject: 'Paiement reçu : en attente de confirmations',
        heading: 'Paiement reçu',
        paragraphs: [
          `Votre paiement de ${f.coins(p)} (${f.money(p.amount, p.currency)} pour ${f.credits(p.credits)}) a été vu sur la blockchain.`,
          'Il attend maintenant les confirmations du réseau. Vos crédits sont ajoutés dès qu’il est confirmé, et nous vous écrirons à ce moment-là.',
        ],
        actions: [{ label: 'Suivre votre paiement', path: paymentPath(p) }],
      };
    }
    case 'payment-confirmed': {
      const p = mail.payment;
      return {
        subject: `Paiement confirmé : ${f.credits(p.credits)} ${added(p.credits)}`,
        heading: 'Paiement confirmé',
        paragraphs: [
          `Votre paiement de ${f.money(p.amount, p.currency)} est confirmé et ${f.credits(p.credits)} ${wasAdded(p.credits)} à votre compte.`,
          `Votre solde est maintenant de ${f.credits(mail.balance)}.`,
        ],
        actions: [
          { label: 'Voir votre reçu', path: receiptPath(p) },
          { label: 'Voir le paiement', path: paymentPath(p) },
        ],
      };
    }
    case 'payment-partial': {
      const p = mail.payment;
      const arrived = p.paidAmount ?? 0;
      return {
        subject: `Paiement partiel reçu : ${f.credits(p.credits)} ${added(p.credits)}`,
        heading: 'Paiement partiel reçu',
        paragraphs: [
          `Nous avons reçu ${f.money(arrived, p.currency)} sur les ${f.money(p.amount, p.currency)} demandés par votre paiement : moins que le montant complet.`,
          `${f.credits(p.credits)} ${wasAdded(p.credits)} à votre compte pour ce qui est arrivé. Votre solde est maintenant de ${f.credits(mail.balance)}.`,
          'Ce paiement est désormais clos : l’argent envoyé à son adresse à partir de maintenant n’y est plus ajouté. Pour obtenir le reste de vos crédits, lancez un nouveau paiement pour le pack qu’il vous faut depuis la page Tarifs.',
        ],
        actions: [
          { label: 'Acheter le reste de vos crédits', path: '/pricing' },
          { label: 'Voir votre reçu', path: receiptPath(p) },
          { label: 'Voir le paiement', path: paymentPath(p) },
        ],
      };
    }
    case 'payment-expired': {
      const p = mail.payment;
      return {
        subject: 'Votre paiement a expiré',
        heading: 'Paiement expiré',
        paragraphs: [
          `Votre paiement de ${f.money(p.amount, p.currency)} pour ${f.credits(p.credits)} a expiré avant que l’argent n’arrive. Rien n’a été prélevé.`,
          'Si vous avez tout de même envoyé l’argent, nous continuons à le guetter pendant 24 heures et ajoutons vos crédits s’il arrive. Sinon, lancez un nouveau paiement quand vous le souhaitez.',
        ],
        actions: [
          { label: 'Voir le paiement', path: paymentPath(p) },
          { label: 'Lancer un nouveau paiement', path: '/pricing' },
        ],
      };
    }
    case 'payment-late': {
      const p = mail.payment;
      return {
        subject: 'Paiement tardif reçu',
        heading: 'Paiement tardif reçu',
        paragraphs: [
          `De l’argent est arrivé pour votre paiement de ${f.money(p.amount, p.currency)} pour ${f.credits(p.credits)} après son expiration.`,
          'Nous le traitons comme tout autre paiement : vos crédits sont ajoutés une fois qu’il est confirmé, et nous vous écrirons à ce moment-là.',
        ],
        actions: [{ label: 'Suivre votre paiement', path: paymentPath(p) }],
      };
    }
    case 'payment-refunded': {
      const p = mail.payment;
      return {
        subject: 'Remboursement enregistré pour votre paiement',
        heading: 'Remboursement enregistré',
        paragraphs: [
          `Notre prestataire de paiement a enregistré le remboursement de votre paiement de ${f.money(p.amount, p.currency)} pour ${f.credits(p.credits)}.`,
          `L’argent vous revient selon les modalités du prestataire. Si vous ne vous y attendiez pas, répondez à cet e-mail ou contactez le support ${brand}.`,
        ],
        actions: [{ label: 'Voir le paiement', path: paymentPath(p) }],
      };
    }
    case 'refund-issued':
      return {
        subject: `Votre remboursement de ${f.money(mail.amount, mail.currency)} est prêt à être réclamé`,
        heading: 'Réclamez votre remboursement',
        paragraphs: [
          `Nous avons remboursé ${f.credits(mail.credits)} de votre paiement : ${f.money(mail.amount, mail.currency)}, retirés de votre solde.`,
          'Suivez le bouton ci-dessous et indiquez l’adresse où envoyer l’argent ; il est payé au cours du jour où vous le réclamez.',
        ],
        actions: [
          { label: 'Réclamer votre remboursement', path: mail.claimLink },
          { label: 'Voir le paiement', path: `/payment/${mail.paymentId}` },
        ],
      };
    case 'low-balance':
      return {
        subject: `Votre solde est bas : il reste ${f.credits(mail.balance)}`,
        heading: 'Votre solde est bas',
        paragraphs: [
          `Votre solde est de ${f.credits(mail.balance)}, sous votre seuil d’alerte de ${f.credits(mail.threshold)}.`,
          `Un pack de ${f.credits(mail.pack)} couvre environ une semaine de votre utilisation habituelle.`,
        ],
        actions: [{ label: `Acheter ${f.credits(mail.pack)}`, path: `/pricing?pack=${mail.pack}` }],
      };
    case 'new-sign-in':
      return {
        subject: `Nouvelle connexion à votre compte ${brand}`,
        heading: 'Nouvelle connexion à votre compte',
        paragraphs: [
          `Quelqu’un s’est connecté à votre compte ${brand} depuis un appareil et une adresse que le compte n’avait pas utilisés ces 90 derniers jours.`,
          ...placeLines(mail, f),
          'Si c’était vous, vous n’avez rien à faire.',
          DISOWN_WORDS.fr,
        ],
        actions: [{ label: 'Ce n’était pas moi', path: disownPath(mail.disownToken) }],
      };
    case 'password-changed':
      return {
        subject: `Le mot de passe de votre compte ${brand} a été modifié`,
        heading: 'Votre mot de passe a été modifié',
        paragraphs: [
          mail.method === 'reset'
            ? `Le mot de passe de votre compte ${brand} vient d’être réinitialisé avec un code envoyé à cette adresse. Toutes les sessions de votre compte ont été déconnectées.`
            : `Le mot de passe de votre compte ${brand} vient d’être modifié depuis une session connectée. Toutes les autres sessions de votre compte ont été déconnectées.`,
          ...placeLines(mail, f),
          'Si c’était vous, vous n’avez rien à faire.',
          DISOWN_WORDS.fr,
        ],
        actions: [{ label: 'Ce n’était pas moi', path: disownPath(mail.disownToken) }],
      };
    case 'sign-up-attempt':
      return {
        subject: 'Quelqu’un a essayé de s’inscrire avec votre adresse',
        heading: 'Quelqu’un a essayé de s’inscrire avec votre adresse',
        paragraphs: [
          `Quelqu’un vient d’essayer de s’inscrire sur ${brand} avec ${mail.email}, une adresse qui a déjà un compte : le vôtre. Aucun compte n’a été créé et rien n’a changé sur le vôtre.`,
          'Si c’était vous, vous n’avez pas besoin d’un nouveau compte : connectez-vous, ou choisissez un nouveau mot de passe si vous avez oublié le vôtre.',
          'Si ce n’était pas vous, vous pouvez ignorer cet e-mail. Personne n’entre dans votre compte sans votre mot de passe.',
        ],
        actions: [
          { label: 'Se connecter', path: '/login' },
          { label: 'Mot de passe oublié ?', path: '/reset-password' },
        ],
      };
    case 'api-keys-revoked': {
      const n = mail.keys.length;
      const p = mail.passkeys.length;
      const what = [
        n ? 'révoqué les clés API du compte' : '',
        p ? (n ? 'supprimé ses clés d’accès' : 'supprimé les clés d’accès du compte') : '',
      ]
        .filter(Boolean)
        .join(' et ');
      return {
        subject:
          n && p
            ? `Clés API et clés d’accès supprimées de votre compte ${brand}`
            : n
              ? `Clés API révoquées sur votre compte ${brand}`
              : `Clés d’accès supprimées de votre compte ${brand}`,
        heading: n
          ? f.plural(n, { one: 'Votre clé API a été révoquée', other: 'Vos clés API ont été révoquées' })
          : f.plural(p, {
              one: 'Votre clé d’accès a été supprimée',
              other: 'Vos clés d’accès ont été supprimées',
            }),
        paragraphs: [
          `${REVOCATION_CAUSES.fr[mail.cause](brand)} : nous avons donc ${what}, car quiconque connaissait l’ancien mot de passe a pu en créer une.`,
          ...(n
            ? [
                `${f.plural(n, { one: 'Cette clé API a été révoquée', other: 'Ces clés API ont été révoquées' })} : ${f.list(keyLabels(mail.keys, (name) => `« ${name} »`))}.`,
                'Toute requête faite avec elles est refusée désormais. Si vous avez encore besoin de l’API, créez de nouvelles clés dans Paramètres › Clés API.',
              ]
            : []),
          ...(p
            ? [
                `${f.plural(p, { one: 'Cette clé d’accès a été supprimée', other: 'Ces clés d’accès ont été supprimées' })} : ${f.list(mail.passkeys.map((k) => `« ${k.name} »`))}.`,
                'Connectez-vous avec votre mot de passe, puis ajoutez de nouveau vos clés d’accès dans Paramètres › Double authentification.',
              ]
            : []),
        ],
        actions: [
          ...(n ? [{ label: 'Gérer vos clés API', path: API_KEYS_PATH }] : []),
          ...(p ? [{ label: 'Ajouter une clé d’accès', path: SECOND_FACTOR_PATH }] : []),
        ],
      };
    }
    case 'service-key-expiring':
      return {
        subject: `La clé de service « ${mail.name} » expire bientôt`,
        heading: 'Une clé de service expire bientôt',
        paragraphs: [
          `La clé de service « ${mail.name} » (${mail.prefix}…) expire le ${f.time(mail.expiresAt)}.`,
          'Passé ce délai, toute requête faite avec elle est refusée. Créez une nouvelle clé dans le back office, donnez-la au service qui utilise celle-ci, puis révoquez l’ancienne.',
        ],
        actions: [{ label: 'Ouvrir les clés de service', path: SERVICE_KEYS_PATH }],
      };
  }
}

const WORDING: Record<TextLanguage, (mail: AccountEmail, brand: string, f: Figures) => Wording> = {
  en: english,
  fr: french,
};

/** The footer's line and how a link is written out in the plain-text body ("label: url"). */
const CLOSING: Record<TextLanguage, { preferences: string; link: (label: string, url: string) => string }> = {
  en: {
    preferences: 'Choose which emails you get in Settings › Email preferences.',
    link: (label, url) => `${label}: ${url}`,
  },
  fr: {
    preferences: 'Choisissez les e-mails que vous recevez dans Paramètres › Préférences e-mail.',
    link: (label, url) => `${label} : ${url}`,
  },
};

export function renderAccountEmail(mail: AccountEmail, ctx: MailContext): RenderedEmail {
  const { language } = ctx;
  const w = WORDING[language](mail, ctx.brand, new Figures(language));
  const frame = FRAME_WORDS[language];
  const closing = CLOSING[language];
  const greeting = frame.greeting(ctx.firstName);
  const url = (path: string) => (/^https?:\/\//.test(path) ? path : `${ctx.publicUrl}${path}`);
  const text = [
    greeting,
    '',
    ...w.paragraphs.flatMap((p) => [p, '']),
    ...w.actions.map((a) => closing.link(a.label, url(a.path))),
    '',
    frame.signature(ctx.brand),
    closing.preferences,
    url('/settings?tab=email'),
    '',
  ].join('\n');

  const e = escapeHtml;
  const t = (value: string) => htmlText(value, language);
  const [main, ...links] = w.actions;
  const content = `<h1 style="margin:0 0 16px;font-size:22px">${t(w.heading)}</h1>
<p style="margin:0 0 12px;font-size:15px;line-height:1.5">${t(greeting)}</p>
${w.paragraphs.map((p) => `<p style="margin:0 0 14px;font-size:15px;line-height:1.5">${t(p)}</p>`).join('\n')}
<p style="margin:22px 0 18px;text-align:center"><a href="${e(url(main.path))}" style="display:inline-block;padding:12px 22px;border-radius:10px;background:${BRAND_COLOUR};color:#0b1220;font-size:15px;font-weight:bold;text-decoration:none">${t(main.label)}</a></p>
${links.map((a) => `<p style="margin:0 0 8px;font-size:14px;text-align:center"><a href="${e(url(a.path))}" style="color:#0f766e">${t(a.label)}</a></p>`).join('\n')}`;
  const footer = `<br><a href="${e(url('/settings?tab=email'))}" style="color:#94a3b8">${t(closing.preferences)}</a>`;
  return {
    subject: w.subject,
    text,
    html: brandedHtml({ subject: w.subject, brand: ctx.brand, language, content, footer }),
  };
}
