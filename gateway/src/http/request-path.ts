/**
 * The request's path as the router matches it: percent-escapes decoded as the router decodes them
 * (`decodeURI`, which keeps `%2F` and the other reserved characters escaped), case-insensitive,
 * with doubled and trailing slashes ignored, so checks on it cannot be dodged by spelling a path
 * differently: `/%61pi/x` and `/API//x/` are both `/api/x`.
 */
export function routedPath(req: { url: string }): string {
  const path = decodedPath(pathname(req.url))
    .replace(/\/{2,}/g, '/')
    .toLowerCase();
  return path.length > 1 ? path.replace(/\/$/, '') : path;
}

/**
 * Decoded once, as find-my-way does: `%25` stays an escaped `%` (so `%2561` is not `a`). A bad
 * escape is left as sent: the router refuses such a path before any handler runs.
 */
function decodedPath(path: string): string {
  if (!path.includes('%')) return path;
  try {
    return decodeURI(path.replace(/%25/g, '%2525'));
  } catch {
    return path;
  }
}

/** The path of a request URL, without its query string, as sent. */
export function pathname(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

export const underPrefix = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
