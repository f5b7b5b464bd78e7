/**
 * Failed API key checks per client address through a real gateway, auth service and Redis: unknown
 * keys cost the auth service a lookup each, so an address (an IPv6 client by its /64) that used up
 * its failures gets 429 and nobody is asked any more, while valid keys, however many at once, are
 * never refused for it.
 */
import { ApiKeySubjects } from '@storefront/contracts';
import { randomBytes } from 'node:crypto';
import { AuthKit, call, startKit, userSession } from '../../../tests/support/auth-kit';
import { parsePrometheusText, total } from '../../../tests/observability/prometheus-text';

const LIMIT = 5;

describe('failed API key checks per address', () => {
  let kit: AuthKit;

  beforeAll(async () => {
    kit = await startKit({
      services: ['auth', 'notifications', 'credits'],
      env: { RATE_LIMIT_PER_IP: '500', API_KEY_FAILURES_PER_IP_PER_MINUTE: String(LIMIT) },
    });
  }, 120000);

  afterAll(() => kit?.close());

  const unknownKey = () => `osk_${randomBytes(32).toString('base64url')}`;

  /** GET /api/v1/balance with `key` from `ip`: status, body and Retry-After. */
  async function balance(key: string, ip: string) {
    const res = await fetch(`${kit.stack.baseUrl}/api/v1/balance`, {
      headers: { authorization: `Bearer ${key}`, 'x-forwarded-for': ip },
    });
    return { status: res.status, body: await res.json(), retryAfter: res.headers.get('retry-after') };
  }

  /** Key lookups the auth service has answered, from its own metrics. */
  async function lookups(): Promise<number> {
    const text = await (await fetch(`${kit.stack.healthUrls('auth')[0]}/metrics`)).text();
    return total(parsePrometheusText(text), 'nats_handled_messages_total', {
      subject: ApiKeySubjects.verify,
      type: 'request',
    });
  }

  it('refuses unknown keys from one /64 with 429 past the limit, asking the auth service no more', async () => {
    const ada = await userSession(kit, 'failures');
    const created = await call(kit, 'POST', '/api/account/api-keys', {
      token: ada.token,
      body: { name: 'analyser' },
    });
    expect(created.status).toBe(201);

    // Two addresses of one /64: one client as far as the limit goes.
    const [a, b] = ['2001:db8:7:9::a', '2001:db8:7:9:ffff:ffff:ffff:b'];
    const before = await lookups();
    const answers = await Promise.all(
      Array.from({ length: LIMIT + 5 }, (_, i) => balance(unknownKey(), i % 2 ? a : b)),
    );
    expect(answers.filter((r) => r.status === 401)).toHaveLength(LIMIT);
    const refused = answers.filter((r) => r.status === 429);
    expect(refused).toHaveLength(5);
    for (const answer of refused) {
      expect(answer.body).toEqual({ error: expect.stringMatching(/failed API key/), code: 'RATE_LIMITED' });
      expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(Number(answer.retryAfter)).toBeLessThanOrEqual(60);
    }

    // Later ones, from either address, are refused the same way.
    expect((await balance(unknownKey(), a)).status).toBe(429);
    expect((await balance(unknownKey(), '2001:db8:7:9:1::1')).status).toBe(429);
    expect(await lookups()).toBe(before + LIMIT);

    // Another client is not held back: its valid key works, its unknown key is a plain 401.
    expect(await balance(created.body.secret, '2001:db8:7:a::1')).toMatchObject({
      status: 200,
      body: { balance: 0 },
    });
    expect((await balance(unknownKey(), '203.0.113.9')).status).toBe(401);
  });

  it('answers every valid key one address presents at once, however many more than its failures', async () => {
    const bo = await userSession(kit, 'many-keys');
    const secrets: string[] = [];
    for (let i = 0; i < LIMIT + 5; i++) {
      const created = await call(kit, 'POST', '/api/account/api-keys', {
        token: bo.token,
        body: { name: `analyser ${i}` },
      });
      expect(created.status).toBe(201);
      secrets.push(created.body.secret);
    }
    // None of them known to the gateway yet: every one is looked up, all at once.
    const before = await lookups();
    const answers = await Promise.all(secrets.map((secret) => balance(secret, '2001:db8:7:b::1')));
    expect(answers.map((r) => r.status)).toEqual(secrets.map(() => 200));
    expect(await lookups()).toBe(before + LIMIT + 5);
    // They were not failures: the address still has all of its own.
    const unknown = await Promise.all(
      Array.from({ length: LIMIT }, () => balance(unknownKey(), '2001:db8:7:b::2')),
    );
    expect(unknown.map((r) => r.status)).toEqual(unknown.map(() => 401));
    expect((await balance(unknownKey(), '2001:db8:7:b::3')).status).toBe(429);
  });
});
