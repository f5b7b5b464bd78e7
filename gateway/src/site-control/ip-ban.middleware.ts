import { Injectable, NestMiddleware } from '@nestjs/common';
import { BanMessages, IP_BANNED_CODE, IpBannedBody } from '@storefront/contracts';
import type { NextFunction, Request, Response } from 'express';
import { IpBanList } from './ip-ban-list';
import { routedPath, underPrefix } from './request-path';

/** The ban page asks this to know whether to stay; it answers the ban itself. */
const OPEN_TO_BANNED = new Set(['/api/check-ip-status']);

/**
 * A banned address gets 403 IP_BANNED with its ban's details on the product API and the auth
 * API. Pages, health and the ban status route stay reachable so the ban page can be shown.
 */
@Injectable()
export class IpBanMiddleware implements NestMiddleware {
  constructor(private readonly bans: IpBanList) {}

  use(req: Request, res: Response, next: NextFunction) {
    const path = routedPath(req);
    if (
      this.bans.isEmpty ||
      !(underPrefix(path, '/api') || underPrefix(path, '/auth/v1')) ||
      OPEN_TO_BANNED.has(path)
    )
      return next();
    const status = this.bans.statusOf(req.ip ?? req.socket.remoteAddress ?? '');
    if (!status) return next();
    const body: IpBannedBody = { error: BanMessages.accessDenied, code: IP_BANNED_CODE, ...status };
    res.status(403).json(body);
  }
}
