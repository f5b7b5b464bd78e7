import { MessageBus } from '@storefront/platform';
import { Queue } from 'bullmq';
import { SMTPServer } from 'smtp-server';
import { freePort } from '../../../../scripts/lib/free-port.mjs';
import { startStack, Stack, waitFor } from '../../../../tests/support/stack';
import { dropRedisKeys, stackBus } from '../../../../tests/support/stack-clients';
import { bullPrefix, Queues } from '../queues';

/** A local SMTP server that turns away the first `busyFor` deliveries with a temporary error. */
async function startSmtpSink(busyFor: number) {
  const port = await freePort();
  const sink = { port, received: [] as string[], refused: 0, busyFor, connections: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      sink.connections++;
      callback();
    },
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        if (sink.refused < sink.busyFor) {
          sink.refused++;
          return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
        }
        sink.received.push(raw);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { sink, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** An RFC 2047 encoded header of a raw message, decoded (nodemailer writes UTF-8 as Q or B words). */
function header(raw: string, name: string): string {
  const folded = new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, 'm').exec(raw)?.[1] ?? '';
  return folded
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

/** The message's body parts with quoted-printable undone. */
function body(raw: string): string {
  const decoded = raw
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'));
  return decoded;
}

describe('email outbox over SMTP in production mode', () => {
  let stack: Stack;
  let bus: MessageBus;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

  beforeAll(async () => {
    smtp = await startSmtpSink(2);
    stack = await startStack({
      services: ['notifications'],
      env: {
        NODE_ENV: 'production',
        SMTP_URL: `smtp://127.0.0.1:${smtp.sink.port}`,
        MAIL_FROM: 'Oddsmith <no-reply@oddsmith.test>',
        EMAIL_BACKOFF_MS: '200',
      },
    });
    bus = stackBus(stack);
  }, 90000);

  afterAll(async () => {
    await bus?.onApplicationShutdown();
    await stack?.shutdown();
    if (stack) await dropRedisKeys(stack);
    await smtp?.close();
  });

  it('retries a mail the server turned away until it is accepted, and delivers it once', async () => {
    await bus.request('notifications.email.send', {
      to: 'ada@example.com',
      template: 'signup-code',
      data: { code: '246810', firstName: 'Ada' },
    });
    await waitFor('the SMTP server to accept the mail', async () => smtp.sink.received.length === 1, 20000);
    expect(smtp.sink.refused).toBe(2);

    const raw = smtp.sink.received[0];
    expect(raw).toMatch(/^To: ada@example\.com\r?$/m);
    expect(raw).toMatch(/^From: Oddsmith <no-reply@oddsmith\.test>\r?$/m);
    expect(raw).toMatch(/^Subject: Verify your email for Oddsmith\r?$/m);
    expect(raw).toContain('246810');
    expect(raw).toMatch(/Content-Type: text\/html/);

    // Nothing else turns up later: the accepted job is finished, not retried again.
    await new Promise((r) => setTimeout(r, 1000));
    expect(smtp.sink.received).toHaveLength(1);
  });

  it('sends a burst of mails over a few reused connections, not one connection a mail', async () => {
    const before = { received: smtp.sink.received.length, connections: smtp.sink.connections };
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        bus.request('notifications.email.send', {
          to: `burst-${i}@example.com`,
          template: 'signup-code',
          data: { code: String(100000 + i), firstName: 'Ada' },
        }),
      ),
    );
    await waitFor('the 20 mails', async () => smtp.sink.received.length === before.received + 20, 20000);
    expect(smtp.sink.connections - before.connections).toBeLessThanOrEqual(5);
  });

  it('delivers a mail asked for in French in French, declared as such; one without a language in English', async () => {
    const before = smtp.sink.received.length;
    await bus.request('notifications.email.send', {
      to: 'chloe@example.com',
      template: 'recovery-code',
      data: { code: '135790', firstName: 'Chloé' },
      language: 'fr',
    });
    await waitFor('the French mail', async () => smtp.sink.received.length > before, 20000);
    const raw = smtp.sink.received[before];
    expect(raw).toMatch(/^Content-Language: fr\r?$/m);
    expect(header(raw, 'Subject')).toBe('Réinitialisez votre mot de passe Oddsmith');
    expect(body(raw)).toContain('Ce code expire dans 60 minutes.');
    expect(body(raw)).not.toContain('This code expires');
    // The first test's request carried no language, as senders older than languages do: English.
    expect(smtp.sink.received[0]).toMatch(/^Content-Language: en\r?$/m);

    // A language the product does not speak is refused and nothing is queued.
    await expect(
      bus.request('notifications.email.send', {
        to: 'chloe@example.com',
        template: 'recovery-code',
        data: { code: '135790' },
        language: 'de' as 'fr',
      }),
    ).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('language must be one of en, fr'),
    });
  });

  it('has no dev mailbox: 404 at the gateway and on NATS', async () => {
    for (const path of ['/dev/mailbox', '/dev/mailbox.json']) {
      const res = await fetch(`${stack.baseUrl}${path}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    await expect(bus.request('notifications.mailbox.list', {})).rejects.toMatchObject({ status: 404 });
  });
});

describe('email outbox while the SMTP server is unreachable', () => {
  let stack: Stack;
  let bus: MessageBus;
  let outbox: Queue;

  beforeAll(async () => {
    const closedPort = await freePort();
    stack = await startStack({
      services: ['notifications'],
      env: { SMTP_URL: `smtp://127.0.0.1:${closedPort}`, EMAIL_BACKOFF_MS: '100' },
    });
    bus = stackBus(stack);
    outbox = new Queue(Queues.emailOutbox, {
      connection: { url: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' },
      prefix: bullPrefix(stack.env as { REDIS_KEY_PREFIX: string }),
    });
  }, 90000);

  afterAll(async () => {
    await outbox?.close();
    await bus?.onApplicationShutdown();
    await stack?.shutdown();
    if (stack) await dropRedisKeys(stack);
  });

  it('keeps the mail queued and retries it rather than losing it', async () => {
    await bus.request('notifications.email.send', {
      to: 'ada@example.com',
      template: 'two-factor-code',
      data: { code: '135790' },
    });
    const job = await waitFor('a second failed attempt', async () => {
      const [found] = await outbox.getJobs(['delayed', 'waiting', 'active', 'failed']);
      return found && found.attemptsMade >= 2 ? found : undefined;
    });
    expect(job.opts.attempts).toBe(8);
    expect(job.failedReason).toMatch(/ECONNREFUSED|connect/i);
    expect(await outbox.getFailedCount()).toBe(0);
    expect(job.data).toMatchObject({ to: 'ada@example.com', template: 'two-factor-code' });
    expect(job.data.text).toContain('135790');
  });
});
