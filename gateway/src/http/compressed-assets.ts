import { brotliCompress, constants, gzip } from 'node:zlib';
import { readFile } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pathname } from './request-path';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text assets worth compressing; fonts and images are compressed already. */
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
};

export type Encoding = 'br' | 'gzip';

/** Where Vite writes the build's content-hashed files: each name changes whenever its bytes do. */
export const HASHED_ASSETS_PREFIX = '/assets/';
/** A content-hashed file never changes under its name: browsers keep it a year without asking. */
export const HASHED_ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Answers the request and resolves true, or resolves false to let what follows answer it. */
export type Answerer = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

/** Compressed once, served many times: brotli quality 9, gzip level 9. */
export function compress(raw: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(raw, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
      })
    : gzipAsync(raw, { level: 9 });
}

/** The file a URL path names inside `dir` (decoded), or null for a bad escape or a path leaving it. */
export function fileUnder(dir: string, urlPath: string): string | null {
  let file: string;
  try {
    file = join(dir, decodeURIComponent(urlPath));
  } catch {
    return null;
  }
  return file.startsWith(dir + sep) ? file : null;
}

export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
    .map(([name]) => name.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

/**
 * Serves the built frontend's `/assets/*` scripts and styles compressed (brotli, else gzip), which
 * the static file server does not do: the entry script is ~480 kB raw, ~150 kB gzip. Vite names
 * these files by content hash, so each is compressed once, kept in memory, and cached by browsers
 * for a year. Anything else (or a client without br/gzip) is left to the static file server.
 */
export function compressedAssets(distDir: string): Answerer {
  const assetsDir = resolve(distDir, 'assets');
  const cache = new Map<string, Promise<Buffer | null>>();

  const compressed = (file: string, encoding: Encoding): Promise<Buffer | null> => {
    const key = `${encoding}:${file}`;
    let entry = cache.get(key);
    if (!entry) {
      // A directory or a missing file fails the read: the request falls through.
      entry = readFile(file)
        .then((raw) => compress(raw, encoding))
        .catch(() => null);
      cache.set(key, entry);
      // A file that could not be read (a rebuild swapped it) is tried again next time.
      void entry.then((body) => body ?? cache.delete(key));
    }
    return entry;
  };

  return async (req, reply) => {
    const path = pathname(req.url);
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !path.startsWith(HASHED_ASSETS_PREFIX))
      return false;
    const type = TYPES[extname(path)];
    const encoding = pickEncoding(req.headers['accept-encoding']);
    if (!type || !encoding) return false;
    const file = fileUnder(assetsDir, path.slice(HASHED_ASSETS_PREFIX.length));
    if (!file) return false;

    // Names are content hashes: once compressed, a file is served from memory without touching the disk.
    const body = await compressed(file, encoding);
    if (!body) return false;
    void reply
      .status(200)
      .headers({
        'content-type': type,
        'content-encoding': encoding,
        'content-length': body.length,
        vary: 'Accept-Encoding',
        'cache-control': HASHED_ASSET_CACHE_CONTROL,
      })
      .send(body);
    return true;
  };
}
