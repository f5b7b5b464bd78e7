// Fetch wrapper for same-origin /api calls. Server errors are JSON { error, code }. Calls carry the
// signed-in session's access token unless told otherwise.
import { AuthErrorCode } from '@storefront/contracts/browser';
import { API_BASE_PATH } from './config';
import { ApiError } from './api-error';
import { raiseApiSignal, signalOf } from './api-signals';
import { currentAccessToken, refreshAccessToken } from './auth/auth-client';

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /**
   * Bearer access token. Left out, the current session's token is sent (when there is one);
   * null sends none.
   */
  token?: string | null;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

const FALLBACK_ERROR = 'An error occurred. Please try again';

/**
 * The language the reader chose (the page's `lang`, which i18n keeps), so texts the API writes
 * (notification titles, ledger descriptions, CSV exports) come in it.
 */
export function readerLanguage(): Record<string, string> {
  const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return language ? { 'Accept-Language': language } : {};
}

/** The gateway's codes for an access token it no longer accepts (expired, or its session ended). */
const REJECTED_TOKEN_CODES = new Set<string>([AuthErrorCode.BadJwt, AuthErrorCode.SessionNotFound]);

export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, headers = {} } = options;
  const sessionToken = options.token === undefined;
  const token = sessionToken ? await currentAccessToken().catch(() => null) : options.token;

  const send = (bearer: string | null | undefined) => {
    const requestHeaders: Record<string, string> = {
      Accept: 'application/json',
      ...readerLanguage(),
      ...headers,
    };
    if (body !== undefined) requestHeaders['Content-Type'] = 'application/json';
    if (bearer) requestHeaders.Authorization = `Bearer ${bearer}`;
    return fetch(apiUrl(path), {
      method,
      headers: requestHeaders,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  };

  let response = await send(token);
  let payload = await readJson(response);
  // The session's token was refused: refresh once and retry. If the refresh fails the session is
  // over, auth-js signs out, and the caller gets the original error.
  if (
    sessionToken &&
    token &&
    response.status === 401 &&
    REJECTED_TOKEN_CODES.has(errorCode(payload) ?? '')
  ) {
    const fresh = await refreshAccessToken().catch(() => null);
    if (fresh) {
      response = await send(fresh);
      payload = await readJson(response);
    }
  }
  if (!response.ok) {
    const record = isRecord(payload) ? payload : {};
    const message = typeof record.error === 'string' && record.error ? record.error : FALLBACK_ERROR;
    const code = typeof record.code === 'string' ? record.code : undefined;
    // A ban or maintenance concerns the whole app, not just this caller (see api-signals).
    const appSignal = signalOf(response.status, code, payload);
    if (appSignal) raiseApiSignal(appSignal);
    throw new ApiError(message, response.status, code, payload, retryAfterOf(response));
  }
  return payload as T;
}

/** `Retry-After` in seconds (the only form our server sends); undefined when absent or a date. */
function retryAfterOf(response: Response): number | undefined {
  const raw = response.headers.get('retry-after')?.trim();
  return raw && /^\d+$/.test(raw) ? Number(raw) : undefined;
}

/** `/api` + path; accepts paths with or without the `/api` prefix. */
export function apiUrl(path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  return clean.startsWith(`${API_BASE_PATH}/`) ? clean : `${API_BASE_PATH}${clean}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function errorCode(payload: unknown): string | undefined {
  return isRecord(payload) && typeof payload.code === 'string' ? payload.code : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
