// How long the server last asked to wait after refusing an auth call as too frequent (its 429's
// Retry-After). auth-js keeps no headers on its errors, so its fetch notes the figure here and the
// error message reads it: "Please wait 42 seconds" rather than an open-ended "wait".

/** A noted wait belongs to the refusal that just arrived, not to one from minutes ago. */
const FRESH_MS = 10_000;

let noted: { seconds: number; at: number } | null = null;

export function noteRetryAfter(header: string | null, now = Date.now()): void {
  const seconds = header !== null && /^\d{1,6}$/.test(header.trim()) ? Number(header.trim()) : NaN;
  noted = Number.isFinite(seconds) && seconds > 0 ? { seconds, at: now } : null;
}

export function recentRetryAfterSeconds(now = Date.now()): number | undefined {
  return noted && now - noted.at < FRESH_MS ? noted.seconds : undefined;
}
