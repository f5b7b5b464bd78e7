import { Injectable } from '@nestjs/common';
import { BAN_MESSAGES, IP_BANNED_CODE, IpBannedBody } from '@storefront/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IpBanList } from '../site-state/ip-ban-list';
import { routedPath, underPrefix } from '../http/request-path';

/** The ban page asks this to know whether to stay; it answers the ban itself. */
const OPEN_TO_BANNED = new Set(['/api/check-ip-status']);

/**
 * A banned address gets 403 IP_BANNED with its ban's details on the product API and the auth
 * API. Pages, health and the ban status route stay reachable so the ban page can be shown.
 */
@Injectable()
export class IpBanCheck {
  constructor(private readonly bans: IpBanList) {}

  /** A Fastify `onRequest` hook: answers a banned caller, lets anyone else through. */
  readonly onRequest = async (req: FastifyRequest, reply: FastifyReply) => {
    if (this.bans.isEmpty) return;
    const path = routedPath(req);
    if (!(underPrefix(path, '/api') || underPrefix(path, '/auth/v1')) || OPEN_TO_BANNED.has(path)) return;
    const status = this.bans.statusOf(req.ip);
    if (!status) return;
    const body: IpBannedBody = { error: BAN_MESSAGES.accessDenied, code: IP_BANNED_CODE, ...status };
    return reply.status(403).send(body);
  };
}
