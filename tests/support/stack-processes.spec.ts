import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { join } from 'node:path';
import {
  HealthTimeout,
  stackLayout,
  startStackProcess,
  waitForHealth,
} from '../../scripts/lib/stack-processes.mjs';

describe('the processes of a stack (scripts/lib/stack-processes.mjs)', () => {
  it('names each process after its role, or <role>-<n> with replicas, services before the gateway', () => {
    expect(stackLayout(['auth', 'gateway'])).toEqual([
      { name: 'auth', role: 'auth' },
      { name: 'gateway', role: 'gateway' },
    ]);
    expect(stackLayout(['auth', 'gateway'], 2).map((p) => p.name)).toEqual([
      'auth-1',
      'auth-2',
      'gateway-1',
      'gateway-2',
    ]);
  });

  describe('waiting for /health', () => {
    let server: Server;
    let url: string;
    let report: { status: number; body: unknown };

    beforeAll(async () => {
      server = createServer((_req, res) =>
        res.writeHead(report.status, { 'content-type': 'application/json' }).end(JSON.stringify(report.body)),
      );
      server.listen(0, '127.0.0.1');
      await once(server, 'listening');
      url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    });
    afterAll(() => new Promise((resolve) => server.close(resolve)));

    it('waits for the named services to be up, whatever the status code', async () => {
      report = { status: 503, body: { status: 'degraded', services: { auth: 'down' }, down: ['auth'] } };
      setTimeout(() => (report = { status: 503, body: { services: { auth: 'up', admin: 'down' } } }), 300);
      const health = await waitForHealth(url, { services: ['auth'], intervalMs: 50, timeoutMs: 5000 });
      expect(health.services.auth).toBe('up');
    });

    it('without services, waits for a 200', async () => {
      report = { status: 503, body: { status: 'degraded' } };
      setTimeout(() => (report = { status: 200, body: { status: 'ok' } }), 300);
      await expect(waitForHealth(url, { intervalMs: 50, timeoutMs: 5000 })).resolves.toEqual({
        status: 'ok',
      });
    });

    it('waits for whatever `ready` asks of the report and the answer', async () => {
      report = { status: 200, body: { services: {} } };
      setTimeout(() => (report = { status: 200, body: { services: { auth: 'up' } } }), 300);
      const ready = (health: any, res: Response) =>
        res.status === 200 && Object.keys(health.services).length > 0;
      const health = await waitForHealth(url, { ready, intervalMs: 50, timeoutMs: 5000 });
      expect(health.services).toEqual({ auth: 'up' });
    });

    it('gives up after the time given, with the last report', async () => {
      report = { status: 503, body: { status: 'degraded', down: ['payments'] } };
      const failure = await waitForHealth(url, { intervalMs: 50, timeoutMs: 300 }).catch((err) => err);
      expect(failure).toBeInstanceOf(HealthTimeout);
      expect(failure.health).toEqual({ status: 'degraded', down: ['payments'] });
    });

    it('gives up at once when the check throws (a process of the stack died)', async () => {
      report = { status: 503, body: {} };
      const started = Date.now();
      const check = () => {
        if (Date.now() - started > 200) throw new Error('auth exited');
      };
      await expect(waitForHealth(url, { intervalMs: 50, timeoutMs: 10_000, check })).rejects.toThrow(
        'auth exited',
      );
    });
  });

  it('check-health waits through connections reset or never answered, says so, and fails after its time', async () => {
    // A port forwarder while the gateway behind it starts: it takes connections, then resets some
    // and leaves others unanswered.
    let n = 0;
    const silent = createNetServer((socket) => (n++ % 2 ? socket.resetAndDestroy() : undefined));
    silent.listen(0, '127.0.0.1');
    await once(silent, 'listening');
    const port = (silent.address() as { port: number }).port;
    try {
      const child = spawn(
        process.execPath,
        ['scripts/check-health.mjs', `http://127.0.0.1:${port}`, '--timeout', '3'],
        {
          cwd: join(__dirname, '..', '..'),
        },
      );
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      const [code] = await once(child, 'exit');
      expect(code).toBe(1);
      expect(output).toContain(
        `waiting for http://127.0.0.1:${port}/health to answer 200 with every service up`,
      );
      expect(output).toContain('did not answer 200 with every service up within 3 s');
    } finally {
      silent.close();
    }
  }, 20000);

  it('keeps what a process printed, tells when it exited, and stops it with SIGTERM', async () => {
    const child = startStackProcess({
      name: 'sleeper',
      entry: '-e',
      args: ["console.log('listening'); setInterval(() => {}, 1000)"],
      env: process.env,
      capture: true,
    });
    const exits: unknown[] = [];
    child.child.once('exit', (code, signal) => exits.push(signal ?? code));
    await new Promise((resolve) => child.child.stdout!.once('data', resolve));
    expect(child.output()).toContain('listening');
    expect(child.exited()).toBe(false);
    await child.stop();
    expect(child.exited()).toBe(true);
    expect(exits).toEqual(['SIGTERM']);
    await child.stop();
  });
});
