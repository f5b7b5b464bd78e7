/**
 * API keys with two gateways: each gateway keeps the auth service's answer about a key for a few
 * seconds, so a key revoked through one gateway must be refused by the other within 5 seconds.
 */
import { AuthKit, startKit, TestSession, userSession } from '../../../tests/support/auth-kit';

const REVOKED_WITHIN_MS = 5000;

describe('API keys across two gateway replicas', () => {
  let kit: AuthKit;
  let owner: TestSession;

  beforeAll(async () => {
    kit = await startKit({
      services: ['auth', 'notifications', 'credits'],
      replicas: 2,
      env: { RATE_LIMIT_PER_IP: '500' },
    });
    owner = await userSession(kit, 'replicas');
  }, 240000);

  afterAll(() => kit?.close());

  const at = (gateway: string, method: string, path: string, token: string) =>
    fetch(`${gateway}${path}`, { method, headers: { authorization: `Bearer ${token}` } });

  it('refuses a key revoked through one gateway on the other within 5 seconds', async () => {
    const [first, second] = kit.stack.gateways;
    const made = await fetch(`${first}/api/account/api-keys`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'replicated' }),
    });
    expect(made.status).toBe(201);
    const { key, secret } = (await made.json()) as { key: { id: string }; secret: string };

    // Both gateways have just verified the key and keep that answer for a while.
    for (const gateway of [first, second])
      expect((await at(gateway, 'GET', '/api/v1/balance', secret)).status).toBe(200);

    const revoked = await at(first, 'DELETE', `/api/account/api-keys/${key.id}`, owner.token);
    expect(revoked.status).toBe(200);
    const revokedAt = Date.now();
    let refusedAfter: number | null = null;
    while (Date.now() - revokedAt < REVOKED_WITHIN_MS + 2000) {
      const res = await at(second, 'GET', '/api/v1/balance', secret);
      if (res.status === 401) {
        refusedAfter = Date.now() - revokedAt;
        break;
      }
      expect(res.status).toBe(200);
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(refusedAfter).not.toBeNull();
    expect(refusedAfter!).toBeLessThan(REVOKED_WITHIN_MS);
    expect((await at(first, 'GET', '/api/v1/balance', secret)).status).toBe(401);
  });
});
