import {
  AuthSubjects,
  BroadcastEvents,
  CONNECTIONS_CSV_COLUMNS,
  connectionsCsvHeader,
  ConnectionRecord,
  LiveVisitor,
  LiveVisitorsPage,
  NotificationsEvents,
} from '@storefront/contracts';
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { authClient, call, STRONG_PASSWORD, uniqueIp } from '../../../tests/support/auth-kit';
import { Person, PresenceKit, startPresenceKit } from './__tests__/presence-stack';
import {
  admissionOf,
  ClientSocket,
  closedBy,
  connectSocket,
  hello,
  nextEvent,
  record,
  SAFARI_IPHONE,
  sleep,
} from '../../../tests/support/socket-test-kit';

jest.setTimeout(30000);

/** The live sockets and the presence service behind them, with a real stack. */
describe('live sockets and presence', () => {
  let kit: PresenceKit;
  let alice: Person;
  let bob: Person;
  const sockets: ClientSocket[] = [];

  const visitorSocket = async (options: { ip?: string; token?: string; userAgent?: string } = {}) => {
    const socket = await connectSocket(kit.stack.baseUrl, '/', { ip: options.ip ?? uniqueIp(), ...options });
    sockets.push(socket);
    return socket;
  };
  const adminSocket = async (token = kit.admin.token, ip = uniqueIp()) => {
    const socket = await connectSocket(kit.stack.baseUrl, '/admin', { token, ip });
    sockets.push(socket);
    return socket;
  };
  /**
   * An admin socket that has had its list: it asks for its page, so a list pushed on connection
   * before anyone listened is not waited for until the next change.
   */
  const listedAdminSocket = async (token?: string) => {
    const admin = await adminSocket(token);
    const listed = nextEvent(admin, 'visitors:update');
    admin.emit('visitors:page', { page: 1 });
    await listed;
    return admin;
  };
  const api = (method: string, path: string, who?: Person, body?: unknown) =>
    call(kit, method, path, { token: who?.token, body });
  const liveVisitor = async (id: string): Promise<LiveVisitor | undefined> => {
    const page = (await api('GET', '/api/admin/visitors?pageSize=100', kit.admin)).body as LiveVisitorsPage;
    return page.visitors.find((v) => v.id === id);
  };
  const connection = async (id: string, search: string): Promise<ConnectionRecord | undefined> => {
    const res = await api(
      'GET',
      `/api/admin/connections?search=${encodeURIComponent(search)}&pageSize=100`,
      kit.admin,
    );
    return (res.body.items as ConnectionRecord[]).find((c) => c.id === id);
  };
  /**
   * One engine.io polling connection whose single request connects to the public namespace and
   * closes the connection (`40` then `1`), so the connection is gone before the namespace admits it.
   */
  const connectAndCloseAtOnce = async (ip: string) => {
    const url = `${kit.stack.baseUrl}/socket.io/?EIO=4&transport=polling`;
    const headers = { 'x-forwarded-for': ip };
    const open = await fetch(url, { headers });
    const { sid } = JSON.parse((await open.text()).slice(1)) as { sid: string };
    const sent = await fetch(`${url}&sid=${sid}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'text/plain;charset=UTF-8' },
      body: '40\x1e1',
    });
    expect(sent.status).toBe(200);
  };
  async function until<T>(what: string, fn: () => Promise<T | undefined | false>, ms = 8000): Promise<T> {
    const deadline = Date.now() + ms;
    for (;;) {
      const value = await fn();
      if (value) return value;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await sleep(100);
    }
  }

  beforeAll(async () => {
    kit = await startPresenceKit({
      VISIT_INACTIVITY_TIMEOUT_SECONDS: '3',
      PRESENCE_SWEEP_INTERVAL_MS: '300',
      SOCKETS_PER_IP_MAX: '3',
      SOCKET_CONNECTS_PER_IP_PER_MINUTE: '8',
    });
    [alice, bob] = await Promise.all([kit.user('alice'), kit.user('bob')]);
  }, 120000);

  afterEach(() => {
    sockets.splice(0).forEach((s) => s.close());
  });

  afterAll(() => kit?.close());

  describe('the /admin namespace', () => {
    it('refuses an anonymous socket', async () => {
      expect(await admissionOf(kit.stack.baseUrl, '/admin', { ip: uniqueIp() })).toBe('UNAUTHORIZED');
    });

    it('refuses a signed-in user who is not an administrator', async () => {
      expect(await admissionOf(kit.stack.baseUrl, '/admin', { token: alice.token, ip: uniqueIp() })).toBe(
        'FORBIDDEN',
      );
    });

    it('refuses a forged token that claims admin rights, signed with a key of its own', async () => {
      const jwks = (await call(kit, 'GET', '/auth/v1/.well-known/jwks.json')).body as {
        keys: { kid: string }[];
      };
      const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const forged = jwt.sign(
        {
          sub: kit.admin.id,
          aud: 'authenticated',
          session_id: randomUUID(),
          app_metadata: { is_admin: true },
        },
        privateKey,
        { algorithm: 'ES256', keyid: jwks.keys[0].kid, expiresIn: 600 },
      );
      expect(await admissionOf(kit.stack.baseUrl, '/admin', { token: forged, ip: uniqueIp() })).toBe(
        'UNAUTHORIZED',
      );
    });

    it("refuses the original client's self-made token claiming isAdmin", async () => {
      const claim = Buffer.from(
        JSON.stringify({ userId: alice.id, email: alice.email, isAdmin: true }),
      ).toString('base64');
      expect(await admissionOf(kit.stack.baseUrl, '/admin', { token: claim, ip: uniqueIp() })).toBe(
        'UNAUTHORIZED',
      );
    });

    it('closes the sockets of an administrator whose account is deleted, and admits them no more', async () => {
      const erin = await kit.user('erin');
      // Support: a role that needs no second factor, so her password's session is let in.
      await kit.request(AuthSubjects.updateUser, { userId: erin.id, role: 'support', actorId: kit.admin.id });
      const admin = await listedAdminSocket(erin.token);
      const visitor = await visitorSocket();
      await hello(visitor, { accessToken: erin.token });
      const adminClosed = new Promise((resolve) => admin.once('disconnect', resolve));
      const visitorClosed = new Promise((resolve) => visitor.once('disconnect', resolve));
      const otherAdmin = await adminSocket();

      await kit.request(AuthSubjects.deleteUser, { userId: erin.id, actorId: kit.admin.id });
      await Promise.all([adminClosed, visitorClosed]);
      expect(admin.connected).toBe(false);
      expect(visitor.connected).toBe(false);
      expect(otherAdmin.connected).toBe(true);
      expect(await admissionOf(kit.stack.baseUrl, '/admin', { token: erin.token, ip: uniqueIp() })).not.toBe(
        'connected',
      );
    });

    it('admits the administrator and sends the live list at once', async () => {
      const socket = connectSocket(kit.stack.baseUrl, '/admin', { token: kit.admin.token, ip: uniqueIp() });
      const admin = await socket;
      sockets.push(admin);
      const first = await nextEvent(admin, 'visitors:update');
      expect(first).toMatchObject({ page: 1, pageSize: 5, stats: expect.any(Object) });
    });
  });

  describe('identity of a visitor', () => {
    it("maps a signed-in visitor's hello to their account, from the verified token only", async () => {
      const socket = await visitorSocket();
      const { visitorId, signedIn } = await hello(socket, { accessToken: alice.token });
      expect(signedIn).toBe(true);
      const visitor = await liveVisitor(visitorId);
      expect(visitor).toMatchObject({
        email: alice.email,
        name: 'Ada Lovelace',
        isMappedUser: true,
        userCode: expect.stringMatching(/^USR-[0-9A-F]{8}$/),
      });
    });

    it('keeps a visitor anonymous when the hello only claims an identity', async () => {
      const socket = await visitorSocket();
      const { visitorId, signedIn } = await hello(socket, {
        token: { userId: alice.id, email: alice.email, isAdmin: true },
      });
      expect(signedIn).toBe(false);
      expect(await liveVisitor(visitorId)).toMatchObject({
        email: null,
        userCode: null,
        isMappedUser: false,
      });
    });

    it('keeps a visitor anonymous when the token is not one the server issued', async () => {
      const socket = await visitorSocket();
      const forged = jwt.sign({ sub: alice.id, email: alice.email }, 'not-the-key');
      const { visitorId, signedIn } = await hello(socket, { accessToken: forged });
      expect(signedIn).toBe(false);
      expect((await liveVisitor(visitorId))?.isMappedUser).toBe(false);
    });

    it('reads device, browser and OS from the user agent, not from what the client claims', async () => {
      const socket = await visitorSocket();
      const { visitorId } = await hello(socket, { userAgent: SAFARI_IPHONE });
      expect(await liveVisitor(visitorId)).toMatchObject({
        device: 'Mobile',
        browser: 'Mobile Safari',
        os: 'iOS 17.4',
      });
    });

    it('anonymises the address and normalises an IPv4-mapped one', async () => {
      const plain = await visitorSocket({ ip: '203.0.113.77' });
      const mapped = await visitorSocket({ ip: '::ffff:198.51.100.9' });
      const a = await liveVisitor((await hello(plain)).visitorId);
      const b = await liveVisitor((await hello(mapped)).visitorId);
      expect(a).toMatchObject({
        ip_raw: '203.0.113.77',
        ip_normalized: '203.0.113.77',
        ip_anonymized: '203.0.113.0',
        ip_network: '203.0.113.0/24',
      });
      expect(b).toMatchObject({ ip_normalized: '198.51.100.9', ip_anonymized: '198.51.100.0' });
    });

    it('caps the sockets one address may hold open', async () => {
      const ip = uniqueIp();
      for (let i = 0; i < 3; i++) await visitorSocket({ ip });
      expect(await admissionOf(kit.stack.baseUrl, '/', { ip })).toBe('TOO_MANY_CONNECTIONS');
      sockets.pop()!.close();
      await sleep(200);
      expect(await admissionOf(kit.stack.baseUrl, '/', { ip })).toBe('connected');
    });
  });

  describe('admission of visitor sockets', () => {
    it('gives back the slot of a socket whose connection closed while it was being admitted', async () => {
      const ip = uniqueIp();
      for (let i = 0; i < 6; i++) await connectAndCloseAtOnce(ip);
      await sleep(200);
      for (let i = 0; i < 3; i++) await visitorSocket({ ip });
      expect(await admissionOf(kit.stack.baseUrl, '/', { ip })).toBe('TOO_MANY_CONNECTIONS');
    });

    it('refuses an address opening more sockets a minute than allowed, its whole IPv6 /64 alike', async () => {
      const [a, b] = [randomBytes(2).readUInt16BE(), randomBytes(2).readUInt16BE()];
      const network = `2001:db8:${a.toString(16)}:${b.toString(16)}`;
      const nextNetwork = `2001:db8:${a.toString(16)}:${(b ^ 1).toString(16)}`;
      for (let i = 1; i <= 8; i++) {
        const socket = await connectSocket(kit.stack.baseUrl, '/', { ip: `${network}::${i}` });
        socket.close();
      }
      expect(await admissionOf(kit.stack.baseUrl, '/', { ip: `${network}::99` })).toBe(
        'TOO_MANY_CONNECTIONS',
      );
      expect(await admissionOf(kit.stack.baseUrl, '/', { ip: `${nextNetwork}::1` })).toBe('connected');
      expect(await admissionOf(kit.stack.baseUrl, '/', { ip: uniqueIp() })).toBe('connected');
    });
  });

  describe('visitors:update', () => {
    it('reaches the admin within about 2 s of a ping', async () => {
      const admin = await listedAdminSocket();
      const visitor = await visitorSocket();
      const { visitorId } = await hello(visitor, { url: '/' });
      await sleep(1100);
      const url = `/pricing?t=${Date.now()}`;
      const pinged = Date.now();
      visitor.emit('ping:activity', { url });
      await nextEvent(
        admin,
        'visitors:update',
        (p) => p.visitors.some((v) => v.id === visitorId && v.url === url),
        2500,
      );
      expect(Date.now() - pinged).toBeLessThan(2500);
    });

    it('comes at most about once a second under a burst of pings', async () => {
      const admin = await listedAdminSocket();
      const visitors = await Promise.all(Array.from({ length: 20 }, () => visitorSocket()));
      await Promise.all(visitors.map((v) => hello(v)));
      const updates = record(admin, 'visitors:update');
      const started = Date.now();
      while (Date.now() - started < 4000) {
        visitors.forEach((v, i) => v.emit('ping:activity', { url: `/page-${i}-${Date.now() % 7}` }));
        await sleep(50);
      }
      await sleep(300);
      const seconds = (Date.now() - started) / 1000;
      expect(updates.length).toBeGreaterThanOrEqual(2);
      expect(updates.length).toBeLessThanOrEqual(Math.ceil(seconds) + 1);
    });

    it('computes each status from the last activity', async () => {
      const admin = await adminSocket();
      const visitor = await visitorSocket();
      const { visitorId } = await hello(visitor);
      const page = await nextEvent(admin, 'visitors:update', (p) =>
        p.visitors.some((v) => v.id === visitorId),
      );
      expect(page.visitors.find((v) => v.id === visitorId)?.status).toBe('Actif');
      expect(page.stats.active).toBeGreaterThanOrEqual(1);
    });
  });

  describe('pushes to users', () => {
    it("sends a notification to that user's sockets only", async () => {
      const [aliceSocket, bobSocket, anonymous] = await Promise.all([
        visitorSocket(),
        visitorSocket(),
        visitorSocket(),
      ]);
      await hello(aliceSocket, { accessToken: alice.token });
      await hello(bobSocket, { accessToken: bob.token });
      await hello(anonymous);
      const bobGot = record(bobSocket, 'notification');
      const anonymousGot = record(anonymous, 'notification');
      const received = nextEvent(aliceSocket, 'notification');
      await kit.bus.emit(NotificationsEvents.notificationCreated, {
        userId: alice.id,
        id: randomUUID(),
        title: 'Crédits ajoutés',
        message: '10 crédits',
        type: 'success',
        createdAt: new Date().toISOString(),
      });
      expect(await received).toMatchObject({
        title: 'Crédits ajoutés',
        message: '10 crédits',
        type: 'success',
        timestamp: expect.any(String),
      });
      await sleep(500);
      expect(bobGot).toHaveLength(0);
      expect(anonymousGot).toHaveLength(0);
      // The first events after the gateway started were handled at once, none refused by a
      // Redis client still connecting.
      expect(kit.stack.logs('gateway')).not.toMatch(/isn't writeable|handling \S+ failed/);
    });

    it('pushes a broadcast once to every signed-in socket, flagged, and not to anonymous ones', async () => {
      const [aliceSocket, bobSocket, anonymous, signedOut] = await Promise.all([
        visitorSocket(),
        visitorSocket({ token: bob.token }),
        visitorSocket(),
        visitorSocket(),
      ]);
      await hello(aliceSocket, { accessToken: alice.token });
      await hello(anonymous);
      // Signed in, then out: it leaves the signed-in room with its user's.
      await hello(signedOut, { accessToken: alice.token });
      await hello(signedOut);
      const aliceGot = record(aliceSocket, 'notification');
      const bobGot = record(bobSocket, 'notification');
      const anonymousGot = record(anonymous, 'notification');
      const signedOutGot = record(signedOut, 'notification');
      const body = { title: 'Maintenance ce soir', message: 'De 22 h à 23 h', type: 'warning' };

      const sent = await api('POST', '/api/admin/notifications/broadcast', kit.admin, body);
      expect(sent.status).toBe(200);
      const expected = {
        ...body,
        id: expect.stringMatching(/^broadcast:\d{4}-\d{2}-\d{2}T/),
        timestamp: expect.any(String),
        broadcast: true,
      };
      await until('both users to be told', async () => aliceGot.length > 0 && bobGot.length > 0);
      await sleep(500);
      expect(aliceGot).toEqual([expected]);
      expect(bobGot).toEqual([expected]);
      expect(bobGot[0].id).toBe(aliceGot[0].id);
      expect(bobGot[0].id).toBe(`broadcast:${bobGot[0].timestamp}`);
      expect(anonymousGot).toHaveLength(0);
      expect(signedOutGot).toHaveLength(0);
      // Each user's own row is in their list, for the client's reload.
      const aliceList = await api('GET', '/api/notifications', alice);
      expect(aliceList.body.notifications[0]).toMatchObject({ ...body, is_read: false });
    });

    it("sends user:status_changed to that user's sockets, joined by a handshake token too", async () => {
      const bobSocket = await visitorSocket({ token: bob.token });
      const aliceSocket = await visitorSocket();
      await hello(aliceSocket, { accessToken: alice.token });
      const aliceGot = record(aliceSocket, 'user:status_changed');
      const received = nextEvent(bobSocket, 'user:status_changed');
      await kit.request(AuthSubjects.updateUser, { userId: bob.id, isAdmin: true, actorId: kit.admin.id });
      expect(await received).toEqual({ userId: bob.id, reason: 'admin_granted' });
      await sleep(500);
      expect(aliceGot).toHaveLength(0);
      await kit.request(AuthSubjects.updateUser, { userId: bob.id, isAdmin: false, actorId: kit.admin.id });
    });
  });

  describe('sessions that end', () => {
    const notify = (userId: string, title: string) =>
      kit.bus.emit(NotificationsEvents.notificationCreated, {
        userId,
        id: randomUUID(),
        title,
        message: 'Bonjour',
        type: 'info',
        createdAt: new Date().toISOString(),
      });

    it('close their public sockets, except the session that changed the password', async () => {
      const frank = await kit.user('frank');
      const other = await authClient(kit).signInWithPassword({
        email: frank.email,
        password: STRONG_PASSWORD,
      });
      const otherToken = other.data.session!.access_token;
      const kept = await visitorSocket();
      await hello(kept, { accessToken: frank.token });
      const ended = await visitorSocket({ token: otherToken });
      await hello(ended, { accessToken: otherToken });
      const told = nextEvent(ended, 'user:status_changed');
      const closed = closedBy(ended);

      const changed = await api('PUT', '/auth/v1/user', frank, {
        password: 'Another-Horse-7',
        current_password: STRONG_PASSWORD,
      });
      expect(changed.status).toBe(200);
      // Told why first, then closed by the server.
      expect(await told).toEqual({ userId: frank.id, reason: 'password_changed' });
      expect(await closed).toBe('io server disconnect');
      const keptGot = record(kept, 'notification');
      const endedGot = record(ended, 'notification');
      await notify(frank.id, 'Après le changement');
      await kit.bus.emit(BroadcastEvents.sent, {
        title: 'Annonce',
        message: 'Pour tous',
        type: 'info',
        createdAt: new Date().toISOString(),
        count: 1,
      });
      await until('the kept session to be told', async () => keptGot.length === 2);
      expect(endedGot).toHaveLength(0);
      expect(kept.connected).toBe(true);
    });

    it('close every public socket of a suspended user, after telling it why', async () => {
      const gina = await kit.user('gina');
      const socket = await visitorSocket({ token: gina.token });
      await hello(socket, { accessToken: gina.token });
      const told = nextEvent(socket, 'user:status_changed');
      const closed = closedBy(socket);
      await kit.request(AuthSubjects.updateUser, { userId: gina.id, isActive: false, actorId: kit.admin.id });
      expect(await told).toEqual({ userId: gina.id, reason: 'suspended' });
      expect(await closed).toBe('io server disconnect');
    });

    it("close after a sign-out: the signed-out session's sockets alone, then every one", async () => {
      const hana = await kit.user('hana');
      // Support: no second factor needed, so both password sessions open the admin feed.
      await kit.request(AuthSubjects.updateUser, { userId: hana.id, role: 'support', actorId: kit.admin.id });
      const other = await authClient(kit).signInWithPassword({
        email: hana.email,
        password: STRONG_PASSWORD,
      });
      const sessionA = hana;
      const sessionB = { ...hana, token: other.data.session!.access_token };
      const [socketA, socketB] = await Promise.all([visitorSocket(), visitorSocket()]);
      await hello(socketA, { accessToken: sessionA.token });
      await hello(socketB, { accessToken: sessionB.token });
      const [adminA, adminB] = await Promise.all([adminSocket(sessionA.token), adminSocket(sessionB.token)]);
      const adminAClosed = new Promise((resolve) => adminA.once('disconnect', resolve));
      const adminBClosed = new Promise((resolve) => adminB.once('disconnect', resolve));
      const [socketAClosed, socketBClosed] = [closedBy(socketA), closedBy(socketB)];
      const gotB = record(socketB, 'notification');

      expect((await api('POST', '/auth/v1/logout?scope=local', sessionA)).status).toBe(204);
      await adminAClosed;
      expect(await socketAClosed).toBe('io server disconnect');
      await notify(hana.id, 'Après la déconnexion de A');
      await until('the other session to be told', async () => gotB.length === 1);
      expect(adminB.connected).toBe(true);
      expect(socketB.connected).toBe(true);

      expect((await api('POST', '/auth/v1/logout?scope=global', sessionB)).status).toBe(204);
      await adminBClosed;
      expect(await socketBClosed).toBe('io server disconnect');
      await kit.request(AuthSubjects.updateUser, { userId: hana.id, isAdmin: false, actorId: kit.admin.id });
    });
  });

  describe('connection history', () => {
    it('records a visit as it happens and closes it with its pages and duration', async () => {
      const carol = await kit.user('carol');
      const socket = await visitorSocket();
      const { visitorId } = await hello(socket, { accessToken: carol.token, url: '/' });
      const open = await until('the open record', () => connection(visitorId, carol.email));
      expect(open).toMatchObject({
        status: 'connected',
        disconnectedAt: null,
        email: carol.email,
        pagesVisited: 1,
      });

      for (const url of ['/pricing', '/pricing', '/about']) {
        socket.emit('ping:activity', { url });
        await sleep(150);
      }
      await sleep(700);
      socket.close();
      const closed = await until('the closed record', async () => {
        const c = await connection(visitorId, carol.email);
        return c?.status === 'disconnected' && c;
      });
      expect(closed).toMatchObject({ pagesVisited: 3, device: 'Desktop', browser: 'Chrome', location: null });
      expect(closed.disconnectedAt).not.toBeNull();
      expect(closed.duration).toBeGreaterThanOrEqual(1);
      expect(closed.ip_network).toMatch(/\.0\/24$/);
      expect(await liveVisitor(visitorId)).toBeUndefined();
    });

    it('closes a visit idle past the timeout and reopens it when activity resumes', async () => {
      const dave = await kit.user('dave');
      const socket = await visitorSocket();
      const { visitorId } = await hello(socket, { accessToken: dave.token });
      await until(
        'the idle visit to close',
        async () => (await connection(visitorId, dave.email))?.status === 'disconnected',
        10000,
      );
      socket.emit('ping:activity', { url: '/dashboard' });
      await until(
        'the visit to reopen',
        async () => (await connection(visitorId, dave.email))?.status === 'connected',
      );
    });

    it('filters, counts and rejects malformed filters', async () => {
      const all = await api('GET', '/api/admin/connections', kit.admin);
      expect(all.status).toBe(200);
      expect(all.body).toMatchObject({ page: 1, pageSize: 10, stats: { total: expect.any(Number) } });
      expect(all.body.stats.uniqueUsers).toBeGreaterThanOrEqual(1);
      const mobile = await api('GET', '/api/admin/connections?device=Mobile&date=today', kit.admin);
      expect((mobile.body.items as ConnectionRecord[]).every((c) => c.device === 'Mobile')).toBe(true);
      for (const query of ['device=Phone', 'status=gone', 'date=year', 'pageSize=1000', 'page=0']) {
        expect((await api('GET', `/api/admin/connections?${query}`, kit.admin)).status).toBe(400);
      }
      expect((await api('GET', '/api/admin/connections', alice)).status).toBe(403);
      expect((await api('GET', '/api/admin/connections')).status).toBe(401);
    });

    it('exports the filtered rows as CSV with the spec columns and French fallbacks', async () => {
      const socket = await visitorSocket({ ip: '192.0.2.55' });
      const { visitorId } = await hello(socket);
      await until('the record', () => connection(visitorId, '192.0.2.0'));
      const res = await fetch(`${kit.stack.baseUrl}/api/admin/connections.csv?search=192.0.2.0`, {
        headers: { authorization: `Bearer ${kit.admin.token}`, 'x-forwarded-for': uniqueIp() },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(res.headers.get('content-disposition')).toMatch(
        /attachment; filename="historique-connexions-\d{4}-\d{2}-\d{2}\.csv"/,
      );
      const lines = (await res.text())
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r\n/);
      expect(lines[0]).toBe(connectionsCsvHeader('Europe/Paris').join(','));
      const row = lines.find((l) => l.startsWith(visitorId))!.split(',');
      expect(row).toHaveLength(CONNECTIONS_CSV_COLUMNS.length);
      expect(row.slice(2, 5)).toEqual(['Anonyme', 'Inconnu', '192.0.2.0/24']);
      expect(row[9]).toBe('En cours');
      expect(row[11]).toBe('Connecté');
    });
  });

  describe('clearing the live list', () => {
    it('is refused to a non-admin and leaves the list as it was', async () => {
      const socket = await visitorSocket();
      const { visitorId } = await hello(socket);
      expect((await api('POST', '/api/admin/clear-visitors', alice)).status).toBe(403);
      expect(await liveVisitor(visitorId)).toBeDefined();
    });

    it('empties the list for an admin, writes the audit log, and live visitors come back on their next ping', async () => {
      const socket = await visitorSocket();
      const { visitorId } = await hello(socket);
      const cleared = await api('POST', '/api/admin/clear-visitors', kit.admin);
      expect(cleared).toMatchObject({ status: 200, body: { success: true, cleared: expect.any(Number) } });
      expect(cleared.body.cleared).toBeGreaterThanOrEqual(1);
      expect(await liveVisitor(visitorId)).toBeUndefined();
      socket.emit('ping:activity', { url: '/back' });
      await until('the visitor to reappear', () => liveVisitor(visitorId));
      const audit = await api('GET', '/api/admin/audit-log', kit.admin);
      expect(audit.body.entries).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ action: 'visitors.cleared', actor_email: kit.admin.email }),
        ]),
      );
    });
  });
});
