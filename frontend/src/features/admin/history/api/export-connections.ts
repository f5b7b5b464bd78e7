// GET /api/admin/connections.csv: the filtered history as CSV, built by the server (spec columns,
// formula-safe), saved under the server's file name historique-connexions-{date}.csv.
import { useMutation } from '@tanstack/react-query';
import { apiUrl } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { currentAccessToken } from '@/lib/auth/auth-client';
import { connectionsQuery, type ConnectionsFilter } from './get-connections';

export interface CsvFile {
  blob: Blob;
  filename: string;
}

export function fallbackCsvFilename(now = new Date()): string {
  return `historique-connexions-${now.toISOString().slice(0, 10)}.csv`;
}

/** The file name in a Content-Disposition header, if it names one. */
export function dispositionFilename(header: string | null): string | null {
  const match = header ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header) : null;
  return match ? decodeURIComponent(match[1]) : null;
}

export async function exportConnections(filter: ConnectionsFilter): Promise<CsvFile> {
  const token = await currentAccessToken().catch(() => null);
  const query = connectionsQuery(filter).toString();
  const response = await fetch(apiUrl(`/admin/connections.csv${query ? `?${query}` : ''}`), {
    headers: { Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
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
  const filename = dispositionFilename(response.headers.get('Content-Disposition')) ?? fallbackCsvFilename();
  return { blob: await response.blob(), filename };
}

/** Hands a file to the browser's downloads. */
export function saveFile({ blob, filename }: CsvFile): void {
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

export function useExportConnections() {
  return useMutation({ mutationFn: exportConnections, onSuccess: saveFile });
}
