// scripts/check-health.mjs, the README's check of a stack started from the image (docker run,
// compose, a Kubernetes port-forward), run as an operator runs it against a gateway's /health.
import { execFile } from 'node:child_process';
import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from './deploy-files';

const run = promisify(execFile);
const script = join(repoRoot, 'scripts/check-health.mjs');

/** A gateway stand-in whose /health answers `status` with `body`. */
async function gateway(status: number, body: object): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    res.writeHead(req.url === '/health' ? status : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

async function check(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [script, ...args]);
    return { code: 0, stdout, stderr };
  } catch (err) {
    const failed = err as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const healthy = {
  status: 'ok',
  services: { auth: 'up', payments: 'up' },
  dependencies: { postgres: 'up', redis: 'up', nats: 'up' },
};

describe('scripts/check-health.mjs', () => {
  let stack: { url: string; server: Server } | undefined;
  afterEach(() => stack?.server.close());

  it('checks the gateway at the URL given as its only argument', async () => {
    stack = await gateway(200, healthy);
    const result = await check([stack.url]);
    expect(result).toMatchObject({ code: 0, stdout: expect.stringContaining(`${stack.url}/health: 200`) });
  });

  it('takes the URL before or after --timeout', async () => {
    stack = await gateway(200, healthy);
    expect((await check(['--timeout', '5', `${stack.url}/`])).code).toBe(0);
    expect((await check([stack.url, '--timeout', '5'])).code).toBe(0);
  });

  it('fails with the last answer when a service stays down past the timeout', async () => {
    stack = await gateway(503, { ...healthy, services: { auth: 'up', payments: 'down' } });
    const result = await check([stack.url, '--timeout', '1']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('"payments":"down"');
  });

  it('refuses a timeout that is not a number of seconds, or an unknown option', async () => {
    expect(await check(['--timeout', 'soon'])).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--timeout'),
    });
    expect((await check(['--wait', '5'])).code).toBe(2);
  });
});
