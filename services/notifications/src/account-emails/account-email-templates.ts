/**
 * The mails about a user's payments and balance: English, in the brand's frame, each with a
 * plain-text body and links back to the site.
 */
import type { PaymentView, SessionDevice } from '@storefront/contracts';
import { BRAND_COLOUR, brandedHtml, escapeHtml } from '../email/email-layout';
import type { RenderedEmail } from '../email/email-templates';

export const ACCOUNT_EMAIL_KINDS = [
  'payment-received',
  'payment-confirmed',
  'payment-partial',
  'payment-expired',
  'payment-late',
  'payment-refunded',
  'low-balance',
  'new-sign-in',
  'sign-up-attempt',
] as const;
export type AccountEmailKind = (typeof ACCOUNT_EMAIL_KINDS)[number];

export type PaymentEmailKind = Exclude<AccountEmailKind, 'low-balance' | 'new-sign-in' | 'sign-up-attempt'>;

export type AccountEmail =
  | {
      kind: 'payment-received' | 'payment-expired' | 'payment-late' | 'payment-refunded';
      payment: PaymentView;
    }
  | { kind: 'payment-confirmed' | 'payment-partial'; payment: PaymentView; balance: number }
  | { kind: 'low-balance'; balance: number; threshold: number; pack: number }
  | {
      kind: 'new-sign-in';
      /** ISO time of the sign-in. */
      at: string;
      device: SessionDevice;
      ip: string | null;
      location: string | null;
      /** The secret of the "This wasn't me" link. */
      disownToken: string;
    }
  | { kind: 'sign-up-attempt'; email: string };

export interface MailContext {
  brand: string;
  /** The site's address, without a trailing slash. */
  publicUrl: string;
  firstName?: string;
}

interface Action {
  label: string;
  path: string;
}

interface Wording {
  subject: string;
  heading: string;
  paragraphs: string[];
  /** The first is the main button, the others plain links. */
  actions: Action[];
}

export const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(amount);

export const credits = (n: number) => {
  const figure = Number.isInteger(n) ? String(n) : n.toFixed(2);
  return `${figure} credit${n === 1 ? '' : 's'}`;
};

const coins = (payment: PaymentView) =>
  `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 8, useGrouping: false }).format(payment.cryptoAmount)} ${payment.crypto.toUpperCase()}`;

const signInTime = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(iso)) + ' UTC';

const DEVICE_CLASS: Record<SessionDevice['type'], string> = {
  desktop: 'computer',
  mobile: 'phone',
  tablet: 'tablet',
};

/** "Firefox on Linux (computer)", with what the user agent did not say left out. */
export const deviceLabel = (device: SessionDevice) => {
  const named = [device.browser, device.os].filter(Boolean).join(' on ') || 'An unknown browser';
  return `${named} (${DEVICE_CLASS[device.type]})`;
};

const paymentPath = (payment: PaymentView) => `/payment/${payment.payment_id}`;

function wording(mail: AccountEmail, brand: string): Wording {
  switch (mail.kind) {
    case 'payment-received': {
      const p = mail.payment;
      return {
        subject: `Payment received: waiting for confirmations`,
        heading: 'Payment received',
        paragraphs: [
          `Your payment of ${coins(p)} (${money(p.amount, p.currency)} for ${credits(p.credits)}) has been seen on the blockchain.`,
          'It is now waiting for network confirmations. Your credits are added as soon as it is confirmed, and we will email you then.',
        ],
        actions: [{ label: 'Follow your payment', path: paymentPath(p) }],
      };
    }
    case 'payment-confirmed': {
      const p = mail.payment;
      return {
        subject: `Payment confirmed: ${credits(p.credits)} added`,
        heading: 'Payment confirmed',
        paragraphs: [
          `Your payment of ${money(p.amount, p.currency)} is confirmed and ${credits(p.credits)} were added to your account.`,
          `Your balance is now ${credits(mail.balance)}.`,
        ],
        actions: [
          { label: 'View your receipt', path: `/receipts/${p.payment_id}` },
          { label: 'View the payment', path: paymentPath(p) },
        ],
      };
    }
    case 'payment-partial': {
      const p = mail.payment;
      const arrived = p.paidAmount ?? 0;
      return {
        subject: `Partial payment received: ${credits(p.credits)} added`,
        heading: 'Partial payment received',
        paragraphs: [
          `We received ${money(arrived, p.currency)} of the ${money(p.amount, p.currency)} your payment asked for: less than the full amount.`,
          `${credits(p.credits)} were added to your account for what arrived. Your balance is now ${credits(mail.balance)}.`,
          'This payment is now closed: money sent to its address from now on is not added to it. To get the rest of your credits, start a new payment for the pack you need from the pricing page.',
        ],
        actions: [
          { label: 'Buy the rest of your credits', path: '/pricing' },
          { label: 'View your receipt', path: `/receipts/${p.payment_id}` },
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
          `Your payment of ${money(p.amount, p.currency)} for ${credits(p.credits)} expired before any money arrived. Nothing was taken.`,
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
          `Money arrived for your payment of ${money(p.amount, p.currency)} for ${credits(p.credits)} after it had expired.`,
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
          `Our payment provider recorded a refund of your payment of ${money(p.amount, p.currency)} for ${credits(p.credits)}.`,
          `The money goes back as the provider arranges it. If you did not expect this, reply to this email or contact ${brand} support.`,
        ],
        actions: [{ label: 'View the payment', path: paymentPath(p) }],
      };
    }
    case 'low-balance':
      return {
        subject: `Your balance is low: ${credits(mail.balance)} left`,
        heading: 'Your balance is low',
        paragraphs: [
          `Your balance is ${credits(mail.balance)}, below your alert threshold of ${credits(mail.threshold)}.`,
          `A pack of ${credits(mail.pack)} covers about a week of your usual use.`,
        ],
        actions: [{ label: `Buy ${credits(mail.pack)}`, path: `/pricing?pack=${mail.pack}` }],
      };
    case 'new-sign-in': {
      const address = mail.ip ?? 'unknown';
      return {
        subject: `New sign-in to your ${brand} account`,
        heading: 'New sign-in to your account',
        paragraphs: [
          `Your ${brand} account was signed in to from a device and address it had not used in the last 90 days.`,
          `When: ${signInTime(mail.at)}`,
          `Device: ${deviceLabel(mail.device)}`,
          `Address: ${mail.location ? `${address} (${mail.location})` : address}`,
          'If this was you, there is nothing to do.',
          "If it wasn't, use the button below: every session of your account ends at once, and we email you a code to choose a new password.",
        ],
        actions: [
          { label: "This wasn't me", path: `/account/disown?token=${encodeURIComponent(mail.disownToken)}` },
        ],
      };
    }
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
  }
}

const PREFERENCES_NOTE = 'Choose which emails you get in Settings › Email preferences.';

export function renderAccountEmail(mail: AccountEmail, ctx: MailContext): RenderedEmail {
  const w = wording(mail, ctx.brand);
  const greeting = ctx.firstName?.trim() ? `Hi ${ctx.firstName.trim()},` : 'Hi,';
  const url = (path: string) => `${ctx.publicUrl}${path}`;
  const text = [
    greeting,
    '',
    ...w.paragraphs.flatMap((p) => [p, '']),
    ...w.actions.map((a) => `${a.label}: ${url(a.path)}`),
    '',
    `— The ${ctx.brand} team`,
    PREFERENCES_NOTE,
    url('/settings?tab=email'),
    '',
  ].join('\n');

  const e = escapeHtml;
  const [main, ...links] = w.actions;
  const content = `<h1 style="margin:0 0 16px;font-size:22px">${e(w.heading)}</h1>
<p style="margin:0 0 12px;font-size:15px;line-height:1.5">${e(greeting)}</p>
${w.paragraphs.map((p) => `<p style="margin:0 0 14px;font-size:15px;line-height:1.5">${e(p)}</p>`).join('\n')}
<p style="margin:22px 0 18px;text-align:center"><a href="${e(url(main.path))}" style="display:inline-block;padding:12px 22px;border-radius:10px;background:${BRAND_COLOUR};color:#0b1220;font-size:15px;font-weight:bold;text-decoration:none">${e(main.label)}</a></p>
${links.map((a) => `<p style="margin:0 0 8px;font-size:14px;text-align:center"><a href="${e(url(a.path))}" style="color:#0f766e">${e(a.label)}</a></p>`).join('\n')}`;
  const footer = `<br><a href="${e(url('/settings?tab=email'))}" style="color:#94a3b8">${e(PREFERENCES_NOTE)}</a>`;
  return {
    subject: w.subject,
    text,
    html: brandedHtml({ subject: w.subject, brand: ctx.brand, content, footer }),
  };
}
