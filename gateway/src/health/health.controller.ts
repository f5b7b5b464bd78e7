import { Controller, Get, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { HealthService } from './health.service';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get('live')
  @ApiOperation({ summary: 'The gateway process itself is serving (container liveness and readiness)' })
  live() {
    return { status: 'ok' };
  }

  @Get()
  @ApiOperation({
    summary: 'Each service and Postgres/Redis/NATS: 200 when all are up, 503 naming what is down',
  })
  async check(@Res({ passthrough: true }) reply: FastifyReply) {
    const report = await this.health.report();
    reply.status(report.status === 'ok' ? 200 : 503);
    return report;
  }
}
