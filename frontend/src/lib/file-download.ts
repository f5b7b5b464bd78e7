// Files the API builds (CSV exports): fetched with the session's bearer token, which a plain link
// cannot send, then handed to the browser's downloads under the server's file name.
import { apiUrl, readerLanguage } from './api-client';
import { ApiError } from './api-error';
import { currentAccessToken } from './auth/auth-client';

export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/** The file name in a Content-Disposition header, if it names one. */
export function dispositionFilename(header: string | null): string | null {
  const match = header ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header) : null;
  return match ? decodeURIComponent(match[1]) : null;
}

/** GET `path` under /api as the signed-in user; a refusal throws the API's `{ error, code }`. */
export async function fetchApiFile(
  path: string,
  { accept, fallbackName }: { accept: string; fallbackName: string },
): Promise<DownloadedFile> {
  const token = await currentAccessToken().catch(() => null);
  const response = await fetch(apiUrl(path), {
    headers: { Accept: accept, ...readerLanguage(), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    credentials: 'same-origin',
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: unknown; code?: unknown } | null;
    const message = typeof body?.error === 'string' ? body.error : `HTTP ${response.status}`;
    throw new ApiError(
      message,
      response.status,
      typeof body?.code === 'string' ? body.code : undefined,
      body,
    );
  }
  const filename = dispositionFilename(response.headers.get('Content-Disposition')) ?? fallbackName;
  return { blob: await response.blob(), filename };
}

/** Hands a file to the browser's downloads. */
export function saveFile({ blob, filename }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
