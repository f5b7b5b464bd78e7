// One way to pick a port for a process about to listen: the test stacks, the test run's own NATS
// and Redis, the benchmark's stack and its stand-ins all take theirs here. Node built-ins only, so
// plain scripts import it before anything is installed; TypeScript tests import it too
// (free-port.d.mts).
import { createServer } from 'node:net';

/** Ports this process has already handed out: whoever asked binds theirs only later. */
const handedOut = new Set();

/** The ports drawn from: below the kernel's ephemeral range (32768+). */
const FIRST = 20000;
const COUNT = 12000;
const SLICES = 8;

/**
 * A port of 127.0.0.1 nothing listens on, below the kernel's ephemeral range so that no outgoing
 * connection (to Postgres, Redis, NATS…) can take it between this check and the bind. Each jest
 * worker (JEST_WORKER_ID) draws from its own slice of the range, and a process never hands out a
 * port twice, so processes started at the same moment are not given the same port.
 */
export async function freePort() {
  const size = Math.floor(COUNT / SLICES);
  const worker = (Number(process.env.JEST_WORKER_ID) || 1) - 1;
  const first = FIRST + (worker % SLICES) * size;
  for (;;) {
    const port = first + Math.floor(Math.random() * size);
    if (handedOut.has(port)) continue;
    const server = createServer();
    const free = await new Promise((resolve) => {
      server.once('error', () => resolve(false));
      server.listen({ port, host: '127.0.0.1', exclusive: true }, () => resolve(true));
    });
    if (free) {
      await new Promise((resolve) => server.close(resolve));
      handedOut.add(port);
      return port;
    }
  }
}
