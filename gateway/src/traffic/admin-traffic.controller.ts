import { Controller, Get, HttpCode, Logger, Post, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AdminSubjects,
  ClearVisitorsResponse,
  CONNECTIONS_PAGE_SIZE,
  ConnectionsFilter,
  ConnectionsFilterValues,
  ConnectionsQuery,
  ConnectionsResponse,
  connectionsCsvFilename,
  LIVE_VISITORS_PAGE_SIZE,
  LiveVisitorsPage,
  LiveVisitorsQuery,
  PresenceSubjects,
} from '@storefront/contracts';
import { MessageBus } from '@storefront/platform';
import type { FastifyReply } from 'fastify';
import { sendCsvSlices } from '../http/csv-download';
import { actorOf, AdminOnly, AdminRoles, AuthUser, CurrentUser } from '../auth';

const EXPORT_SLICE_ROWS = 2000;
/** An export this large is already unusable in a spreadsheet; the filters narrow it. */
const EXPORT_MAX_ROWS = 200_000;

const filterOf = (query: ConnectionsFilter): ConnectionsFilterValues => ({
  search: query.search,
  device: query.device,
  status: query.status,
  date: query.date,
});

/** The back office's Traffic and connection-history tabs, served by the presence service. */
@ApiTags('admin')
@Controller('api/admin')
@AdminOnly()
export class AdminTrafficController {
  private readonly logger = new Logger(AdminTrafficController.name);

  constructor(private readonly bus: MessageBus) {}

  @Get('visitors')
  @ApiOperation({
    summary: 'Live visitors by latest activity, 5 per page; the /admin socket pushes the same',
  })
  visitors(@Query() query: LiveVisitorsQuery): Promise<LiveVisitorsPage> {
    return this.bus.request(PresenceSubjects.listVisitors, {
      page: query.page ?? 1,
      pageSize: query.pageSize ?? LIVE_VISITORS_PAGE_SIZE,
    });
  }

  @Post('clear-visitors')
  @AdminRoles('owner')
  @HttpCode(200)
  @ApiOperation({ summary: 'Empties the live list; visitors still connected reappear with their next ping' })
  async clearVisitors(@CurrentUser() admin: AuthUser): Promise<ClearVisitorsResponse> {
    // Recorded first: an action that cannot be audited does not happen.
    await this.audit(admin, 'visitors.cleared');
    const { cleared } = await this.bus.request(PresenceSubjects.clearVisitors, {});
    return { success: true, cleared };
  }

  @Get('connections')
  @ApiOperation({ summary: 'Connection history with search and filters; stats cover every matching row' })
  async connections(@Query() query: ConnectionsQuery): Promise<ConnectionsResponse> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? CONNECTIONS_PAGE_SIZE;
    const reply = await this.bus.request(PresenceSubjects.listConnections, {
      ...filterOf(query),
      page,
      pageSize,
    });
    return { ...reply, page, pageSize };
  }

  @Get('connections.csv')
  @ApiOperation({ summary: 'The filtered connection history as CSV (historique-connexions-{date}.csv)' })
  async exportConnections(
    @Query() query: ConnectionsFilter,
    @CurrentUser() admin: AuthUser,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const filter = filterOf(query);
    await this.audit(admin, 'connections.exported', { filter });
    let rows = 0;
    await sendCsvSlices(reply, {
      filename: connectionsCsvFilename(),
      what: 'connection export',
      logger: this.logger,
      slice: async (cursor) => {
        const slice = await this.bus.request(PresenceSubjects.exportConnections, {
          filter,
          limit: EXPORT_SLICE_ROWS,
          ...(cursor ? { cursor } : {}),
        });
        rows += slice.rows;
        return rows >= EXPORT_MAX_ROWS ? { ...slice, nextCursor: null } : slice;
      },
    });
  }

  private async audit(
    admin: AuthUser,
    action: 'visitors.cleared' | 'connections.exported',
    details?: object,
  ) {
    await this.bus.request(AdminSubjects.recordAudit, {
      actor: actorOf(admin),
      action,
      details: details as Record<string, unknown> | undefined,
    });
  }
}
