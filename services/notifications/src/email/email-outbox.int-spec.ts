import type { ListMailboxReply } from '@storefront/contracts';
import { MessageBus, ServiceError } from '@storefront/platform';
import { startStack, Stack, waitFor } from '../../../../tests/support/stack';
import { dropRedisKeys, stackBus } from '../../../../tests/support/stack-clients';

describe('email outbox with the dev mailbox (no SMTP_URL)', () => {
  let stack: Stack;
  let bus: MessageBus;

  beforeAll(async () => {
    stack = await startStack({ services: ['notifications'] });
    bus = stackBus(stack);
  }, 90000);

  afterAll(async () => {
    await bus?.onApplicationShutdown();
    await stack?.shutdown();
    if (stack) await dropRedisKeys(stack);
  });

  async function mailbox(query = ''): Promise<ListMailboxReply> {
    const res = await fetch(`${stack.baseUrl}/dev/mailbox.json${query}`);
    expect(res.status).toBe(200);
    return (await res.json()) as ListMailboxReply;
  }

  it('queues a recovery mail and delivers it to the dev mailbox, readable through the gateway', async () => {
    const reply = await bus.request('notifications.email.send', {
      to: 'ada@example.com',
      template: 'recovery-code',
      data: { code: '482913', firstName: 'Ada' },
    });
    expect(reply).toEqual({ queued: true });

    const { messages, delivery } = await waitFor('the mail in the dev mailbox', async () => {
      const box = await mailbox('?to=ada@example.com');
      return box.messages.length ? box : undefined;
    });
    expect(delivery).toBe('dev-mailbox');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ to: 'ada@example.com', subject: 'Reset your Oddsmith password' });
    expect(messages[0].text).toContain('482913');
    expect(messages[0].text).toContain('This code expires in 60 minutes.');
    expect(messages[0].html).toContain('482913');
  });

  it('lists newest first and filters by recipient, case-insensitively', async () => {
    await bus.request('notifications.email.send', {
      to: 'bob@example.com',
      template: 'signup-code',
      data: { code: '100001' },
    });
    await waitFor('the first mail', async () => (await mailbox('?to=bob@example.com')).messages.length === 1);
    await bus.request('notifications.email.send', {
      to: 'bob@example.com',
      template: 'two-factor-code',
      data: { code: '100002' },
    });
    const box = await waitFor('both mails', async () => {
      const b = await mailbox('?to=BOB@example.com');
      return b.messages.length === 2 ? b : undefined;
    });
    expect(box.messages.map((m) => m.text.match(/\d{6}/)?.[0])).toEqual(['100002', '100001']);
    expect((await mailbox('?limit=1')).messages).toHaveLength(1);
  });

  it('refuses a malformed request with a 400 and queues nothing', async () => {
    const bad = bus.request('notifications.email.send', {
      to: 'not-an-email',
      template: 'signup-code',
      data: { code: '12345' },
    });
    await expect(bad).rejects.toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    await expect(bad).rejects.toBeInstanceOf(ServiceError);
    const unknownTemplate = bus.request('notifications.email.send', {
      to: 'x@example.com',
      template: 'newsletter' as never,
      data: { code: '123456' },
    });
    await expect(unknownTemplate).rejects.toMatchObject({ status: 400 });
    expect((await mailbox('?to=not-an-email@example.com')).messages).toEqual([]);
  });

  it('serves an HTML page that escapes what the mail carries', async () => {
    const hostile = '<script>alert(1)</script>';
    await bus.request('notifications.email.send', {
      to: 'eve@example.com',
      template: 'signup-code',
      data: { code: '777777', firstName: hostile },
    });
    await waitFor(
      'the hostile mail',
      async () => (await mailbox('?to=eve@example.com')).messages.length === 1,
    );

    const res = await fetch(`${stack.baseUrl}/dev/mailbox?to=eve@example.com`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await res.text();
    expect(html).toContain('Verify your email for Oddsmith');
    expect(html).toContain('777777');
    expect(html).not.toContain(hostile);
    expect(html).toContain('Hi &#60;script&#62;alert(1)&#60;/script&#62;,');
  });

  it('answers a malformed filter with a JSON 400', async () => {
    const res = await fetch(`${stack.baseUrl}/dev/mailbox.json?limit=lots`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
