/**
 * Where Settings › 2FA leads back once the account has a second factor: only into the back office,
 * which sends owners and finance here (`?next=`). Anything else is ignored, so the link can never
 * lead off the site.
 */
export function parseBackOfficeReturn(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.includes('\\')) return undefined;
  return /^\/admin(?:[/?#]|$)/.test(value) ? value : undefined;
}
