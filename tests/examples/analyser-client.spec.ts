/**
 * examples/analyser-client.mjs as an integrator runs it, against a local stand-in for /api/v1 that
 * answers what a test needs (a 503, a 429 with Retry-After, a dropped connection, a refusal): a
 * retry repeats the same request with the same Idempotency-Key and waits as long as asked, and a
 * refusal ends the run with the API's message and exit code 1. The whole stack's journey is
 * e2e/spend-api.e2e-spec.ts.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { join } from 'node:path';

const CLIENT = join(__dirname, '..', '..', 'examples', 'analyser-client.mjs');
const KEY = `osk_${'a'.repeat(43)}`;

interface Seen {
  method: string;
  path: string;
  at: number;
  authorization?: string;
  idempotencyKey?: string;
  body: any;
}

type Answer = { status: number; body?: unknown; headers?: Record<string, string> } | 'drop';
type Route = (seen: Seen, nth: number) => Answer;

const HOLD = {
  id: '0b6f5c3e-1111-4111-8111-111111111111',
  user_id: 'u',
  amount: 5,
  captured: 0,
  status: 'active',
  expires_at: '2030-01-01T00:05:00Z',
  created_at: '2030-01-01T00:00:00Z',
};
const BALANCE = { balance: 10, held: 0, available: 10 };

function happyPath(): Record<string, Route> {
  return {
    'GET /api/v1/balance': () => ({ status: 200, body: BALANCE }),
    'POST /api/v1/holds': () => ({ status: 201, body: HOLD }),
    [`POST /api/v1/holds/${HOLD.id}/capture`]: (seen) => ({
      status: 200,
      body: {
        hold: { ...HOLD, status: 'captured', captured: seen.body.amount },
        spend: { id: 'spend-1', amount: seen.body.amount, description: seen.body.description },
      },
    }),
    [`POST /api/v1/holds/${HOLD.id}/release`]: () => ({
      status: 200,
      body: { hold: { ...HOLD, status: 'released' } },
    }),
  };
}

async function fakeApi(overrides: Record<string, Route>) {
  const routes = { ...happyPath(), ...overrides };
  const seen: Seen[] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0];
      const entry: Seen = {
        method: req.method!,
        path,
        at: Date.now(),
        authorization: req.headers.authorization,
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
        body: raw ? JSON.parse(raw) : undefined,
      };
      seen.push(entry);
      const name = `${req.method} ${path}`;
      const nth = seen.filter((s) => `${s.method} ${s.path}` === name).length;
      const answer: Answer = routes[name]?.(entry, nth) ?? {
        status: 404,
        body: { error: 'Not found', code: 'NOT_FOUND' },
      };
      if (answer === 'drop') {
        req.socket.destroy();
        return;
      }
      res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function runClient(url: string, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, [CLIENT], {
    env: { PATH: process.env.PATH, OSK_API_KEY: KEY, STOREFRONT_URL: url, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  const [code] = (await once(child, 'exit')) as [number];
  return { code, stdout, stderr };
}

const callsTo = (seen: Seen[], name: string) => seen.filter((s) => `${s.method} ${s.path}` === name);

describe('examples/analyser-client.mjs', () => {
  let api: Awaited<ReturnType<typeof fakeApi>> | undefined;
  afterEach(async () => {
    await api?.close();
    api = undefined;
  });

  it('prints the balance, holds, then captures part of the hold with a description and metadata', async () => {
    api = await fakeApi({});
    const run = await runClient(api.url, {
      HOLD_CREDITS: '5',
      SPEND_CREDITS: '2',
      DESCRIPTION: 'Roulette, 200 spins',
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Balance: 10 credits (0 held, 10 available)');
    expect(run.stdout).toContain('Spent 2 credits: "Roulette, 200 spins" (spend spend-1)');
    expect(api.seen.every((s) => s.authorization === `Bearer ${KEY}`)).toBe(true);
    const [hold] = callsTo(api.seen, 'POST /api/v1/holds');
    expect(hold.body).toEqual({ amount: 5, expires_in_seconds: 300, description: 'Roulette, 200 spins' });
    expect(hold.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    const [capture] = callsTo(api.seen, `POST /api/v1/holds/${HOLD.id}/capture`);
    expect(capture.body).toMatchObject({
      amount: 2,
      description: 'Roulette, 200 spins',
      metadata: { analysis_id: hold.idempotencyKey },
    });
  }, 30000);

  it('retries a 503, then a 429 after its Retry-After, with the same Idempotency-Key each time', async () => {
    api = await fakeApi({
      'POST /api/v1/holds': (_seen, nth) =>
        nth === 1
          ? { status: 503, body: { error: 'Service unavailable', code: 'SERVICE_UNAVAILABLE' } }
          : nth === 2
            ? {
                status: 429,
                body: { error: 'Too many requests', code: 'RATE_LIMITED' },
                headers: { 'retry-after': '2' },
              }
            : { status: 201, body: HOLD },
    });
    const run = await runClient(api.url);
    expect(run.code).toBe(0);
    const holds = callsTo(api.seen, 'POST /api/v1/holds');
    expect(holds).toHaveLength(3);
    expect(new Set(holds.map((h) => h.idempotencyKey)).size).toBe(1);
    expect(holds.map((h) => JSON.stringify(h.body))).toEqual(Array(3).fill(JSON.stringify(holds[0].body)));
    expect(holds[2].at - holds[1].at).toBeGreaterThanOrEqual(1900);
    expect(run.stderr).toContain('429 RATE_LIMITED, retrying in 2000 ms');
  }, 30000);

  it('retries a capture whose connection dropped, and spends once', async () => {
    api = await fakeApi({
      [`POST /api/v1/holds/${HOLD.id}/capture`]: (seen, nth) =>
        nth === 1
          ? 'drop'
          : {
              status: 200,
              body: { hold: HOLD, spend: { id: 'spend-1', amount: 2, description: seen.body.description } },
            },
    });
    const run = await runClient(api.url);
    expect(run.code).toBe(0);
    const captures = callsTo(api.seen, `POST /api/v1/holds/${HOLD.id}/capture`);
    expect(captures).toHaveLength(2);
    expect(captures[1].body).toEqual(captures[0].body);
    expect(callsTo(api.seen, 'POST /api/v1/holds')).toHaveLength(1);
  }, 30000);

  it.each([
    [401, 'INVALID_API_KEY', 'Missing, unknown, revoked or expired API key'],
    [403, 'INSUFFICIENT_SCOPE', 'This API key may not do this'],
  ])(
    'stops at a %i without retrying, with the API’s message and exit code 1',
    async (status, code, error) => {
      api = await fakeApi({ 'GET /api/v1/balance': () => ({ status, body: { error, code } }) });
      const run = await runClient(api.url);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(`Refused (${status} ${code}): ${error}`);
      expect(api.seen).toHaveLength(1);
    },
    30000,
  );

  it('stops at a 402 with the shortfall and where to buy credits', async () => {
    api = await fakeApi({
      'POST /api/v1/holds': () => ({
        status: 402,
        body: {
          error: 'Not enough credits',
          code: 'INSUFFICIENT_CREDITS',
          balance: 1,
          available: 1,
          shortfall: 4,
          pricing_url: '/pricing',
        },
      }),
    });
    const run = await runClient(api.url);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Refused (402 INSUFFICIENT_CREDITS): Not enough credits');
    expect(run.stderr).toContain(`Short by 4 credits (available 1); buy more at ${api.url}/pricing`);
    expect(callsTo(api.seen, 'POST /api/v1/holds')).toHaveLength(1);
  }, 30000);

  it('gives the hold back when the capture is refused', async () => {
    api = await fakeApi({
      [`POST /api/v1/holds/${HOLD.id}/capture`]: () => ({
        status: 409,
        body: { error: 'This hold was released or has expired', code: 'HOLD_NOT_ACTIVE' },
      }),
    });
    const run = await runClient(api.url);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Refused (409 HOLD_NOT_ACTIVE)');
    expect(callsTo(api.seen, `POST /api/v1/holds/${HOLD.id}/release`)).toHaveLength(1);
  }, 30000);
});
