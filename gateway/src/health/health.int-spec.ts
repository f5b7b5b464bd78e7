import type { HealthReport } from '@storefront/contracts';
import { SERVICE_NAMES } from '@storefront/contracts';
import { startStack, Stack, waitFor } from '../../../tests/support/stack';

describe('GET /health across separate service processes', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ services: SERVICE_NAMES });
  }, 90000);

  afterAll(() => stack?.shutdown());

  async function health(): Promise<{ status: number; body: HealthReport }> {
    const res = await fetch(`${stack.baseUrl}/health`);
    return { status: res.status, body: (await res.json()) as HealthReport };
  }

  it('answers 200 listing all six services and Postgres, Redis and NATS up', async () => {
    const { status, body } = await health();
    expect(status).toBe(200);
    expect(body.status).toBe('ok');
    expect(Object.keys(body.services).sort()).toEqual([...SERVICE_NAMES].sort());
    expect(Object.values(body.services).every((s) => s === 'up')).toBe(true);
    expect(body.dependencies).toEqual({ postgres: 'up', redis: 'up', nats: 'up' });
    expect(body.down).toEqual([]);
  });

  it('answers 503 naming a stopped service, and 200 again once it is back', async () => {
    await stack.stop('credits');
    const down = await health();
    expect(down.status).toBe(503);
    expect(down.body.down).toEqual(['credits']);
    expect(down.body.services.credits).toBe('down');
    expect(down.body.services.auth).toBe('up');

    await stack.start('credits');
    await waitFor('credits to answer again', async () => (await health()).status === 200);
  });

  it('reports the gateway itself live while a service is down, for container probes', async () => {
    const res = await fetch(`${stack.baseUrl}/health/live`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('echoes the caller request id so a log line can be found', async () => {
    const res = await fetch(`${stack.baseUrl}/health`, { headers: { 'x-request-id': 'support-ticket-42' } });
    expect(res.headers.get('x-request-id')).toBe('support-ticket-42');
  });

  it('answers unknown API routes with a JSON error, not the web page', async () => {
    const res = await fetch(`${stack.baseUrl}/api/does-not-exist`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: expect.any(String), code: 'NOT_FOUND' });
  });

  it('sends security headers with a strict content security policy', async () => {
    const res = await fetch(`${stack.baseUrl}/health/live`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('publishes its OpenAPI document at /api/docs', async () => {
    const res = await fetch(`${stack.baseUrl}/api/docs/openapi.json`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { paths: Record<string, unknown> };
    expect(doc.paths['/health']).toBeDefined();
  });
});
