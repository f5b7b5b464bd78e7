import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { serveAnswerer, type AnswererTestServer } from './__tests__/answerer-test-server';
import { prerenderedPages } from './prerendered-pages';

describe('prerendered public pages', () => {
  const page = (heading: string) =>
    `<!doctype html><div id="root" data-prerendered><h1>${heading}</h1></div>\n`.repeat(50);
  let dist: string;
  let server: AnswererTestServer;
  const get: AnswererTestServer['get'] = (...args) => server.get(...args);

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'prerendered-pages-'));
    mkdirSync(join(dist, 'prerendered'));
    writeFileSync(join(dist, 'prerendered', 'index.html'), page('Home'));
    writeFileSync(join(dist, 'prerendered', 'pricing.html'), page('Pricing'));
    // 299 stands in for the static server and its SPA fallback.
    server = await serveAnswerer(prerenderedPages(dist), 'app shell');
  });

  afterAll(async () => {
    await server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each([
    ['/', 'Home'],
    ['/pricing', 'Pricing'],
    ['/pricing/', 'Pricing'],
    ['/pricing?utm_source=mail', 'Pricing'],
  ])('serves %s its prerendered HTML, revalidated like any page', async (path, heading) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=0');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe(page(heading));
  });

  it('compresses the page for clients that accept it', async () => {
    const br = await get('/pricing', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(br.body).toString()).toBe(page('Pricing'));
    expect(br.body.length).toBeLessThan(page('Pricing').length / 4);
    const gz = await get('/pricing', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(page('Pricing'));
  });

  it('answers 304 to a browser that has this version, and HEAD without a body', async () => {
    const first = await get('/');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get('/', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const head = await get('/', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it.each([
    '/dashboard',
    '/index',
    '/index.html',
    '/prerendered/pricing.html',
    '/pricing/extra',
    '/Pricing',
    '/api/maintenance',
  ])('leaves %s to the static server (shell, files, API)', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(299);
    expect(res.body.toString()).toBe('app shell');
  });

  it('leaves other methods alone', async () => {
    expect((await get('/pricing', {}, 'POST')).status).toBe(299);
  });

  it('serves a rebuilt page without a restart', async () => {
    await get('/pricing');
    const file = join(dist, 'prerendered', 'pricing.html');
    writeFileSync(file, page('Pricing, rebuilt'));
    const later = new Date(Date.now() + 5000);
    utimesSync(file, later, later);
    expect((await get('/pricing')).body.toString()).toBe(page('Pricing, rebuilt'));
  });
});
