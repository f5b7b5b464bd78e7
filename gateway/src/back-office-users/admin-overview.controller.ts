import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { OverviewQuery, OverviewResponse, OverviewSubjects } from '@storefront/contracts';
import { MessageBus } from '@storefront/platform';
import { AdminOnly } from '../auth';

@ApiTags('admin')
@Controller('api/admin/overview')
@AdminOnly()
export class AdminOverviewController {
  constructor(private readonly bus: MessageBus) {}

  @Get()
  @ApiOperation({
    summary: 'Revenue and credits sold per day, sign-ups per day, visits per hour (last 24 h)',
  })
  overview(@Query() query: OverviewQuery): Promise<OverviewResponse> {
    return this.bus.request(OverviewSubjects.get, { days: query.days ?? 30 });
  }
}
