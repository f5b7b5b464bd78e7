import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IpBanList } from '../site-state/ip-ban-list';

/** The ban page's check (SPEC section 7): 200 when not banned, 403 with the ban otherwise. */
@ApiTags('site')
@Controller('api')
export class IpStatusController {
  constructor(private readonly bans: IpBanList) {}

  @Get('check-ip-status')
  @ApiOperation({ summary: "Whether the caller's address is banned: 200 {banned:false} or 403 with the ban" })
  check(@Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const status = this.bans.statusOf(req.ip);
    if (!status) return { banned: false };
    reply.status(403);
    return status;
  }
}
