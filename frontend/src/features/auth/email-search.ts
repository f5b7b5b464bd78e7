/** The `?email=` of the verification and reset screens: a trimmed string, or nothing. */
export function emailSearch(search: Record<string, unknown>): { email?: string } {
  const email = typeof search.email === 'string' ? search.email.trim() : '';
  return { email: email || undefined };
}
