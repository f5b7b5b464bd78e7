import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { IpBanList } from './ip-ban-list';

/** The ban page's check (SPEC section 7): 200 when not banned, 403 with the ban otherwise. */
@ApiTags('site')
@Controller('api')
export class IpStatusController {
  constructor(private readonly bans: IpBanList) {}

  @Get('check-ip-status')
  @ApiOperation({ summary: "Whether the caller's address is banned: 200 {banned:false} or 403 with the ban" })
  check(@Req() req: Request, @Res() res: Response) {
    const status = this.bans.statusOf(req.ip ?? req.socket.remoteAddress ?? '');
    if (status) res.status(403).json(status);
    else res.status(200).json({ banned: false });
  }
}
