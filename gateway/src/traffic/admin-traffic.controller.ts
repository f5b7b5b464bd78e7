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
import { Readable } from 'node:stream';
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
    // The first slice is fetched before any header goes out, so a failure still gets a JSON error.
    const first = await this.bus.request(PresenceSubjects.exportConnections, {
      filter,
      limit: EXPORT_SLICE_ROWS,
    });
    const slices = async function* (this: AdminTrafficController) {
      // The byte-order mark makes spreadsheet programs read the French accents as UTF-8.
      yield '\uFEFF';
      let slice = first;
      let rows = 0;
      try {
        for (;;) {
          yield slice.csv;
          rows += slice.rows;
          if (!slice.nextCursor || rows >= EXPORT_MAX_ROWS) return;
          slice = await this.bus.request(PresenceSubjects.exportConnections, {
            filter,
            cursor: slice.nextCursor,
            limit: EXPORT_SLICE_ROWS,
          });
        }
      } catch (err) {
        // Headers are gone: cutting the download short is the only honest signal left.
        this.logger.error(`connection export failed after ${rows} rows: ${String(err)}`);
        throw err;
      }
    };
    await reply
      .status(200)
      .headers({
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${connectionsCsvFilename()}"`,
        'cache-control': 'no-store',
      })
      .send(Readable.from(slices.call(this)));
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
