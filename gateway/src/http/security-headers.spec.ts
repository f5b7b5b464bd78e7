import Fastify from 'fastify';
import { securityHeaders } from './security-headers';

const ORIGIN = 'https://shop.example';
const POLICY = (scripts: string, production: boolean) =>
  [
    "default-src 'self'",
    `script-src ${scripts}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self' wss://shop.example",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(production ? ['upgrade-insecure-requests'] : []),
  ].join(';');

/** Every response's headers, in the order they are sent. */
const expected = (production: boolean, kind: 'api' | 'docs' | 'page'): [string, string][] => [
  ...(kind === 'api' ? [['cache-control', 'no-store'] as [string, string]] : []),
  ['content-security-policy', POLICY(kind === 'docs' ? "'self' 'unsafe-inline'" : "'self'", production)],
  ['cross-origin-opener-policy', 'same-origin'],
  ['cross-origin-resource-policy', 'same-origin'],
  ['origin-agent-cluster', '?1'],
  ['referrer-policy', 'no-referrer'],
  ...(production
    ? [['strict-transport-security', 'max-age=31536000; includeSubDomains'] as [string, string]]
    : []),
  ['x-content-type-options', 'nosniff'],
  ['x-dns-prefetch-control', 'off'],
  ['x-download-options', 'noopen'],
  ['x-frame-options', 'SAMEORIGIN'],
  ['x-permitted-cross-domain-policies', 'none'],
  ['x-xss-protection', '0'],
];

const PATHS: [string, 'api' | 'docs' | 'page'][] = [
  ['/api/v1/spends', 'api'],
  ['/API//v1/x/', 'api'],
  ['/%61pi/x', 'api'],
  ['/auth/v1/token', 'api'],
  ['/api/docs', 'docs'],
  ['/api/docs/openapi.json', 'docs'],
  ['/', 'page'],
  ['/pricing', 'page'],
];

const NOT_SECURITY = new Set(['date', 'connection', 'content-length', 'content-type', 'keep-alive']);

describe('security headers', () => {
  for (const production of [true, false]) {
    it(`are the same on every answer of a kind (${production ? 'production' : 'development'})`, async () => {
      const app = Fastify();
      app.addHook('onRequest', securityHeaders(production, ORIGIN));
      app.get('/*', async () => ({ ok: true }));
      try {
        for (const [url, kind] of PATHS) {
          for (let again = 0; again < 2; again++) {
            const res = await app.inject({ method: 'GET', url });
            const sent = Object.entries(res.headers).filter(([name]) => !NOT_SECURITY.has(name));
            expect([url, sent]).toEqual([url, expected(production, kind)]);
          }
        }
      } finally {
        await app.close();
      }
    });
  }

  it('removes X-Powered-By set before them', async () => {
    const app = Fastify();
    app.addHook('onRequest', (_req, reply, done) => {
      reply.raw.setHeader('x-powered-by', 'something');
      done();
    });
    app.addHook('onRequest', securityHeaders(true, ORIGIN));
    app.get('/', async () => ({ ok: true }));
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.headers['x-powered-by']).toBeUndefined();
    await app.close();
  });
});
