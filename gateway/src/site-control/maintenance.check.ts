import { Injectable } from '@nestjs/common';
import { MAINTENANCE_CODE, MaintenanceBody } from '@storefront/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AdminCaller } from './admin-caller';
import { MaintenanceSwitch } from '../site-state/maintenance-switch';
import { routedPath, underPrefix } from '../http/request-path';

/**
 * Routes that keep answering during maintenance: the screen's own data, the ban page's check,
 * the admin-status check the frontend uses to decide who sees the screen, the switch itself
 * (still admin-only by its guard) so an administrator can always turn maintenance off, and the
 * payment providers' callbacks: money sent before or during maintenance is still credited. Sign-in
 * lives under /auth/v1 and health under /health, outside /api.
 */
const OPEN_DURING_MAINTENANCE = new Set([
  '/api/maintenance',
  '/api/check-ip-status',
  '/api/user/admin-status',
  '/api/admin/maintenance',
  '/api/payments/ipn',
  '/api/payments/btcpay/webhook',
]);

/** While maintenance is on, non-admins get 503 MAINTENANCE on the product API; admins pass when allowAdmins. */
@Injectable()
export class MaintenanceCheck {
  constructor(
    private readonly maintenance: MaintenanceSwitch,
    private readonly admins: AdminCaller,
  ) {}

  /** A Fastify `onRequest` hook: answers 503 while maintenance is on, lets the rest through. */
  readonly onRequest = async (req: FastifyRequest, reply: FastifyReply) => {
    if (!this.maintenance.settings.enabled) return;
    const path = routedPath(req);
    if (!underPrefix(path, '/api') || OPEN_DURING_MAINTENANCE.has(path) || underPrefix(path, '/api/docs'))
      return;
    if (this.maintenance.settings.allowAdmins && (await this.admins.isAdmin(req))) return;
    const view = this.maintenance.view;
    const body: MaintenanceBody = { error: view.message, code: MAINTENANCE_CODE, ...view };
    return reply.status(503).send(body);
  };
}
