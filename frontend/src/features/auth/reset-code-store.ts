// The password-reset code, once read from the link: kept for this tab only (a reload still works),
// so the address bar and the history no longer show it.
const KEY = 'oddsmith.reset-code';

export function keepResetCode(email: string, code: string): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ email, code }));
  } catch {
    // Storage disabled: the page still has the code for this visit.
  }
}

/** The code kept for `email`, if any. */
export function keptResetCode(email: string | undefined): string | undefined {
  if (!email) return undefined;
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as {
      email?: unknown;
      code?: unknown;
    } | null;
    return kept?.email === email && typeof kept.code === 'string' ? kept.code : undefined;
  } catch {
    return undefined;
  }
}

export function forgetResetCode(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}
