import { ConnectionRecord, connectionsCsvHeader } from '@storefront/contracts';
import { stringify } from 'csv-stringify/sync';

/** A spreadsheet runs a cell starting with one of these as a formula; user-supplied text must not. */
const FORMULA_START = /^[=+\-@\t\r]/;
const neutralise = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

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
    neutralise(record.userCode ?? ''),
    neutralise(record.email ?? 'Anonyme'),
    neutralise(record.name ?? 'Inconnu'),
    record.ip_network,
    record.device,
    neutralise(record.browser),
    neutralise(record.os),
    date(record.connectedAt),
    record.disconnectedAt ? date(record.disconnectedAt) : 'En cours',
    formatDuration(record.duration),
    record.status === 'connected' ? 'Connecté' : 'Déconnecté',
    String(record.pagesVisited),
    neutralise(record.location ?? ''),
  ];
}

export function connectionsCsv(records: ConnectionRecord[], timeZone: string, withHeader: boolean): string {
  const date = frenchDateTime(timeZone);
  const rows = records.map((r) => connectionCsvRow(r, date));
  return stringify(withHeader ? [connectionsCsvHeader(timeZone), ...rows] : rows, {
    record_delimiter: 'windows',
  });
}
