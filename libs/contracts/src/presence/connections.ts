import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { Paged, type PageOf } from '../query-params';
import { VISITOR_DEVICES, VisitorDevice } from './live-visitors';

export type ConnectionStatus = 'connected' | 'disconnected';
export const CONNECTION_DATE_RANGES = ['all', 'today', 'week', 'month'] as const;
export type ConnectionDateRange = (typeof CONNECTION_DATE_RANGES)[number];

/** One visit in the connection history (SPEC section 3, "Connection record"). */
export interface ConnectionRecord {
  id: string;
  userCode: string | null;
  email: string | null;
  name: string | null;
  ip_network: string;
  device: VisitorDevice;
  browser: string;
  os: string;
  connectedAt: string;
  /** Null while the visit goes on. */
  disconnectedAt: string | null;
  /** Seconds, up to now for a visit still going on. */
  duration: number;
  status: ConnectionStatus;
  pagesVisited: number;
  /** Not resolved by this product (no geolocation); kept for the spec's column. */
  location: string | null;
  lastActivity: string;
}

export interface ConnectionStats {
  total: number;
  connected: number;
  /** Distinct e-mails. */
  uniqueUsers: number;
  /** Rounded. */
  avgPages: number;
}

export const CONNECTIONS_PAGE_SIZE = 10;
export const CONNECTIONS_MAX_PAGE_SIZE = 100;

const blankToUndefined = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() === ''
    ? undefined
    : typeof value === 'string'
      ? value.trim()
      : value;

/** The history tab's filters: `GET /api/admin/connections` and `.csv`. */
export class ConnectionsFilter {
  /** Matches e-mail, name, user code or network address. */
  @IsOptional()
  @Transform(blankToUndefined)
  @IsString()
  @MaxLength(100, { message: 'search must be at most 100 characters' })
  search?: string;

  @IsOptional()
  @Transform(blankToUndefined)
  @IsIn(['all', ...VISITOR_DEVICES], { message: 'device must be all, Desktop, Mobile or Tablet' })
  device?: 'all' | VisitorDevice;

  @IsOptional()
  @Transform(blankToUndefined)
  @IsIn(['all', 'connected', 'disconnected'], { message: 'status must be all, connected or disconnected' })
  status?: 'all' | ConnectionStatus;

  /** today: since midnight (server time zone); week: the last 7 days; month: the last 30 days. */
  @IsOptional()
  @Transform(blankToUndefined)
  @IsIn(CONNECTION_DATE_RANGES, { message: 'date must be all, today, week or month' })
  date?: ConnectionDateRange;
}

export class ConnectionsQuery extends Paged(ConnectionsFilter, CONNECTIONS_MAX_PAGE_SIZE) {}

export interface ConnectionsFilterValues {
  search?: string;
  device?: 'all' | VisitorDevice;
  status?: 'all' | ConnectionStatus;
  date?: ConnectionDateRange;
}

export interface ListConnectionsRequest extends ConnectionsFilterValues {
  page: number;
  pageSize: number;
}

/** `GET /api/admin/connections`; stats cover every row the filters match. */
export interface ConnectionsResponse extends PageOf {
  items: ConnectionRecord[];
  stats: ConnectionStats;
}

/** One slice of the CSV export; the gateway asks for slices until `nextCursor` is null. */
export interface ExportConnectionsRequest {
  filter: ConnectionsFilterValues;
  /** Opaque, from the previous slice; absent for the first, which carries the header row. */
  cursor?: string;
  limit: number;
}

export interface ExportConnectionsReply {
  csv: string;
  rows: number;
  nextCursor: string | null;
}

/** The export's columns, in order (SPEC section 2, "Connection history"). */
export const CONNECTIONS_CSV_COLUMNS = [
  'ID',
  'Code utilisateur',
  'Email',
  'Nom',
  'IP',
  'Appareil',
  'Navigateur',
  'OS',
  'Connexion',
  'Déconnexion',
  'Durée',
  'Statut',
  'Pages',
  'Localisation',
] as const;

/**
 * The header line of an export: the columns, the two dates saying the time zone they are written
 * in (`Connexion (Europe/Paris)`), so a file opened elsewhere is read right.
 */
export function connectionsCsvHeader(timeZone: string): string[] {
  return CONNECTIONS_CSV_COLUMNS.map((column) =>
    column === 'Connexion' || column === 'Déconnexion' ? `${column} (${timeZone})` : column,
  );
}

export function connectionsCsvFilename(now: Date = new Date()): string {
  return `historique-connexions-${now.toISOString().slice(0, 10)}.csv`;
}
