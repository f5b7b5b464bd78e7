import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { stat } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import { pathname, routedPath, underPrefix } from './request-path';
import {
  compressedAssets,
  fileUnder,
  HASHED_ASSET_CACHE_CONTROL,
  HASHED_ASSETS_PREFIX,
} from './compressed-assets';
import { prerenderedPages } from './prerendered-pages';

/** Paths the single-page app must never shadow: unknown ones answer JSON 404s. */
const API_PREFIXES = ['/api', '/auth', '/health', '/socket.io', '/dev', '/metrics'];

/** The build's file for a URL path, relative to the build folder, if there is one. */
async function builtFile(root: string, path: string): Promise<string | null> {
  const file = fileUnder(root, path);
  if (!file) return null;
  const info = await stat(file).catch(() => null);
  return info?.isFile() ? relative(root, file) : null;
}

/**
 * The built frontend on every GET path the API does not own: compressed hashed assets, the
 * prerendered public pages, any other file of the build (fonts and images under `/assets/` as
 * long-lived as the scripts), and otherwise the app shell `index.html`, whose router shows the page
 * or its own not-found page.
 */
export async function serveFrontend(app: NestFastifyApplication, distDir: string): Promise<void> {
  const root = resolve(distDir);
  await app.register(fastifyStatic, { root, serve: false });
  const assets = compressedAssets(root);
  const pages = prerenderedPages(root);
  app
    .getHttpAdapter()
    .getInstance()
    .route({
      method: ['GET', 'HEAD'],
      url: '/*',
      handler: async (req, reply) => {
        const path = routedPath(req);
        if (API_PREFIXES.some((prefix) => underPrefix(path, prefix))) return reply.callNotFound();
        if ((await assets(req, reply)) || (await pages(req, reply))) return reply;
        const urlPath = pathname(req.url);
        const file = await builtFile(root, urlPath);
        if (!file) return reply.sendFile('index.html');
        if (!urlPath.startsWith(HASHED_ASSETS_PREFIX)) return reply.sendFile(file);
        // Fonts and images: compressed already, so left to the static server, but as long-lived as the scripts.
        return reply
          .header('cache-control', HASHED_ASSET_CACHE_CONTROL)
          .sendFile(file, { cacheControl: false });
      },
    });
}
