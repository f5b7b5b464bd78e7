/**
 * The mails about a user's payments, balance and account safety, in English or French (the
 * account's language), in the brand's frame, each with a plain-text body and links back to the site.
 * Figures, money and dates are written by Intl in the language's locale.
 */
import { type TextLanguage } from '@storefront/contracts';
import { BRAND_COLOUR, brandedHtml, escapeHtml, FRAME_WORDS, htmlText } from '../email/email-layout';
import type { RenderedEmail } from '../email/email-templates';
import {
  type AccountEmail,
  type AccountEmailWords,
  type MailContext,
  accountWording,
  Figures,
} from './account-email-parts';
import { ENGLISH } from './account-email-words.en';
import { FRENCH } from './account-email-words.fr';

export {
  ACCOUNT_EMAIL_KINDS,
  type AccountEmail,
  type AccountEmailKind,
  type PaymentEmailKind,
} from './account-email-parts';

const WORDING: Record<TextLanguage, AccountEmailWords> = { en: ENGLISH, fr: FRENCH };

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
  const w = accountWording(mail, ctx.brand, new Figures(language), WORDING[language]);
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
