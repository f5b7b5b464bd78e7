/** The HTML of `GET /dev/mailbox`. Every value from a mail is escaped: mails carry user input. */
import type { DevMail, ListMailboxReply } from '@storefront/contracts';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const CODE = /\b\d{6}\b/;

function formatTime(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
}

function renderMail(mail: DevMail): string {
  const e = escapeHtml;
  const code = CODE.exec(mail.text)?.[0];
  return `<article class="mail">
  <header>
    <h2>${e(mail.subject)}</h2>
    <p class="meta">To <strong>${e(mail.to)}</strong> · <time datetime="${e(mail.createdAt)}">${e(formatTime(mail.createdAt))}</time></p>
  </header>
  ${code ? `<p class="code" aria-label="Code">${e(code)}</p>` : ''}
  <pre>${e(mail.text)}</pre>
</article>`;
}

export function renderMailboxPage({ messages, delivery }: ListMailboxReply, to?: string): string {
  const e = escapeHtml;
  const filter = to ? ` for <strong>${e(to)}</strong> · <a href="/dev/mailbox">show all</a>` : '';
  const notice =
    delivery === 'smtp'
      ? '<p class="notice">SMTP_URL is set: mails are sent through the SMTP server and are not kept here.</p>'
      : '';
  const body = messages.length ? messages.map(renderMail).join('\n') : '<p class="empty">No mails yet.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Dev mailbox</title>
<style>
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; background: #f1f5f9; color: #0f172a; }
  main { max-width: 760px; margin: 0 auto; padding: 24px 16px 48px; }
  h1 { margin: 0 0 4px; font-size: 24px; }
  .lead { margin: 0 0 16px; color: #475569; }
  form { display: flex; gap: 8px; margin: 0 0 8px; flex-wrap: wrap; }
  input { flex: 1 1 240px; padding: 8px 10px; border: 1px solid #cbd5e1; border-radius: 8px; font: inherit; }
  button, .refresh { padding: 8px 14px; border: 0; border-radius: 8px; background: #0c9a69; color: #fff; font: inherit; text-decoration: none; cursor: pointer; }
  .count { margin: 8px 0 16px; color: #475569; font-size: 14px; }
  .notice { padding: 10px 12px; border-radius: 8px; background: #fef3c7; color: #78350f; }
  .mail { margin: 0 0 16px; padding: 16px 18px; border-radius: 12px; background: #fff; box-shadow: 0 1px 2px rgb(15 23 42 / 8%); }
  .mail h2 { margin: 0; font-size: 17px; }
  .meta { margin: 4px 0 0; color: #64748b; font-size: 14px; overflow-wrap: anywhere; }
  .code { display: inline-block; margin: 14px 0 4px; padding: 8px 16px; border: 1px solid #15c184; border-radius: 10px; background: #ecfdf5;
          font: 700 30px/1.2 ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; letter-spacing: 6px; user-select: all; }
  pre { margin: 12px 0 0; padding: 12px; border-radius: 8px; background: #f8fafc; white-space: pre-wrap; overflow-wrap: anywhere; font-size: 13px; }
  .empty { padding: 32px; text-align: center; color: #64748b; background: #fff; border-radius: 12px; }
</style>
</head>
<body>
<main>
  <h1>Dev mailbox</h1>
  <p class="lead">Mails the storefront would have sent. Development only: this page does not exist in production.</p>
  <form method="get" action="/dev/mailbox">
    <input type="email" name="to" placeholder="Filter by recipient, e.g. ada@example.com" value="${e(to ?? '')}" aria-label="Recipient">
    <button type="submit">Filter</button>
    <a class="refresh" href="/dev/mailbox${to ? `?to=${e(encodeURIComponent(to))}` : ''}">Refresh</a>
  </form>
  ${notice}
  <p class="count">${messages.length} mail${messages.length === 1 ? '' : 's'}, newest first${filter}</p>
  ${body}
</main>
</body>
</html>
`;
}
