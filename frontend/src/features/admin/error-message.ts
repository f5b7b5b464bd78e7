// What an admin sees when a call fails: the server's own message when it sent one (French for the
// back office's rules), else the tab's fallback (SPEC §7: admin calls take their errors from an
// error field).
import { ApiError } from '@/lib/api-error';

export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const body = error.body as { error?: unknown } | null;
  return typeof body?.error === 'string' && body.error ? body.error : fallback;
}

/** The server could not be reached at all (fetch rejected), as opposed to an answer with an error. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError;
}

/** No answer says whether a change was made: the request or its reply was lost, or the server failed. */
export function outcomeUnknown(error: unknown): boolean {
  return isNetworkError(error) || (error instanceof ApiError && error.status >= 500);
}
