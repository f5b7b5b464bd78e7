import { AdminEvents, AuthSubjects, BannedIp, IpBanStatus, MaintenanceView } from '@storefront/contracts';
import { randomUUID } from 'node:crypto';
import { authClient, call, uniqueIp } from '../../../tests/support/auth-kit';
import { Person, PresenceKit, startPresenceKit } from '../realtime/__tests__/presence-stack';
import {
  admissionOf,
  ClientSocket,
  connectSocket,
  hello,
  nextEvent,
  sleep,
} from '../../../tests/support/socket-test-kit';

jest.setTimeout(30000);

/** IP bans and maintenance mode, enforced by the gateway on HTTP and sockets. */
describe('site control', () => {
  let kit: PresenceKit;
  let alice: Person;
  const sockets: ClientSocket[] = [];

  const from = (ip: string, method: string, path: string, who?: Person, body?: unknown) =>
    call(kit, method, path, { ip, token: who?.token, body });
  const api = (method: string, path: string, who?: Person, body?: unknown) =>
    from(uniqueIp(), method, path, who, body);
  const bans = async () =>
    (await api('GET', '/api/admin/banned-ips', kit.admin)).body.bannedIPs as BannedIp[];
  const ban = (ip: string, extra: Record<string, unknown> = {}) =>
    api('POST', '/api/admin/banned-ips', kit.admin, { ip, reason: 'Fraude', duration: '24h', ...extra });
  const visitor = async (ip: string, transports: ('websocket' | 'polling')[] = ['websocket']) => {
    const socket = await connectSocket(kit.stack.baseUrl, '/', { ip, transports });
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    kit = await startPresenceKit();
    alice = await kit.user('alice');
  }, 120000);

  afterEach(() => {
    sockets.splice(0).forEach((s) => s.close());
  });

  afterAll(() => kit?.close());

  describe('banning an address', () => {
    it.each([
      [{ reason: 'x' }, 'Veuillez remplir tous les champs obligatoires'],
      [{ ip: '203.0.113.1' }, 'Veuillez remplir tous les champs obligatoires'],
      [{ ip: '', reason: '' }, 'Veuillez remplir tous les champs obligatoires'],
      [{ ip: '203.0.113.1', reason: '   ' }, 'Veuillez remplir tous les champs obligatoires'],
      [{ ip: '999.1.1.1', reason: 'x' }, 'Adresse IP invalide'],
      [{ ip: '10.1', reason: 'x' }, 'Adresse IP invalide'],
      [{ ip: '010.1.1.1', reason: 'x' }, 'Adresse IP invalide'],
      [{ ip: 'example.com', reason: 'x' }, 'Adresse IP invalide'],
      [{ ip: '203.0.113.1', reason: 'x', duration: '2d' }, 'Durée de bannissement invalide'],
      [{ ip: '203.0.113.1', reason: 'x', user_email: 'not-an-email' }, 'Adresse e-mail invalide'],
      [{ ip: '203.0.113.1', reason: 'x', extra: true }, undefined],
    ])('refuses %j and bans nothing', async (body, message) => {
      const res = await api('POST', '/api/admin/banned-ips', kit.admin, body);
      expect(res.status).toBe(400);
      if (message) expect(res.body.error).toBe(message);
      expect(await bans()).toHaveLength(0);
    });

    it('is for administrators only', async () => {
      expect(
        (await api('POST', '/api/admin/banned-ips', alice, { ip: '203.0.113.2', reason: 'x' })).status,
      ).toBe(403);
      expect((await api('GET', '/api/admin/banned-ips', alice)).status).toBe(403);
      expect((await api('GET', '/api/admin/banned-ips')).status).toBe(401);
      expect(await bans()).toHaveLength(0);
    });

    it("refuses to ban the administrator's own address, however either is spelt", async () => {
      const ip = uniqueIp();
      const ownIp = { error: 'Vous ne pouvez pas bannir votre propre adresse IP', code: 'OWN_IP' };
      for (const [callerIp, target] of [
        [ip, ip],
        [`::ffff:${ip}`, ip],
        [ip, `::ffff:${ip}`],
        ['2001:db8::77', '2001:DB8:0:0::77'],
      ]) {
        const res = await from(callerIp, 'POST', '/api/admin/banned-ips', kit.admin, {
          ip: target,
          reason: 'Fraude',
        });
        expect(res).toEqual({ status: 400, body: ownIp });
      }
      expect(await bans()).toHaveLength(0);
      expect((await from(ip, 'GET', '/api/admin/banned-ips', kit.admin)).status).toBe(200);
    });

    it('shuts an open socket and the next request out at once, and lets them back when lifted', async () => {
      const ip = uniqueIp();
      const socket = await visitor(ip);
      await hello(socket);
      const polling = await visitor(ip, ['polling']);
      const banned = nextEvent(socket, 'ip_banned');
      const pollingBanned = nextEvent(polling, 'ip_banned');
      const closed = new Promise((resolve) => socket.once('disconnect', resolve));
      expect((await from(ip, 'GET', '/api/maintenance')).status).toBe(200);

      const created = await ban(ip, { user_email: 'mallory@example.test', admin_note: 'Chargebacks' });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ success: true, message: 'IP bannie avec succès' });
      const startedAt = Date.now();

      const refused = await from(ip, 'GET', '/api/maintenance');
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({
        code: 'IP_BANNED',
        banned: true,
        reason: 'Fraude',
        is_permanent: false,
        admin_note: 'Chargebacks',
        expires_at: expect.any(String),
        banned_at: expect.any(String),
      });
      expect((await from(ip, 'GET', '/auth/v1/settings')).status).toBe(403);
      // However the path is spelt, as long as the router reads it as the API.
      for (const path of ['/%61pi/maintenance', '/API//Maintenance/', '/%61uth/v1/settings'])
        expect({ path, status: (await from(ip, 'GET', path)).status }).toEqual({ path, status: 403 });
      expect(await banned).toEqual({ force_redirect: true });
      expect(await pollingBanned).toEqual({ force_redirect: true });
      await closed;
      expect(Date.now() - startedAt).toBeLessThan(1000);

      const status = await from(ip, 'GET', '/api/check-ip-status');
      expect(status.status).toBe(403);
      expect(status.body as IpBanStatus).toEqual({
        banned: true,
        reason: 'Fraude',
        expires_at: created.body.bannedIP.expires_at,
        is_permanent: false,
        banned_at: created.body.bannedIP.created_at,
        admin_note: 'Chargebacks',
      });
      expect((await from(uniqueIp(), 'GET', '/api/check-ip-status')).body).toEqual({ banned: false });
      expect((await from(ip, 'GET', '/health/live')).status).toBe(200);

      // A new socket from the address is told and closed; the back office refuses it outright.
      let toldAgain!: Promise<unknown>;
      const again = await connectSocket(kit.stack.baseUrl, '/', {
        ip,
        before: (s) => (toldAgain = nextEvent(s, 'ip_banned')),
      });
      sockets.push(again);
      expect(await toldAgain).toEqual({ force_redirect: true });
      expect(await admissionOf(kit.stack.baseUrl, '/admin', { ip, token: kit.admin.token })).toBe(
        'IP_BANNED',
      );

      // One ban in force per address.
      expect((await ban(ip)).status).toBe(409);

      const removed = await api('DELETE', `/api/admin/banned-ips/${created.body.bannedIP.id}`, kit.admin);
      expect(removed.body).toEqual({ success: true, message: 'Bannissement supprimé avec succès' });
      expect((await from(ip, 'GET', '/api/check-ip-status')).status).toBe(200);
      expect((await from(ip, 'GET', '/api/maintenance')).status).toBe(200);
      expect(await admissionOf(kit.stack.baseUrl, '/', { ip })).toBe('connected');
    });

    it('matches an IPv6 ban whatever the spelling of the address', async () => {
      const created = await ban('2001:DB8:0:0::42', { duration: 'permanent' });
      expect(created.body.bannedIP).toMatchObject({
        ip_address: '2001:db8::42',
        is_permanent: true,
        expires_at: null,
      });
      const res = await from('2001:db8::0:42', 'GET', '/api/check-ip-status');
      expect(res.body).toMatchObject({ banned: true, is_permanent: true, expires_at: null });
      await api('DELETE', `/api/admin/banned-ips/${created.body.bannedIP.id}`, kit.admin);
    });

    it('stops applying a temporary ban at its expiry', async () => {
      const ip = uniqueIp();
      // A ban that ends in a second, announced as the admin service would.
      await kit.bus.emit(AdminEvents.ipBanChanged, {
        action: 'created',
        ban: {
          id: randomUUID(),
          ip,
          reason: 'Court',
          expiresAt: new Date(Date.now() + 1000).toISOString(),
          createdAt: new Date().toISOString(),
          adminNote: null,
        },
      });
      await sleep(200);
      expect((await from(ip, 'GET', '/api/check-ip-status')).status).toBe(403);
      await sleep(1000);
      expect((await from(ip, 'GET', '/api/check-ip-status')).status).toBe(200);
      expect((await from(ip, 'GET', '/api/maintenance')).status).toBe(200);
    });

    it('shows an expired ban as expired and lets the address be banned again', async () => {
      const ip = uniqueIp();
      const first = await ban(ip, { duration: '1h' });
      await kit.db.query(`UPDATE admin.ip_bans SET expires_at = now() - interval '1 second' WHERE id = $1`, [
        first.body.bannedIP.id,
      ]);
      expect((await bans()).find((b) => b.id === first.body.bannedIP.id)).toMatchObject({ is_expired: true });
      const second = await ban(ip, { duration: '7d' });
      expect(second.status).toBe(201);
      const days =
        (Date.parse(second.body.bannedIP.expires_at) - Date.parse(second.body.bannedIP.created_at)) /
        86_400_000;
      expect(days).toBeCloseTo(7, 5);
      await api('DELETE', `/api/admin/banned-ips/${second.body.bannedIP.id}`, kit.admin);
    });

    it('answers 400 for a malformed id and 404 for an unknown one', async () => {
      expect((await api('DELETE', '/api/admin/banned-ips/not-a-uuid', kit.admin)).status).toBe(400);
      expect((await api('DELETE', `/api/admin/banned-ips/${randomUUID()}`, kit.admin)).status).toBe(404);
    });
  });

  describe('maintenance mode', () => {
    afterEach(async () => {
      await api('POST', '/api/admin/maintenance', kit.admin, { enabled: false, allowAdmins: true });
    });

    it('starts from the admin defaults', async () => {
      const res = await api('GET', '/api/admin/maintenance', kit.admin);
      expect(res.body.settings).toMatchObject({
        key: 'maintenance_mode',
        value: {
          enabled: false,
          title: 'Site en Maintenance',
          estimatedTime: '2-3 heures',
          showCountdown: true,
          allowAdmins: true,
        },
      });
      expect((await api('GET', '/api/admin/maintenance', alice)).status).toBe(403);
    });

    it.each([
      [{}],
      [{ enabled: 'yes' }],
      [{ title: 42 }],
      [{ unknown: 1 }],
      [{ settings: { enabled: 'no' } }],
      [{ title: 'x'.repeat(201) }],
    ])('refuses %j and changes nothing', async (body) => {
      const before = (await api('GET', '/api/admin/maintenance', kit.admin)).body.settings.value;
      expect((await api('POST', '/api/admin/maintenance', kit.admin, body)).status).toBe(400);
      expect((await api('GET', '/api/admin/maintenance', kit.admin)).body.settings.value).toEqual(before);
    });

    it('blocks non-admins with 503, lets admins through with allowAdmins, and pushes every change', async () => {
      const socket = await visitor(uniqueIp());
      const turnedOn = nextEvent(socket, 'maintenance:update', (p) => p.enabled);
      const saved = await api('POST', '/api/admin/maintenance', kit.admin, {
        settings: {
          enabled: true,
          title: 'Mise à jour',
          message: 'Nous revenons vite',
          estimatedTime: '1 heure',
          showCountdown: false,
        },
      });
      expect(saved.status).toBe(200);
      // The spec's bare texts are the French ones; English visitors get the English defaults.
      expect(await turnedOn).toEqual<MaintenanceView>({
        enabled: true,
        title: 'Mise à jour',
        message: 'Nous revenons vite',
        estimatedTime: '1 heure',
        showCountdown: false,
        texts: {
          fr: { title: 'Mise à jour', message: 'Nous revenons vite', estimatedTime: '1 heure' },
          en: { title: 'Maintenance', message: 'Site under maintenance', estimatedTime: '2-3 hours' },
        },
      });

      const blocked = await api('GET', '/api/notifications', alice);
      expect(blocked.status).toBe(503);
      expect(blocked.body).toMatchObject({ code: 'MAINTENANCE', enabled: true, title: 'Mise à jour' });
      expect((await api('GET', '/api/anything-at-all')).status).toBe(503);
      expect((await api('GET', '/%61pi/notifications', alice)).status).toBe(503);
      expect((await api('GET', '/api/admin/visitors', kit.admin)).status).toBe(200);

      // What stays open: the screen's data, the ban check, the admin check, sign-in and health.
      expect((await api('GET', '/api/maintenance')).body).toMatchObject({
        enabled: true,
        title: 'Mise à jour',
      });
      expect((await api('GET', '/api/check-ip-status')).status).toBe(200);
      expect((await api('GET', '/api/user/admin-status', alice)).body).toEqual({
        is_admin: false,
        role: null,
      });
      const signIn = await authClient(kit).signInWithPassword({
        email: alice.email,
        password: 'Correct-Horse-9',
      });
      expect(signIn.error).toBeNull();
      expect((await api('GET', '/health/live')).status).toBe(200);

      // Without allowAdmins even an admin is held back, except on the switch itself.
      await api('POST', '/api/admin/maintenance', kit.admin, { allowAdmins: false });
      expect((await api('GET', '/api/admin/visitors', kit.admin)).status).toBe(503);
      const turnedOff = nextEvent(socket, 'maintenance:update', (p) => !p.enabled);
      expect((await api('POST', '/api/admin/maintenance', kit.admin, { enabled: false })).status).toBe(200);
      expect(await turnedOff).toMatchObject({ enabled: false });
      expect((await api('GET', '/api/notifications', alice)).status).toBe(200);
    });

    it('does not count a suspended administrator as an admin', async () => {
      const admin2 = await kit.user('second-admin');
      // Support: an administrator the back office lets in on the password alone.
      await kit.request(AuthSubjects.updateUser, {
        userId: admin2.id,
        role: 'support',
        actorId: kit.admin.id,
      });
      await api('POST', '/api/admin/maintenance', kit.admin, { enabled: true });
      expect((await api('GET', '/api/admin/visitors', admin2)).status).toBe(200);
      await kit.request(AuthSubjects.updateUser, {
        userId: admin2.id,
        isActive: false,
        actorId: kit.admin.id,
      });
      expect((await api('GET', '/api/admin/visitors', admin2)).status).toBeGreaterThanOrEqual(401);
    });
  });

  it('writes one audit entry per admin action', async () => {
    const { entries } = (await api('GET', '/api/admin/audit-log', kit.admin)).body as {
      entries: { action: string; actor_email: string }[];
    };
    const actions = new Set(entries.map((e) => e.action));
    expect([...actions]).toEqual(
      expect.arrayContaining(['ip-ban.created', 'ip-ban.removed', 'maintenance.updated']),
    );
    expect(entries.every((e) => e.actor_email === kit.admin.email)).toBe(true);
  });
});
