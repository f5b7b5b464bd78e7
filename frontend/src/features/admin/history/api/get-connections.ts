// GET /api/admin/connections: the connection history, searched and filtered on the server; the
// stats cover every matching row.
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@/lib/api/api-query';
import type { ConnectionDateRange, ConnectionsResponse, VisitorDevice } from '../../admin-contracts';

export const CONNECTIONS_PAGE_SIZE = 10;

export interface ConnectionsFilter {
  search: string;
  device: 'all' | VisitorDevice;
  status: 'all' | 'connected' | 'disconnected';
  date: ConnectionDateRange;
}

/** The filter as query parameters, shared with the CSV export so it exports what is shown. */
export function connectionsQuery(filter: ConnectionsFilter): URLSearchParams {
  const query = new URLSearchParams();
  if (filter.search.trim()) query.set('search', filter.search.trim());
  if (filter.device !== 'all') query.set('device', filter.device);
  if (filter.status !== 'all') query.set('status', filter.status);
  if (filter.date !== 'all') query.set('date', filter.date);
  return query;
}

export function useConnections(filter: ConnectionsFilter, page: number) {
  const query = connectionsQuery(filter);
  query.set('page', String(page));
  query.set('pageSize', String(CONNECTIONS_PAGE_SIZE));
  return useQuery(
    apiQuery<ConnectionsResponse>(
      ['admin', 'connections', filter, page],
      `/admin/connections?${query.toString()}`,
      {
        keepPrevious: true,
        staleTime: 5_000,
      },
    ),
  );
}
