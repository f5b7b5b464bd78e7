// A mail server that accepts and discards, standing in for the one production sends through (the
// price API's and NOWPayments' stand-ins are the tests' own: tests/support/fake-*.mjs).
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from '../../scripts/lib/workspace.mjs';

const require = createRequire(join(ROOT, 'package.json'));
const { SMTPServer } = require('smtp-server');

/** Production refuses the dev mailbox, so mail goes to an SMTP server that only counts it. */
export async function startMailSink() {
  const sink = { received: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => {
        sink.received++;
        callback();
      });
    },
  });
  // SMTPServer wraps a net.Server without re-emitting its events.
  server.server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address();
  return { sink, url: `smtp://127.0.0.1:${port}`, stop: () => new Promise((r) => server.close(r)) };
}
