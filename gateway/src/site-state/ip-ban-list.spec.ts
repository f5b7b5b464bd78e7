import type { ActiveBan } from '@storefront/contracts';
import type { MessageBus } from '@storefront/platform';
import { IpBanList } from './ip-ban-list';

const ban = (overrides: Partial<ActiveBan> = {}): ActiveBan => ({
  id: 'b1',
  ip: '203.0.113.9',
  reason: 'Fraude',
  expiresAt: null,
  createdAt: '2025-03-01T12:00:00.000Z',
  adminNote: null,
  ...overrides,
});

describe('the cached ban list', () => {
  const bus = (bans: ActiveBan[]) =>
    ({ request: jest.fn().mockResolvedValue({ bans }) }) as unknown as MessageBus;

  it('reports a ban in the ban-status shape, whatever the spelling of the address', async () => {
    const list = new IpBanList(bus([ban({ ip: '2001:db8::42' })]));
    await list.reload();
    list.onModuleDestroy();
    expect(list.statusOf('2001:DB8:0::42')).toEqual({
      banned: true,
      reason: 'Fraude',
      expires_at: null,
      is_permanent: true,
      banned_at: '2025-03-01T12:00:00.000Z',
      admin_note: null,
    });
    expect(list.statusOf('::ffff:203.0.113.9')).toBeNull();
  });

  it('bans an IPv6 address with its whole /64, and nothing outside it', () => {
    const list = new IpBanList(bus([]));
    list.apply({ action: 'created', ban: ban({ ip: '2001:db8:7:8::1' }) });
    expect(list.statusOf('2001:db8:7:8:ffff:1:2:3')).toMatchObject({ banned: true });
    expect(list.statusOf('2001:db8:7:9::1')).toBeNull();
    list.apply({ action: 'removed', id: 'b1', ip: '2001:db8:7:8::1' });
    expect(list.statusOf('2001:db8:7:8:ffff:1:2:3')).toBeNull();
  });

  it('stops applying a temporary ban at its expiry', () => {
    const list = new IpBanList(bus([]));
    const now = Date.parse('2025-03-01T12:00:00Z');
    list.apply({ action: 'created', ban: ban({ expiresAt: new Date(now + 1000).toISOString() }) });
    expect(list.statusOf('203.0.113.9', now)).toMatchObject({ banned: true, is_permanent: false });
    expect(list.statusOf('203.0.113.9', now + 1000)).toBeNull();
  });

  it('lifts a ban only for the ban that was removed', () => {
    const list = new IpBanList(bus([]));
    list.apply({ action: 'created', ban: ban({ id: 'new' }) });
    list.apply({ action: 'removed', id: 'old', ip: '203.0.113.9' });
    expect(list.statusOf('203.0.113.9')).not.toBeNull();
    list.apply({ action: 'removed', id: 'new', ip: '203.0.113.9' });
    expect(list.statusOf('203.0.113.9')).toBeNull();
  });

  it('lets requests through while the admin service cannot be reached', async () => {
    const failing = { request: jest.fn().mockRejectedValue(new Error('down')) } as unknown as MessageBus;
    const list = new IpBanList(failing);
    await list.reload();
    list.onModuleDestroy();
    expect(list.isLoaded).toBe(false);
    expect(list.statusOf('203.0.113.9')).toBeNull();
  });
});
