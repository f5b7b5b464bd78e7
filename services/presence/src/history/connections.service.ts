import { Injectable } from '@nestjs/common';
import {
  CONNECTIONS_MAX_PAGE_SIZE,
  ConnectionsFilterValues,
  ConnectionsResponse,
  ExportConnectionsReply,
  ExportConnectionsRequest,
  ListConnectionsRequest,
  isUuid,
} from '@storefront/contracts';
import { ServiceError } from '@storefront/platform';
import { PresenceConfig } from '../config';
import { connectionsCsv } from './connections-csv';
import { ConnectionsRepository } from './connections.repository';

const EXPORT_SLICE_MAX = 5000;

function filterOf(request: ConnectionsFilterValues): ConnectionsFilterValues {
  return { search: request.search, device: request.device, status: request.status, date: request.date };
}

function encodeCursor(connectedAt: string, id: string): string {
  return Buffer.from(JSON.stringify([connectedAt, id])).toString('base64url');
}

function decodeCursor(cursor: string): { connectedAt: string; id: string } {
  try {
    const [connectedAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [
      string,
      string,
    ];
    if (!Number.isNaN(Date.parse(connectedAt)) && isUuid(id)) return { connectedAt, id };
  } catch {
    // fall through to the refusal below
  }
  throw ServiceError.badRequest('Invalid export cursor');
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
    const after = request.cursor ? decodeCursor(request.cursor) : null;
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
      nextCursor: records.length === limit && last ? encodeCursor(last.connectedAt, last.id) : null,
    };
  }
}
