/**
 * Settings › Sessions and new sign-in alerts against a whole stack, through `@supabase/auth-js`
 * where a browser would use it: listing and ending sessions from another device, the alert
 * mailed once for a new device and address, its "This wasn't me" link, and the per-address limit
 * counting an IPv6 client by its /64.
 */
import { AuthClient } from '@supabase/auth-js';
import { AccountSessionsResponse, NotificationsEvents } from '@storefront/contracts';
import Redis from 'ioredis';
import { randomBytes, randomUUID } from 'node:crypto';
import {
  call,
  listMail,
  NEW_SIGN_IN_SUBJECT,
  STRONG_PASSWORD,
  uniqueEmail,
  uniqueIp,
} from '../../../tests/support/auth-kit';
import { waitFor } from '../../../tests/support/stack';
import { PresenceKit, startPresenceKit } from '../realtime/__tests__/presence-stack';
import {
  CHROME_WINDOWS,
  ClientSocket,
  closedBy,
  connectSocket,
  hello,
  record,
  SAFARI_IPHONE,
  sleep,
} from '../../../tests/support/socket-test-kit';

jest.setTimeout(60000);

/** The stack's per-address limit: the product's default. */
const PER_ADDRESS = 30;

const claims = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { session_id: string };

describe('sessions a user can see and end', () => {
  let kit: PresenceKit;
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    kit = await startPresenceKit({ RATE_LIMIT_PER_IP: String(PER_ADDRESS) });
  }, 180000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await kit?.close();
  });

  /** auth-js as a browser on one device: its own address and user agent. */
  function device(userAgent: string, ip = uniqueIp()) {
    const auth = new AuthClient({
      url: `${kit.stack.baseUrl}/auth/v1`,
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      headers: { 'x-forwarded-for': ip, 'user-agent': userAgent },
    });
    return { auth, ip, userAgent };
  }

  /** A verified account, signed up and confirmed on `first` (its first session). */
  async function signedUp(label: string, first: ReturnType<typeof device>) {
    const email = uniqueEmail(label);
    const { error } = await first.auth.signUp({
      email,
      password: STRONG_PASSWORD,
      options: { data: { first_name: 'Ada', last_name: 'Lovelace' } },
    });
    if (error) throw error;
    const mail = await waitFor('the sign-up code', async () => (await listMail(kit, email))[0], 20000);
    const code = /\b(\d{6})\b/.exec(mail.text)![1];
    const verified = await first.auth.verifyOtp({ email, token: code, type: 'email' });
    if (verified.error) throw verified.error;
    return { email, userId: verified.data.user!.id, session: verified.data.session! };
  }

  async function signIn(on: ReturnType<typeof device>, email: string) {
    const { data, error } = await on.auth.signInWithPassword({ email, password: STRONG_PASSWORD });
    if (error) throw error;
    return data.session;
  }

  const api = (method: string, path: string, token?: string, body?: unknown) =>
    call(kit, method, path, { token, body });

  /** Lets a sign-up of `email` be mailed again now rather than after the 60 s resend cool-down. */
  async function endSignUpCooldown(email: string) {
    const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    await redis.del(`${kit.stack.env.REDIS_KEY_PREFIX}auth:send-slot:signup:${email}`);
    redis.disconnect();
  }

  const alerts = async (email: string) =>
    (await listMail(kit, email)).filter((m) => NEW_SIGN_IN_SUBJECT.test(m.subject));

  async function signedInSocket(token: string) {
    const socket = await connectSocket(kit.stack.baseUrl, '/', { ip: uniqueIp() });
    sockets.push(socket);
    await hello(socket, { accessToken: token });
    return socket;
  }

  const notify = (userId: string, title: string) =>
    kit.bus.emit(NotificationsEvents.notificationCreated, {
      userId,
      id: randomUUID(),
      title,
      message: 'Bonjour',
      type: 'info',
      createdAt: new Date().toISOString(),
    });

  it('a session’s "Last active" follows its use, not only its sign-in', async () => {
    const laptop = device(CHROME_WINDOWS);
    const phone = device(SAFARI_IPHONE);
    const { email, session: onLaptop } = await signedUp('last-active', laptop);
    const onPhone = await signIn(phone, email);
    const phoneSession = claims(onPhone.access_token).session_id;
    const phoneListed = async () =>
      (
        (await api('GET', '/api/account/sessions', onLaptop.access_token)).body as AccountSessionsResponse
      ).sessions.find((session) => session.id === phoneSession)!;
    const signedInAt = Date.parse((await phoneListed()).last_active_at);

    await sleep(1500);
    expect((await api('GET', '/api/user/admin-status', onPhone.access_token)).status).toBe(200);
    const used = await phoneListed();
    expect(Date.parse(used.last_active_at) - signedInAt).toBeGreaterThanOrEqual(1000);
    expect(Date.parse(used.last_active_at)).toBeLessThanOrEqual(Date.now());
  });

  it('ends a session from another device: refused at once, its refresh token dead, its socket closed', async () => {
    const laptop = device(CHROME_WINDOWS);
    const phone = device(SAFARI_IPHONE);
    const { email, userId, session: onLaptop } = await signedUp('ended', laptop);
    const onPhone = await signIn(phone, email);
    const phoneSession = claims(onPhone.access_token).session_id;

    const listed = await api('GET', '/api/account/sessions', onLaptop.access_token);
    expect(listed.status).toBe(200);
    const { sessions } = listed.body as AccountSessionsResponse;
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({
      id: claims(onLaptop.access_token).session_id,
      current: true,
      device: { type: 'desktop', browser: 'Chrome', os: 'Windows 10' },
      ip: laptop.ip,
      location: null,
    });
    expect(sessions[1]).toMatchObject({
      id: phoneSession,
      current: false,
      device: { type: 'mobile', browser: 'Mobile Safari', os: 'iOS 17.4' },
      ip: phone.ip,
    });
    expect(Date.parse(sessions[1].created_at)).toBeLessThanOrEqual(Date.parse(sessions[1].last_active_at));

    const phoneSocket = await signedInSocket(onPhone.access_token);
    const laptopSocket = await signedInSocket(onLaptop.access_token);
    const phoneClosed = closedBy(phoneSocket);
    const toLaptop = record(laptopSocket, 'notification');

    // Someone else cannot end it, nor learn that it exists.
    const stranger = await signedUp('stranger', device(CHROME_WINDOWS));
    const foreign = await api(
      'DELETE',
      `/api/account/sessions/${phoneSession}`,
      stranger.session.access_token,
    );
    expect(foreign).toEqual({
      status: 404,
      body: { error: 'Session not found', code: 'ACCOUNT_SESSION_NOT_FOUND' },
    });
    expect((await api('GET', '/api/user/admin-status', onPhone.access_token)).status).toBe(200);

    const ended = await api('DELETE', `/api/account/sessions/${phoneSession}`, onLaptop.access_token);
    expect(ended).toEqual({ status: 200, body: { ended: 1 } });

    // The very next request with the phone's unexpired access token is refused.
    const refused = await api('GET', '/api/user/admin-status', onPhone.access_token);
    expect(refused).toEqual({ status: 401, body: { error: expect.any(String), code: 'SESSION_NOT_FOUND' } });
    const user = await phone.auth.getUser(onPhone.access_token);
    expect(user.error).not.toBeNull();
    const refreshed = await phone.auth.refreshSession({ refresh_token: onPhone.refresh_token });
    expect(refreshed.error?.message).toMatch(/Refresh Token/);

    // The phone's socket is closed by the server; the laptop's stays and still hears the user's pushes.
    expect(await phoneClosed).toBe('io server disconnect');
    await notify(userId, 'Après la fin de la session du téléphone');
    await waitFor('the laptop to be told', async () => toLaptop.length === 1, 8000);
    expect(laptopSocket.connected).toBe(true);

    const after = (await api('GET', '/api/account/sessions', onLaptop.access_token))
      .body as AccountSessionsResponse;
    expect(after.sessions.map((s) => s.id)).toEqual([claims(onLaptop.access_token).session_id]);
    const again = await api('DELETE', `/api/account/sessions/${phoneSession}`, onLaptop.access_token);
    expect(again.status).toBe(404);
    expect((await api('DELETE', '/api/account/sessions/not-a-session', onLaptop.access_token)).status).toBe(
      404,
    );
  });

  it('signs out every other session, closing their sockets, and keeps this one', async () => {
    const here = device(CHROME_WINDOWS);
    const { email, session } = await signedUp('others', here);
    const others = await Promise.all([
      signIn(device(SAFARI_IPHONE), email),
      signIn(device(CHROME_WINDOWS), email),
    ]);
    const otherSockets = await Promise.all(others.map((other) => signedInSocket(other.access_token)));
    const closed = otherSockets.map((socket) => closedBy(socket));
    const kept = await signedInSocket(session.access_token);

    const res = await api('POST', '/api/account/sessions/sign-out-others', session.access_token);
    expect(res).toEqual({ status: 200, body: { ended: 2 } });
    for (const other of others)
      expect((await api('GET', '/api/user/admin-status', other.access_token)).status).toBe(401);
    expect((await api('GET', '/api/user/admin-status', session.access_token)).status).toBe(200);
    expect(await Promise.all(closed)).toEqual(['io server disconnect', 'io server disconnect']);
    expect(kept.connected).toBe(true);
    const left = (await api('GET', '/api/account/sessions', session.access_token))
      .body as AccountSessionsResponse;
    expect(left.sessions).toHaveLength(1);
  });

  it("mails one alert for a new device and address, none for the sign-up's own sign-in or a known place", async () => {
    const home = device(CHROME_WINDOWS);
    const { email, userId } = await signedUp('alert', home);
    // The same browser at the same address: nothing to say.
    await signIn(home, email);
    // The same browser at another address of the same IPv6 /64 as the earlier sign-in is known too.
    const block = `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
    await signIn(device(CHROME_WINDOWS, `${block}::1`), email);
    await signIn(device(CHROME_WINDOWS, `${block}::2`), email);

    const away = device(SAFARI_IPHONE, '198.51.100.23');
    const awaySession = await signIn(away, email);
    const alert = await waitFor('the alert', async () =>
      (await alerts(email)).find((m) => m.text.includes('198.51.100.23')),
    );
    expect(alert.subject).toBe('New sign-in to your Oddsmith account');
    expect(alert.text).toContain('Device: Mobile Safari on iOS 17.4 (phone)');
    expect(alert.text).toContain('Address: 198.51.100.23');
    expect(alert.text).toMatch(/When: \w+ \d+ \w+ \d{4} at \d\d:\d\d UTC/);

    // Signing in there again is now a known place; another IPv4 address is not.
    await signIn(away, email);
    await sleep(1500);
    const sent = await alerts(email);
    // One for the phone and one for the first address of the /64: the sign-up's sign-in, its
    // twin and the later visits of a known place sent nothing.
    expect(sent.map((m) => /Address: (\S+)/.exec(m.text)![1]).sort()).toEqual(
      [`${block}::1`, '198.51.100.23'].sort(),
    );

    // Turned off in Email preferences: no alert.
    const prefs = await api('PUT', '/api/account/email-preferences', awaySession.access_token, {
      preferences: { new_sign_in: false },
    });
    expect(prefs.body.preferences.new_sign_in).toBe(false);
    await signIn(device(CHROME_WINDOWS, '198.51.100.99'), email);
    await sleep(1500);
    expect(await alerts(email)).toHaveLength(2);
    expect(userId).toBeTruthy();
  });

  it("'This wasn't me' ends every session and mails a recovery code, once", async () => {
    const home = device(CHROME_WINDOWS);
    const { email, session: atHome } = await signedUp('disown', home);
    const intruder = await signIn(device(SAFARI_IPHONE), email);
    const alert = await waitFor('the alert', async () => (await alerts(email))[0]);
    const token = /\/account\/disown\?token=([A-Za-z0-9_-]{43})/.exec(alert.text)![1];

    const before = (await listMail(kit, email)).length;
    const res = await api('POST', '/api/account/sessions/disown', undefined, { token });
    expect(res).toEqual({ status: 200, body: { success: true, message: expect.any(String), email } });
    for (const s of [atHome, intruder])
      expect((await api('GET', '/api/user/admin-status', s.access_token)).status).toBe(401);
    const recovery = await waitFor('the recovery code', async () => {
      const mails = await listMail(kit, email);
      return mails.length > before ? mails.find((m) => /password/i.test(m.subject)) : undefined;
    });
    expect(recovery.text).toMatch(/\b\d{6}\b/);

    const invalid = {
      status: 400,
      body: { error: 'This link is invalid or has expired', code: 'DISOWN_LINK_INVALID' },
    };
    expect(await api('POST', '/api/account/sessions/disown', undefined, { token })).toEqual(invalid);
    // A link nobody was sent ends nobody's sessions.
    const forged = randomBytes(32).toString('base64url');
    expect(await api('POST', '/api/account/sessions/disown', undefined, { token: forged })).toEqual(invalid);
    expect((await api('GET', '/api/user/admin-status', kit.admin.token)).status).toBe(200);
  });

  it('answers a sign-up of a confirmed address exactly as a new one, and mails its owner instead', async () => {
    const owner = await signedUp('owner', device(CHROME_WINDOWS));
    await endSignUpCooldown(owner.email);
    const fresh = uniqueEmail('fresh');
    const body = (email: string) => ({
      email,
      password: 'Intruder-Pass-3!',
      data: { first_name: 'Eve', last_name: 'Intruder' },
    });
    const [forFresh, forTaken] = await Promise.all([
      api('POST', '/auth/v1/signup', undefined, body(fresh)),
      api('POST', '/auth/v1/signup', undefined, body(owner.email.toUpperCase())),
    ]);
    expect(forTaken.status).toBe(forFresh.status);
    expect(forTaken.status).toBe(200);
    // Same shape and the same values but for the address, a made-up id and the times.
    const masked = (user: Record<string, any>) =>
      JSON.parse(
        JSON.stringify(user)
          .replaceAll(user.id, '<id>')
          .replaceAll(user.email, '<email>')
          .replace(/"\d{4}-\d\d-\d\dT[^"]+"/g, '"<time>"'),
      );
    expect(masked(forTaken.body)).toEqual(masked(forFresh.body));
    expect(forTaken.body).toMatchObject({ email: owner.email, email_confirmed_at: null });
    expect(forTaken.body.id).not.toBe(owner.userId);

    // auth-js sees a sign-up waiting for its code, as for any new address.
    const again = await device(SAFARI_IPHONE).auth.signUp({
      email: owner.email,
      password: 'Intruder-Pass-3!',
      options: { data: { first_name: 'Eve', last_name: 'Intruder' } },
    });
    const freshAgain = await device(SAFARI_IPHONE).auth.signUp({
      email: fresh,
      password: 'Intruder-Pass-3!',
      options: { data: { first_name: 'Eve', last_name: 'Intruder' } },
    });
    // Within the resend cool-down both are refused alike.
    expect(again.error?.status).toBe(429);
    expect(freshAgain.error?.status).toBe(429);
    expect(again.error?.message).toBe(freshAgain.error?.message);

    const told = await waitFor('the owner to be told', async () =>
      (await listMail(kit, owner.email)).find(
        (m) => m.subject === 'Someone tried to sign up with your address',
      ),
    );
    expect(told.text).toContain(`with ${owner.email}, an address that already has an account`);
    await sleep(1000);
    const mails = await listMail(kit, owner.email);
    expect(mails.filter((m) => m.subject === told.subject)).toHaveLength(1);
    expect(mails.filter((m) => /Verify your email/.test(m.subject))).toHaveLength(1);
    // Nothing about the account changed.
    const intruder = await device(CHROME_WINDOWS).auth.signInWithPassword({
      email: owner.email,
      password: 'Intruder-Pass-3!',
    });
    expect(intruder.error?.status).toBe(400);
    await signIn(device(CHROME_WINDOWS), owner.email);
  });

  it('asks whoever confirms a sign-up from another place than the one that set its password to choose one', async () => {
    const email = uniqueEmail('pending');
    const owner = device(CHROME_WINDOWS);
    const intruder = device(SAFARI_IPHONE);
    const names = { data: { first_name: 'Ada', last_name: 'Lovelace' } };
    expect((await owner.auth.signUp({ email, password: 'Owner-Pass-1!', options: names })).error).toBeNull();
    // Later, someone else signs the still pending address up again: their password replaces it.
    await endSignUpCooldown(email);
    await kit.db.query(
      `UPDATE auth.one_time_codes SET last_sent_at = last_sent_at - interval '61 seconds'
        WHERE user_id = (SELECT id FROM auth.users WHERE email = $1)`,
      [email],
    );
    expect(
      (await intruder.auth.signUp({ email, password: 'Intruder-Pass-3!', options: names })).error,
    ).toBeNull();
    const code = await waitFor('the second sign-up code', async () => {
      const codes = (await listMail(kit, email)).filter((m) => /Verify your email/.test(m.subject));
      return codes.length === 2 ? /\b(\d{6})\b/.exec(codes[0].text)![1] : undefined;
    });

    // The owner confirms it in their own browser: signed in, and asked to choose a password.
    const verified = await owner.auth.verifyOtp({ email, token: code, type: 'email' });
    expect(verified.error).toBeNull();
    expect(verified.data.user!.app_metadata).toMatchObject({ password_required: true });
    for (const password of ['Intruder-Pass-3!', 'Owner-Pass-1!']) {
      const attempt = await device(CHROME_WINDOWS).auth.signInWithPassword({ email, password });
      expect(attempt.error?.status).toBe(400);
    }
    const token = verified.data.session!.access_token;
    const weak = await api('POST', '/api/account/choose-password', token, { password: 'short' });
    expect(weak.status).toBe(422);
    const chosen = await api('POST', '/api/account/choose-password', token, { password: 'Chosen-Pass-4!' });
    expect(chosen).toEqual({ status: 200, body: { success: true, message: 'Password saved' } });
    const again = await api('POST', '/api/account/choose-password', token, { password: 'Other-Pass-5!' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('PASSWORD_ALREADY_SET');
    const signedIn = await device(CHROME_WINDOWS).auth.signInWithPassword({
      email,
      password: 'Chosen-Pass-4!',
    });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user!.app_metadata.password_required).toBeUndefined();
  });

  it('keeps the password of a sign-up confirmed where it was made, and nothing is left to choose', async () => {
    const here = device(CHROME_WINDOWS);
    const { email, session } = await signedUp('kept', here);
    expect(session.user.app_metadata.password_required).toBeUndefined();
    expect((await signIn(device(SAFARI_IPHONE), email)).access_token).toBeTruthy();
    const refused = await api('POST', '/api/account/choose-password', session.access_token, {
      password: 'Other-Pass-5!',
    });
    expect(refused.status).toBe(409);
  });

  it('limits sign-ins per IPv6 /64: the 31st from one block is refused, another block is not', async () => {
    const site = `2001:db8:${randomBytes(2).toString('hex')}`;
    const block = `${site}:1`;
    const attempt = (ip: string) =>
      device(CHROME_WINDOWS, ip).auth.signInWithPassword({
        email: uniqueEmail('nobody'),
        password: 'Wrong-Pass-1!',
      });
    for (let i = 1; i <= PER_ADDRESS; i++) {
      const { error } = await attempt(`${block}:${i.toString(16)}::1`);
      expect(error?.status).toBe(400);
    }
    const limited = await attempt(`${block}:ffff:ffff:ffff:ffff`);
    expect(limited.error?.status).toBe(429);
    const neighbour = await attempt(`${site}:2::1`);
    expect(neighbour.error?.status).toBe(400);
  });
});
