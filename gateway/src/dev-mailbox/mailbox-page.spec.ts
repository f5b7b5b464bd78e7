import type { DevMail } from '@storefront/contracts';
import { renderMailboxPage } from './mailbox-page';

const mail = (overrides: Partial<DevMail> = {}): DevMail => ({
  id: '6f0c1b5e-1d7c-4c3e-9a57-0d1c3f1c2b10',
  to: 'ada@example.com',
  subject: 'Verify your email for Oddsmith',
  text: 'Hi Ada,\n\nEnter this code:\n\n    482913\n',
  html: '<p>ignored</p>',
  createdAt: '2026-11-22T16:40:12.345Z',
  ...overrides,
});

describe('the dev mailbox page', () => {
  it('shows recipient, subject, time and the code prominently', () => {
    const html = renderMailboxPage({ messages: [mail()], delivery: 'dev-mailbox' });
    expect(html).toContain('Verify your email for Oddsmith');
    expect(html).toContain('ada@example.com');
    expect(html).toContain('2026-11-22 16:40:12 UTC');
    expect(html).toContain('<p class="code" aria-label="Code">482913</p>');
    expect(html).toContain('1 mail, newest first');
  });

  it('escapes every value taken from a mail and from the filter', () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const html = renderMailboxPage(
      {
        messages: [mail({ subject: hostile, text: `Hi ${hostile}`, to: `"><script>x</script>@e.com` })],
        delivery: 'dev-mailbox',
      },
      `"><script>alert(2)</script>`,
    );
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;');
  });

  it('says so when there is nothing yet, and explains an SMTP set-up', () => {
    const html = renderMailboxPage({ messages: [], delivery: 'smtp' });
    expect(html).toContain('No mails yet.');
    expect(html).toContain('SMTP_URL is set');
  });

  it('never shows the mail HTML itself', () => {
    expect(renderMailboxPage({ messages: [mail()], delivery: 'dev-mailbox' })).not.toContain(
      '<p>ignored</p>',
    );
  });
});
