/**
 * The request's path as the router matches it: case-insensitive, with doubled and trailing
 * slashes ignored, so checks on it cannot be dodged by spelling a path differently.
 */
export function routedPath(req: { url: string }): string {
  const path = pathname(req.url)
    .replace(/\/{2,}/g, '/')
    .toLowerCase();
  return path.length > 1 ? path.replace(/\/$/, '') : path;
}

/** The path of a request URL, without its query string, as sent. */
export function pathname(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

export const underPrefix = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
