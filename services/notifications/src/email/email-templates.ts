/** The code mails: a plain-text body and a simple branded HTML body per template, in English or French. */
import { formatTextNumber, type EmailTemplate, type TextLanguage } from '@storefront/contracts';
import { BRAND_COLOUR, brandedHtml, escapeHtml, FRAME_WORDS, htmlText } from './email-layout';

interface TemplateValues {
  code: string;
  firstName?: string;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

interface Wording {
  subject: string;
  heading: string;
  intro: string;
  /** Shown right under the code. */
  note?: string;
  outro: string;
}

/** Stated to the user in the recovery mail; the auth service enforces it. */
const RECOVERY_CODE_EXPIRY_MINUTES = 60;

type Catalogue = Record<EmailTemplate, (brand: string) => Wording>;

const WORDING: Record<TextLanguage, Catalogue> = {
  en: {
    'signup-code': (brand) => ({
      subject: `Verify your email for ${brand}`,
      heading: 'Verify your email',
      intro: `Welcome to ${brand}! Enter this code to verify your email address and activate your account:`,
      outro: "If you didn't create an account, you can ignore this email.",
    }),
    'recovery-code': (brand) => ({
      subject: `Reset your ${brand} password`,
      heading: 'Reset your password',
      intro: 'Enter this code to choose a new password:',
      note: `This code expires in ${formatTextNumber(RECOVERY_CODE_EXPIRY_MINUTES, 'en')} minutes.`,
      outro:
        "If you didn't ask to reset your password, you can ignore this email: your password stays the same.",
    }),
    'two-factor-code': (brand) => ({
      subject: `Your ${brand} two-factor authentication code`,
      heading: 'Two-factor authentication',
      intro: 'Enter this code to complete two-factor authentication:',
      outro: "If this wasn't you, change your password right away.",
    }),
    'reauthentication-code': (brand) => ({
      subject: `Confirm it's you on ${brand}`,
      heading: "Confirm it's you",
      intro: 'Enter this code to confirm the change to your account:',
      outro: "If this wasn't you, change your password right away.",
    }),
  },
  fr: {
    'signup-code': (brand) => ({
      subject: `Vérifiez votre adresse e-mail pour ${brand}`,
      heading: 'Vérifiez votre adresse e-mail',
      intro: `Bienvenue sur ${brand} ! Saisissez ce code pour vérifier votre adresse e-mail et activer votre compte :`,
      outro: 'Si vous n’avez pas créé de compte, vous pouvez ignorer cet e-mail.',
    }),
    'recovery-code': (brand) => ({
      subject: `Réinitialisez votre mot de passe ${brand}`,
      heading: 'Réinitialisez votre mot de passe',
      intro: 'Saisissez ce code pour choisir un nouveau mot de passe :',
      note: `Ce code expire dans ${formatTextNumber(RECOVERY_CODE_EXPIRY_MINUTES, 'fr')} minutes.`,
      outro:
        'Si vous n’avez pas demandé à réinitialiser votre mot de passe, vous pouvez ignorer cet e-mail : votre mot de passe reste le même.',
    }),
    'two-factor-code': (brand) => ({
      subject: `Votre code d’authentification à deux facteurs ${brand}`,
      heading: 'Authentification à deux facteurs',
      intro: 'Saisissez ce code pour terminer l’authentification à deux facteurs :',
      outro: 'Si ce n’était pas vous, changez votre mot de passe sans attendre.',
    }),
    'reauthentication-code': (brand) => ({
      subject: `Confirmez votre identité sur ${brand}`,
      heading: 'Confirmez votre identité',
      intro: 'Saisissez ce code pour confirmer la modification de votre compte :',
      outro: 'Si ce n’était pas vous, changez votre mot de passe sans attendre.',
    }),
  },
};

export function renderEmail(
  template: EmailTemplate,
  values: TemplateValues,
  brand: string,
  language: TextLanguage = 'en',
): RenderedEmail {
  const w = WORDING[language][template](brand);
  const frame = FRAME_WORDS[language];
  const greeting = frame.greeting(values.firstName);
  const text = [
    greeting,
    '',
    w.intro,
    '',
    `    ${values.code}`,
    '',
    ...(w.note ? [w.note, ''] : []),
    w.outro,
    '',
    frame.signature(brand),
    '',
  ].join('\n');
  return { subject: w.subject, text, html: renderHtml(w, greeting, values.code, brand, language) };
}

function renderHtml(
  w: Wording,
  greeting: string,
  code: string,
  brand: string,
  language: TextLanguage,
): string {
  const e = escapeHtml;
  const t = (value: string) => htmlText(value, language);
  const note = w.note ? `<p style="margin:0 0 20px;color:#475569;font-size:14px">${t(w.note)}</p>` : '';
  const content = `<h1 style="margin:0 0 16px;font-size:22px">${t(w.heading)}</h1>
<p style="margin:0 0 12px;font-size:15px;line-height:1.5">${t(greeting)}</p>
<p style="margin:0 0 20px;font-size:15px;line-height:1.5">${t(w.intro)}</p>
<p style="margin:0 0 20px;text-align:center"><span style="display:inline-block;padding:14px 22px;border-radius:10px;background:#ecfdf5;border:1px solid ${BRAND_COLOUR};font-family:'Courier New',monospace;font-size:32px;font-weight:bold;letter-spacing:8px">${e(code)}</span></p>
${note}<p style="margin:0;color:#475569;font-size:14px;line-height:1.5">${t(w.outro)}</p>`;
  return brandedHtml({ subject: w.subject, brand, language, content });
}
