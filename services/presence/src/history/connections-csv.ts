import { ConnectionRecord, connectionsCsvHeader } from '@storefront/contracts';
import { csvLines, csvText } from '@storefront/platform';

export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = s % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h ? `${h}h ${pad(m)}m ${pad(rest)}s` : m ? `${m}m ${pad(rest)}s` : `${rest}s`;
}

/** Dates in the French locale (SPEC: "Dates use the French locale") and the configured zone. */
function frenchDateTime(timeZone: string) {
  const format = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'medium', timeZone });
  return (iso: string) => format.format(new Date(iso));
}

/** One export line with the spec's French fallbacks: 'Anonyme', 'Inconnu', 'En cours'. */
function connectionCsvRow(record: ConnectionRecord, date: (iso: string) => string): string[] {
  return [
    record.id,
    csvText(record.userCode ?? ''),
    csvText(record.email ?? 'Anonyme'),
    csvText(record.name ?? 'Inconnu'),
    record.ip_network,
    record.device,
    csvText(record.browser),
    csvText(record.os),
    date(record.connectedAt),
    record.disconnectedAt ? date(record.disconnectedAt) : 'En cours',
    formatDuration(record.duration),
    record.status === 'connected' ? 'Connecté' : 'Déconnecté',
    String(record.pagesVisited),
    csvText(record.location ?? ''),
  ];
}

export function connectionsCsv(records: ConnectionRecord[], timeZone: string, withHeader: boolean): string {
  const date = frenchDateTime(timeZone);
  const rows = records.map((r) => connectionCsvRow(r, date));
  return csvLines(withHeader ? [connectionsCsvHeader(timeZone), ...rows] : rows);
}
