import { MAINTENANCE_ADMIN_DEFAULTS } from '@storefront/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AdminCaller } from './admin-caller';
import { MaintenanceCheck } from './maintenance.check';
import type { MaintenanceSwitch } from '../site-state/maintenance-switch';

describe('the maintenance check', () => {
  const maintenance = {
    settings: { ...MAINTENANCE_ADMIN_DEFAULTS, enabled: true, allowAdmins: true },
    view: { title: 'Maintenance', message: 'Site en maintenance' },
  } as unknown as MaintenanceSwitch;
  const notAdmin = { isAdmin: async () => false } as unknown as AdminCaller;
  const check = new MaintenanceCheck(maintenance, notAdmin);

  async function answer(method: string, url: string): Promise<number | null> {
    let status: number | null = null;
    const reply = {
      status(code: number) {
        status = code;
        return this;
      },
      send: () => reply,
    } as unknown as FastifyReply;
    await check.onRequest({ method, url, headers: {} } as FastifyRequest, reply);
    return status;
  }

  it('answers 503 on the product API while maintenance is on', async () => {
    expect(await answer('POST', '/api/create-payment')).toBe(503);
    expect(await answer('GET', '/api/notifications')).toBe(503);
  });

  it.each([
    // The payment providers' callbacks: money sent during maintenance is still credited.
    ['POST', '/api/payments/ipn'],
    ['POST', '/API/Payments/IPN/'],
    ['POST', '/api/payments/btcpay/webhook'],
    ['GET', '/api/maintenance'],
    ['GET', '/api/check-ip-status'],
    ['GET', '/auth/v1/settings'],
  ])('lets %s %s through', async (method, url) => {
    expect(await answer(method, url)).toBeNull();
  });
});
