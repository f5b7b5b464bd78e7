import type { Request } from 'express';

/**
 * The request's path as the router will match it: Express matches case-insensitively and a
 * middleware mounted on a path sees a shortened `req.path`, so checks use this instead.
 */
export function routedPath(req: Request): string {
  const path = (req.originalUrl ?? req.url)
    .split('?')[0]
    .replace(/\/{2,}/g, '/')
    .toLowerCase();
  return path.length > 1 ? path.replace(/\/$/, '') : path;
}

export const underPrefix = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
