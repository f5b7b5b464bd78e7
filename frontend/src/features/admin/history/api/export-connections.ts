// GET /api/admin/connections.csv: the filtered history as CSV, built by the server (spec columns,
// formula-safe), saved under the server's file name historique-connexions-{date}.csv.
import { useMutation } from '@tanstack/react-query';
import { fetchApiFile, saveFile, type DownloadedFile } from '@/lib/file-download';
import { connectionsQuery, type ConnectionsFilter } from './get-connections';

export function fallbackCsvFilename(now = new Date()): string {
  return `historique-connexions-${now.toISOString().slice(0, 10)}.csv`;
}

export function exportConnections(filter: ConnectionsFilter): Promise<DownloadedFile> {
  const query = connectionsQuery(filter).toString();
  return fetchApiFile(`/admin/connections.csv${query ? `?${query}` : ''}`, {
    accept: 'text/csv',
    fallbackName: fallbackCsvFilename(),
  });
}

export function useExportConnections() {
  return useMutation({ mutationFn: exportConnections, onSuccess: saveFile });
}
