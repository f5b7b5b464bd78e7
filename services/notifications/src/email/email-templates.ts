/** The mails the product sends: a plain-text body and a simple branded HTML body per template. */
import type { EmailTemplate } from '@storefront/contracts';

export interface TemplateValues {
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
export const RECOVERY_CODE_EXPIRY_MINUTES = 60;

const WORDING: Record<EmailTemplate, (brand: string) => Wording> = {
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
    note: `This code expires in ${RECOVERY_CODE_EXPIRY_MINUTES} minutes.`,
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
};

const BRAND_COLOUR = '#15c184';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function renderEmail(template: EmailTemplate, values: TemplateValues, brand: string): RenderedEmail {
  const w = WORDING[template](brand);
  const greeting = values.firstName?.trim() ? `Hi ${values.firstName.trim()},` : 'Hi,';
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
    `— The ${brand} team`,
    '',
  ].join('\n');
  return { subject: w.subject, text, html: renderHtml(w, greeting, values.code, brand) };
}

function renderHtml(w: Wording, greeting: string, code: string, brand: string): string {
  const e = escapeHtml;
  const note = w.note ? `<p style="margin:0 0 20px;color:#475569;font-size:14px">${e(w.note)}</p>` : '';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(w.subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:Helvetica,Arial,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;padding:32px 12px">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:#0b1220;padding:20px 28px;color:${BRAND_COLOUR};font-size:20px;font-weight:bold;letter-spacing:0.5px">${e(brand)}</td></tr>
<tr><td style="padding:28px">
<h1 style="margin:0 0 16px;font-size:22px">${e(w.heading)}</h1>
<p style="margin:0 0 12px;font-size:15px;line-height:1.5">${e(greeting)}</p>
<p style="margin:0 0 20px;font-size:15px;line-height:1.5">${e(w.intro)}</p>
<p style="margin:0 0 20px;text-align:center"><span style="display:inline-block;padding:14px 22px;border-radius:10px;background:#ecfdf5;border:1px solid ${BRAND_COLOUR};font-family:'Courier New',monospace;font-size:32px;font-weight:bold;letter-spacing:8px">${e(code)}</span></p>
${note}<p style="margin:0;color:#475569;font-size:14px;line-height:1.5">${e(w.outro)}</p>
</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #e2e8f0;color:#94a3b8;font-size:12px">— The ${e(brand)} team</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
