import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressedAssets } from './compressed-assets';
import { serveAnswerer, type AnswererTestServer } from './__tests__/answerer-test-server';

describe('compressed frontend assets', () => {
  const script = 'export const answer = 42;\n'.repeat(400);
  let dist: string;
  let server: AnswererTestServer;
  const get = (path: string, acceptEncoding?: string, method = 'GET') =>
    server.get(path, acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}, method);

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'compressed-assets-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), script);
    writeFileSync(join(dist, 'assets', 'font-abc123.woff2'), 'binary');
    writeFileSync(join(dist, 'secret.js'), 'outside the assets folder');
    // 299 stands in for the static server behind it.
    server = await serveAnswerer(compressedAssets(dist), 'fell through');
  });

  afterAll(async () => {
    await server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves a script brotli-compressed when the browser accepts it, cached for a year', async () => {
    const reply = await get('/assets/index-abc123.js', 'gzip, deflate, br, zstd');
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['content-type']).toMatch(/^text\/javascript/);
    expect(reply.headers.vary).toMatch(/Accept-Encoding/);
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(reply.body).toString()).toBe(script);
    expect(reply.body.length).toBeLessThan(script.length / 10);
  });

  it('serves gzip to a browser without brotli', async () => {
    const reply = await get('/assets/index-abc123.js', 'gzip;q=1.0, br;q=0');
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(reply.body).toString()).toBe(script);
  });

  it('answers HEAD with the headers only', async () => {
    const reply = await get('/assets/index-abc123.js', 'gzip', 'HEAD');
    expect(reply.status).toBe(200);
    expect(Number(reply.headers['content-length'])).toBeGreaterThan(0);
    expect(reply.body.length).toBe(0);
  });

  it.each([
    ['no accepted encoding', '/assets/index-abc123.js', undefined],
    ['a font (compressed already)', '/assets/font-abc123.woff2', 'br'],
    ['a missing file', '/assets/missing-abc123.js', 'br'],
    ['a path outside /assets', '/secret.js', 'br'],
    ['an escape from the assets folder', '/assets/..%2Fsecret.js', 'br'],
  ])('leaves %s to the static server', async (_what, path, encoding) => {
    const reply = await get(path, encoding);
    expect(reply.status).toBe(299);
    expect(reply.body.toString()).toBe('fell through');
  });
});
