import { Injectable } from '@nestjs/common';
import {
  CONNECTIONS_MAX_PAGE_SIZE,
  ConnectionsFilterValues,
  ConnectionsResponse,
  ExportConnectionsReply,
  ExportConnectionsRequest,
  ListConnectionsRequest,
} from '@storefront/contracts';
import { decodeSliceCursor, encodeSliceCursor, ServiceError } from '@storefront/platform';
import { PresenceConfig } from '../config';
import { connectionsCsv } from './connections-csv';
import { ConnectionsRepository } from './connections.repository';

const EXPORT_SLICE_MAX = 5000;

function filterOf(request: ConnectionsFilterValues): ConnectionsFilterValues {
  return { search: request.search, device: request.device, status: request.status, date: request.date };
}

/** The history tab: filtered pages with their stat cards, and the CSV export in slices. */
@Injectable()
export class ConnectionsService {
  constructor(
    private readonly connections: ConnectionsRepository,
    private readonly config: PresenceConfig,
  ) {}

  async list(request: ListConnectionsRequest): Promise<Omit<ConnectionsResponse, 'page' | 'pageSize'>> {
    const page = Math.max(1, Math.floor(request.page || 1));
    const pageSize = Math.min(CONNECTIONS_MAX_PAGE_SIZE, Math.max(1, Math.floor(request.pageSize || 10)));
    const { items, stats } = await this.connections.page(
      filterOf(request),
      page,
      pageSize,
      this.config.DISPLAY_TIME_ZONE,
    );
    return { items, total: stats.total, stats };
  }

  async exportSlice(request: ExportConnectionsRequest): Promise<ExportConnectionsReply> {
    const limit = Math.min(EXPORT_SLICE_MAX, Math.max(1, Math.floor(request.limit || EXPORT_SLICE_MAX)));
    const cursor = request.cursor ? decodeSliceCursor(request.cursor) : null;
    if (request.cursor && !cursor) throw ServiceError.badRequest('Invalid export cursor');
    const after = cursor && { connectedAt: cursor.at, id: cursor.id };
    const records = await this.connections.slice(
      filterOf(request.filter ?? {}),
      after,
      limit,
      this.config.DISPLAY_TIME_ZONE,
    );
    const last = records.at(-1);
    return {
      csv: connectionsCsv(records, this.config.DISPLAY_TIME_ZONE, !after),
      rows: records.length,
      nextCursor:
        records.length === limit && last ? encodeSliceCursor({ at: last.connectedAt, id: last.id }) : null,
    };
  }
}
