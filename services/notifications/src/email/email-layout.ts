/** The brand's HTML frame every mail shares: a dark header with the brand, a white card, a footer. */
import type { TextLanguage } from '@storefront/contracts';

export const BRAND_COLOUR = '#15c184';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Text for the HTML body: escaped, and set as the language wants it on a narrow screen. In French
 * the space before : ; ! ? is a no-break one (the sign never starts a line) and "e-mail" is not
 * broken at its hyphen.
 */
export function htmlText(value: string, language: TextLanguage): string {
  const escaped = escapeHtml(value);
  if (language !== 'fr') return escaped;
  return escaped
    .replace(/ ([:;!?])(?=\s|$)/g, '&nbsp;$1')
    .replace(/\b(e-mails?)\b/g, '<span style="white-space:nowrap">$1</span>');
}

/** The words every mail of a language opens and closes with. */
export const FRAME_WORDS: Record<
  TextLanguage,
  { greeting: (firstName?: string) => string; signature: (brand: string) => string }
> = {
  en: {
    greeting: (firstName) => (firstName?.trim() ? `Hi ${firstName.trim()},` : 'Hi,'),
    signature: (brand) => `— The ${brand} team`,
  },
  fr: {
    greeting: (firstName) => (firstName?.trim() ? `Bonjour ${firstName.trim()},` : 'Bonjour,'),
    signature: (brand) => `— L’équipe ${brand}`,
  },
};

interface HtmlFrame {
  subject: string;
  brand: string;
  language: TextLanguage;
  /** The card's content, already HTML. */
  content: string;
  /** Extra footer lines, already HTML, under the team's signature. */
  footer?: string;
}

export function brandedHtml({ subject, brand, language, content, footer }: HtmlFrame): string {
  const e = escapeHtml;
  return `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:Helvetica,Arial,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;padding:32px 12px">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:#0b1220;padding:20px 28px;color:${BRAND_COLOUR};font-size:20px;font-weight:bold;letter-spacing:0.5px">${e(brand)}</td></tr>
<tr><td style="padding:28px;overflow-wrap:anywhere;word-break:break-word">
${content}
</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #e2e8f0;color:#94a3b8;font-size:12px">${htmlText(FRAME_WORDS[language].signature(brand), language)}${footer ?? ''}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
