// Fetch wrapper for same-origin /api calls. Server errors are JSON { error, code }.
import { API_BASE_PATH } from './config';
import { ApiError } from './api-error';

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Bearer access token, when the call needs the signed-in user. */
  token?: string | null;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

const FALLBACK_ERROR = 'An error occurred. Please try again';

export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, token, signal, headers = {} } = options;
  const requestHeaders: Record<string, string> = { Accept: 'application/json', ...headers };
  if (body !== undefined) requestHeaders['Content-Type'] = 'application/json';
  if (token) requestHeaders.Authorization = `Bearer ${token}`;

  const response = await fetch(apiUrl(path), {
    method,
    headers: requestHeaders,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
    signal,
  });

  const payload = await readJson(response);
  if (!response.ok) {
    const record = isRecord(payload) ? payload : {};
    const message = typeof record.error === 'string' && record.error ? record.error : FALLBACK_ERROR;
    const code = typeof record.code === 'string' ? record.code : undefined;
    throw new ApiError(message, response.status, code, payload);
  }
  return payload as T;
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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
