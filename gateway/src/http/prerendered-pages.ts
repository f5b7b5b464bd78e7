import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathname } from './request-path';
import { compress, pickEncoding, type Answerer, type Encoding } from './compressed-assets';

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
export function prerenderedPages(distDir: string): Answerer {
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

  return async (req, reply) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const name = PAGE_PATH.exec(pathname(req.url))?.[1];
    if (name === undefined || name === 'index') return false;
    const file = join(pagesDir, `${name || 'index'}.html`);

    const page = await stat(file)
      .then((info) => (info.isFile() ? load(file, info.mtime, info.size) : null))
      .catch(() => null);
    if (!page) return false;
    const encoding = pickEncoding(req.headers['accept-encoding']);
    reply.headers({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': HTML_CACHE_CONTROL,
      etag: page.etag,
      'last-modified': page.lastModified,
      vary: 'Accept-Encoding',
    });
    if (req.headers['if-none-match'] === page.etag) {
      void reply.status(304).send();
      return true;
    }
    const body = page.bodies[encoding ?? 'identity'];
    if (encoding) reply.header('content-encoding', encoding);
    void reply.status(200).header('content-length', body.length).send(body);
    return true;
  };
}
