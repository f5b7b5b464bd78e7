// What an admin sees when a call fails or succeeds, in the back office's language: the catalogue's
// text for the server's code (or for the contracts' words it answered with), else the tab's fallback.
// The admin API writes its messages in French (SPEC §7), so the French back office may still show a
// message it has no code for; the English one never does.
import {
  ADMIN_USER_MESSAGES,
  AdminErrorCode,
  APPROVAL_MESSAGES,
  ApprovalErrorCode,
  AuthErrorCode,
  CUSTOMER_MESSAGES,
} from '@storefront/contracts/browser';
import { ReauthenticationCancelled } from '@/hooks/use-reauthentication';
import { ApiError } from '@/lib/api-error';
import { i18n } from '@/lib/i18n/i18n';
import { serverErrorText } from '@/lib/server-error';

type Key = 'approvals.done.approved';
const say = (key: string) => i18n.t(key as Key, { ns: 'admin', lng: i18n.language }) as string;
const french = () => (i18n.language ?? 'fr').startsWith('fr');

/** The back office's refusal codes and their catalogue text. */
const REFUSALS: Record<string, string> = {
  [ApprovalErrorCode.NotFound]: 'approvals.refused.notFound',
  [ApprovalErrorCode.OwnRequest]: 'approvals.refused.ownRequest',
  [ApprovalErrorCode.NotRequester]: 'approvals.refused.notRequester',
  [ApprovalErrorCode.NotPending]: 'approvals.refused.notPending',
  [ApprovalErrorCode.Expired]: 'approvals.refused.expired',
  [ApprovalErrorCode.OwnBalance]: 'approvals.refused.ownBalance',
  [ApprovalErrorCode.OwnBeneficiary]: 'approvals.refused.ownBeneficiary',
  [AdminErrorCode.SupportCustomersOnly]: 'users.refused.supportCustomersOnly',
  [AuthErrorCode.StaffSecondFactorRequired]: 'security.staffSecondFactor',
};

/** The admin API's success messages and their catalogue text. */
const REPLIES: Record<string, string> = {
  [ADMIN_USER_MESSAGES.updated]: 'users.done.updated',
  [ADMIN_USER_MESSAGES.banned]: 'users.done.banned',
  [ADMIN_USER_MESSAGES.unbanned]: 'users.done.unbanned',
  [ADMIN_USER_MESSAGES.deleted]: 'users.done.deleted',
  [ADMIN_USER_MESSAGES.passwordChanged]: 'users.done.passwordChanged',
  [APPROVAL_MESSAGES.requested]: 'approvals.done.requested',
  [APPROVAL_MESSAGES.approved]: 'approvals.done.approved',
  [APPROVAL_MESSAGES.cancelled]: 'approvals.done.cancelled',
  [CUSTOMER_MESSAGES.noteAdded]: 'customer.noteAdded',
};

/**
 * The catalogue's text for a refusal whose code the site knows, or for an action left undone
 * because its password dialog was cancelled; null for any other failure.
 */
export function refusalMessage(error: unknown): string | null {
  if (error instanceof ReauthenticationCancelled) return say('security.reauthenticationCancelled');
  if (!(error instanceof ApiError)) return null;
  const known = serverErrorText(error);
  if (known) return known;
  const refusal = error.code ? REFUSALS[error.code] : undefined;
  return refusal ? say(refusal) : null;
}

export function errorMessage(error: unknown, fallback: string): string {
  const known = refusalMessage(error);
  if (known) return known;
  if (!(error instanceof ApiError)) return fallback;
  const body = error.body as { error?: unknown } | null;
  // An answer without a message: the back office's default (SPEC: 'Erreur API').
  if (typeof body?.error !== 'string' || !body.error) return say('shell.apiError');
  return french() ? body.error : fallback;
}

/** A success the server announced, in the back office's language; `fallback` when it is not known. */
export function replyMessage(message: string | undefined, fallback: string): string {
  const key = message ? REPLIES[message] : undefined;
  if (key) return say(key);
  return french() && message ? message : fallback;
}

/** The server could not be reached at all (fetch rejected), as opposed to an answer with an error. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError;
}

/** No answer says whether a change was made: the request or its reply was lost, or the server failed. */
export function outcomeUnknown(error: unknown): boolean {
  return isNetworkError(error) || (error instanceof ApiError && error.status >= 500);
}

interface LoadedQuery {
  isError: boolean;
  data: unknown;
  error: unknown;
  refetch(): unknown;
}

/** A query that failed with nothing to show: its message (`fallback` when none is known) and a retry; else null. */
export function queryLoadError(
  query: LoadedQuery,
  fallback: string,
): { message: string; onRetry: () => void } | null {
  return query.isError && !query.data
    ? { message: errorMessage(query.error, fallback), onRetry: () => void query.refetch() }
    : null;
}
