import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { RequestHandler } from 'express';
import { compress, pickEncoding, type Encoding } from './compressed-assets';

/** `/`, `/pricing`, `/pricing/`: one lower-case segment at most (never a file name or a dotted path). */
const PAGE_PATH = /^\/([a-z0-9-]*)\/?$/;

/** What the static server sends with HTML: revalidate every time (the page names hashed assets). */
const HTML_CACHE_CONTROL = 'public, max-age=0';

interface PageBody {
  etag: string;
  lastModified: string;
  bodies: Record<Encoding | 'identity', Buffer>;
}

async function readPage(file: string, mtime: Date): Promise<PageBody> {
  const raw = await readFile(file);
  const [br, gz] = await Promise.all([compress(raw, 'br'), compress(raw, 'gzip')]);
  return {
    etag: `W/"${createHash('sha1').update(raw).digest('base64url')}"`,
    lastModified: mtime.toUTCString(),
    bodies: { identity: raw, br, gzip: gz },
  };
}

/**
 * Serves the public pages the frontend build prerendered (`dist/prerendered/<page>.html`, see
 * frontend/scripts/prerender.mjs) for their paths, with or without a trailing slash, compressed
 * like the assets. Any other path, or a page the build did not prerender, falls through to the
 * static server, whose fallback is the empty app shell `index.html`. The cache policy is the one
 * the static server gives HTML; the security headers are set before this runs. IP bans and
 * maintenance apply to the API only, so pages are served to everyone, as the shell always was.
 */
export function prerenderedPages(distDir: string): RequestHandler {
  const pagesDir = resolve(distDir, 'prerendered');
  // Per file, the version (mtime and size) it was read at: a rebuild is picked up on the next request.
  const cache = new Map<string, { version: string; page: Promise<PageBody> }>();

  const load = (file: string, mtime: Date, size: number): Promise<PageBody> => {
    const version = `${mtime.getTime()}:${size}`;
    const cached = cache.get(file);
    if (cached?.version === version) return cached.page;
    const page = readPage(file, mtime);
    cache.set(file, { version, page });
    // A file that vanished between stat and read (a rebuild) is tried again next time.
    page.catch(() => cache.get(file)?.page === page && cache.delete(file));
    return page;
  };

  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const name = PAGE_PATH.exec(req.path)?.[1];
    if (name === undefined || name === 'index') return next();
    const file = join(pagesDir, `${name || 'index'}.html`);

    stat(file)
      .then((info) => (info.isFile() ? load(file, info.mtime, info.size) : null))
      .catch(() => null)
      .then((page) => {
        if (!page) return next();
        const encoding = pickEncoding(req.headers['accept-encoding']);
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Cache-Control', HTML_CACHE_CONTROL);
        res.setHeader('ETag', page.etag);
        res.setHeader('Last-Modified', page.lastModified);
        res.setHeader('Vary', 'Accept-Encoding');
        if (req.headers['if-none-match'] === page.etag) {
          res.status(304).end();
          return;
        }
        const body = page.bodies[encoding ?? 'identity'];
        if (encoding) res.setHeader('Content-Encoding', encoding);
        res.setHeader('Content-Length', body.length);
        res.status(200);
        if (req.method === 'HEAD') res.end();
        else res.end(body);
      })
      .catch(next);
  };
}
