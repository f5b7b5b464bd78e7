/**
 * What an abusive client runs into: per-IP and per-email limits on every auth action that costs a
 * password check, a code guess or a mail; the body size limit; the cap on sockets per address;
 * and the gateway's deadlines for slow clients. Each refusal must leave everyone else served.
 *
 * Covered elsewhere and not repeated here: sign-in failures per email and the signup resend
 * cool-down (`gateway/src/auth/auth-security.int-spec.ts`), the websocket cap freeing a slot on
 * close (`gateway/src/realtime/realtime.int-spec.ts`).
 */
import { connect as connectTcp, Socket as TcpSocket } from 'node:net';
import { Client } from 'pg';
import {
  AuthKit,
  authClient,
  call,
  codeMailedBy,
  HttpAnswer,
  registeredUser,
  startKit,
  STRONG_PASSWORD,
  uniqueEmail,
  uniqueIp,
} from '../support/auth-kit';
import { recordFigures } from '../support/figures';
import { admissionOf, ClientSocket, connectSocket, sleep } from '../support/socket-test-kit';

const PER_IP = 4;
const PER_EMAIL = 3;
const WINDOW_SECONDS = 900;
const SOCKETS_PER_IP = 3;
const HEADERS_TIMEOUT_MS = 1000;
const REQUEST_TIMEOUT_MS = 2000;
const TOO_MANY = 'Too many requests. Please wait before trying again';

const signUpBody = (email: string) => ({
  email,
  password: STRONG_PASSWORD,
  data: { first_name: 'Ada', last_name: 'Lovelace' },
});

interface LimitedAction {
  name: string;
  path: string;
  body: (email: string) => Record<string, unknown>;
  /** The error code in the answer's shape: GoTrue's `error_code` under /auth/v1, `code` under /api. */
  code: string;
}

const ACTIONS: Record<string, LimitedAction> = {
  signIn: {
    name: 'sign-in',
    path: '/auth/v1/token?grant_type=password',
    body: (email) => ({ email, password: 'Wrong-Pass-1!' }),
    code: 'over_request_rate_limit',
  },
  signUp: { name: 'sign-up', path: '/auth/v1/signup', body: signUpBody, code: 'over_request_rate_limit' },
  verify: {
    name: 'code verification',
    path: '/auth/v1/verify',
    body: (email) => ({ type: 'email', email, token: '000000' }),
    code: 'over_request_rate_limit',
  },
  resetCode: {
    name: 'reset code check',
    path: '/api/reset-password/verify-code',
    body: (email) => ({ email, code: '000000' }),
    code: 'OVER_REQUEST_RATE_LIMIT',
  },
  resend: {
    name: 'resend',
    path: '/auth/v1/resend',
    body: (email) => ({ type: 'signup', email }),
    code: 'over_request_rate_limit',
  },
  recover: {
    name: 'recovery',
    path: '/auth/v1/recover',
    body: (email) => ({ email }),
    code: 'over_request_rate_limit',
  },
  otp: {
    name: 'sign-in code',
    path: '/auth/v1/otp',
    body: (email) => ({ email }),
    code: 'over_request_rate_limit',
  },
};

describe('abuse limits', () => {
  let kit: AuthKit;
  let db: Client;
  /** One gateway's own address: the socket cap and the deadlines are per gateway process. */
  let gateway: string;
  let port: number;
  const figures = {
    limitsChecked: 0,
    refusalsChecked: 0,
    requestsSent: 0,
    socketsOpened: 0,
    slowClientsCut: 0,
  };
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    kit = await startKit({
      services: ['auth', 'notifications'],
      env: {
        RATE_LIMIT_PER_IP: String(PER_IP),
        RATE_LIMIT_PER_EMAIL: String(PER_EMAIL),
        RATE_LIMIT_WINDOW_SECONDS: String(WINDOW_SECONDS),
        SOCKETS_PER_IP_MAX: String(SOCKETS_PER_IP),
        HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
        HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
      },
    });
    gateway = kit.stack.gateways[0];
    port = Number(new URL(gateway).port);
    db = new Client({ connectionString: kit.stack.database.url });
    await db.connect();
  });

  afterEach(() => sockets.splice(0).forEach((s) => s.close()));

  afterAll(async () => {
    recordFigures('abuse', figures);
    await db?.end();
    await kit?.close();
  });

  async function send(
    action: LimitedAction,
    email: string,
    ip: string,
  ): Promise<HttpAnswer & { retryAfter: string | null }> {
    figures.requestsSent++;
    const res = await fetch(`${kit.stack.baseUrl}${action.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify(action.body(email)),
    });
    return { status: res.status, body: await res.json(), retryAfter: res.headers.get('retry-after') };
  }

  /** A 429 in the surface's error shape, with the spec message and a usable Retry-After. */
  function expectRefused(
    res: HttpAnswer & { retryAfter: string | null },
    action: LimitedAction,
    maxWait: number,
  ) {
    expect(res.status).toBe(429);
    if (action.path.startsWith('/auth/v1')) {
      expect(res.body).toMatchObject({ code: 429, error_code: action.code, msg: TOO_MANY });
    } else {
      expect(res.body).toEqual({ error: TOO_MANY, code: action.code });
    }
    const wait = Number(res.retryAfter);
    expect(Number.isInteger(wait)).toBe(true);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(maxWait);
    figures.refusalsChecked++;
  }

  const emailsOf = (label: string, n: number) =>
    Array.from({ length: n }, (_, i) => uniqueEmail(`${label}${i}`));

  describe('per client address', () => {
    it.each(Object.values(ACTIONS).map((a) => [a.name, a] as const))(
      '%s: the address is refused after the limit, other addresses are not',
      async (_name, action) => {
        const ip = uniqueIp();
        for (const email of emailsOf('ip', PER_IP)) {
          expect((await send(action, email, ip)).status).not.toBe(429);
        }
        expectRefused(await send(action, uniqueEmail('ip-over'), ip), action, WINDOW_SECONDS);
        expect((await send(action, uniqueEmail('elsewhere'), uniqueIp())).status).not.toBe(429);
        figures.limitsChecked++;
      },
    );
  });

  describe('per email address, from changing addresses', () => {
    const perEmail = [ACTIONS.signUp, ACTIONS.verify, ACTIONS.resetCode];

    it.each(perEmail.map((a) => [a.name, a] as const))(
      '%s: the email is refused after the limit, other emails are not',
      async (_name, action) => {
        const email = uniqueEmail('target');
        for (let i = 0; i < PER_EMAIL; i++) {
          const res = await send(action, email, uniqueIp());
          // A pending sign-up asked again within the resend cool-down is refused as a resend would be.
          if (action === ACTIONS.signUp && i > 0)
            expectRefused(res, { ...action, code: 'over_email_send_rate_limit' }, 60);
          else expect(res.status).not.toBe(429);
        }
        expectRefused(await send(action, email, uniqueIp()), action, WINDOW_SECONDS);
        expect((await send(action, uniqueEmail('bystander'), uniqueIp())).status).not.toBe(429);
        figures.limitsChecked++;
      },
    );

    it('recovery: one mail per address a minute, whatever the client address; others still get theirs', async () => {
      const action = ACTIONS.recover;
      const email = uniqueEmail('recover');
      expect((await send(action, email, uniqueIp())).status).toBe(200);
      const again = await send(action, email, uniqueIp());
      expectRefused(again, { ...action, code: 'over_email_send_rate_limit' }, 60);
      expect((await send(action, uniqueEmail('other'), uniqueIp())).status).toBe(200);
      figures.limitsChecked++;
    });

    it('the cool-down tells an existing account when its next code can be sent', async () => {
      const { email } = await registeredUser(kit, 'cooldown');
      const action = ACTIONS.otp;
      await codeMailedBy(kit, email, () => send(action, email, uniqueIp()));
      expectRefused(
        await send(action, email, uniqueIp()),
        { ...action, code: 'over_email_send_rate_limit' },
        60,
      );
      figures.limitsChecked++;
    });
  });

  describe('request body size', () => {
    const padding = 'x'.repeat(70 * 1024);

    const TOO_LARGE = { error: 'The request body is too large', code: 'PAYLOAD_TOO_LARGE' };
    const GOTRUE_TOO_LARGE = {
      code: 413,
      error_code: 'request_too_large',
      msg: 'The request body is too large',
    };

    it("answers 413 in GoTrue's shape on /auth/v1 and creates no account", async () => {
      const email = uniqueEmail('huge');
      const res = await call(kit, 'POST', '/auth/v1/signup', {
        raw: JSON.stringify({ ...signUpBody(email), data: { first_name: 'Ada', last_name: padding } }),
      });
      expect(res).toEqual({ status: 413, body: GOTRUE_TOO_LARGE });
      const { rows } = await db.query('SELECT count(*)::int AS n FROM auth.users WHERE email = $1', [email]);
      expect(rows[0].n).toBe(0);
      figures.limitsChecked++;
    });

    it('answers 413 { error, code } on /api and changes nothing: the reset code and the old password still work', async () => {
      const { email, password } = await registeredUser(kit, 'reset-big');
      const code = await codeMailedBy(kit, email, () =>
        call(kit, 'POST', '/auth/v1/recover', { body: { email } }),
      );
      const res = await call(kit, 'POST', '/api/reset-password', {
        raw: JSON.stringify({ email, code, newPassword: 'Brand-New-Pass-1!', padding }),
      });
      expect(res).toEqual({ status: 413, body: TOO_LARGE });
      expect(
        (await call(kit, 'POST', '/api/reset-password/verify-code', { body: { email, code } })).body,
      ).toEqual({ valid: true });
      expect((await authClient(kit).signInWithPassword({ email, password })).error).toBeNull();
      figures.limitsChecked++;
    });

    it('counts a chunked body without Content-Length against the same limit', async () => {
      const chunk = new TextEncoder().encode(`{"email":"chunked@example.test","password":"${padding}`);
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(chunk);
          controller.enqueue(new TextEncoder().encode('"}'));
          controller.close();
        },
      });
      const res = await fetch(`${kit.stack.baseUrl}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': uniqueIp() },
        body,
        duplex: 'half',
      } as RequestInit);
      expect(res.status).toBe(413);
      expect(await res.json()).toMatchObject(GOTRUE_TOO_LARGE);
    });
  });

  describe('sockets per client address', () => {
    const open = async (ip: string, transports: ('websocket' | 'polling')[] = ['websocket']) => {
      const socket = await connectSocket(gateway, '/', { ip, transports });
      sockets.push(socket);
      figures.socketsOpened++;
      return socket;
    };

    it('refuses the next socket of a full address, over polling too, while its open ones and other addresses keep working', async () => {
      const ip = uniqueIp();
      const held: ClientSocket[] = [];
      for (let i = 0; i < SOCKETS_PER_IP; i++)
        held.push(await open(ip, i === 0 ? ['polling'] : ['websocket']));
      expect(await admissionOf(gateway, '/', { ip })).toBe('TOO_MANY_CONNECTIONS');
      expect(await admissionOf(gateway, '/', { ip, transports: ['polling'] })).toBe('TOO_MANY_CONNECTIONS');
      // Past the request deadline too: a socket is not a slow request.
      await sleep(REQUEST_TIMEOUT_MS + 500);
      expect(held.map((s) => s.connected)).toEqual(held.map(() => true));
      expect(await admissionOf(gateway, '/', { ip: uniqueIp() })).toBe('connected');
      figures.limitsChecked++;
    });

    it('drops a socket that sends an oversized message, and only that one', async () => {
      const ip = uniqueIp();
      const [victim, neighbour] = [await open(ip), await open(ip)];
      const closed = new Promise<string>((resolve) => victim.once('disconnect', resolve));
      victim.emit('ping:activity', { url: '/'.padEnd(100 * 1024, 'x') });
      expect(await closed).toMatch(/^transport (close|error)$/);
      await sleep(200);
      expect(neighbour.connected).toBe(true);
      figures.limitsChecked++;
    });
  });

  describe('slow clients', () => {
    /** Opens a raw connection, writes `head` then one byte of `trickle` every 100 ms until cut off. */
    function trickle(head: string, drip: string, giveUpMs: number) {
      return new Promise<{ answer: string; cutOff: boolean; sent: number }>((resolve) => {
        const socket: TcpSocket = connectTcp(port, '127.0.0.1');
        let answer = '';
        let sent = 0;
        let timer: NodeJS.Timeout | undefined;
        const deadline = setTimeout(() => finish(false), giveUpMs);
        const finish = (cutOff: boolean) => {
          clearInterval(timer);
          clearTimeout(deadline);
          socket.destroy();
          resolve({ answer, cutOff, sent });
        };
        socket.on('data', (d) => (answer += d.toString()));
        socket.on('close', () => finish(true));
        socket.on('error', () => undefined);
        socket.on('connect', () => {
          socket.write(head);
          timer = setInterval(() => {
            if (!socket.writable) return;
            socket.write(drip[sent % drip.length]);
            sent++;
          }, 100);
        });
      });
    }

    it('cuts off a client that sends its headers a byte at a time (slowloris), while others are served', async () => {
      const slow = trickle(
        'GET /health/live HTTP/1.1\r\nHost: storefront\r\n',
        'X-Padding: slowly\r\n',
        15000,
      );
      await sleep(HEADERS_TIMEOUT_MS / 2);
      const live = await fetch(`${gateway}/health/live`);
      expect(live.status).toBe(200);
      const { answer, cutOff } = await slow;
      expect(cutOff).toBe(true);
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      figures.slowClientsCut++;
    });

    it('cuts off a client that sends its body slowly, and nothing is created', async () => {
      const email = uniqueEmail('slowbody');
      const body = JSON.stringify(signUpBody(email));
      const head = [
        'POST /auth/v1/signup HTTP/1.1',
        'Host: storefront',
        'Content-Type: application/json',
        `Content-Length: ${body.length}`,
        `X-Forwarded-For: ${uniqueIp()}`,
        '',
        '',
      ].join('\r\n');
      const { answer, cutOff, sent } = await trickle(head, body, 15000);
      expect(cutOff).toBe(true);
      expect(sent).toBeLessThan(body.length);
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      const { rows } = await db.query('SELECT count(*)::int AS n FROM auth.users WHERE email = $1', [email]);
      expect(rows[0].n).toBe(0);
      figures.slowClientsCut++;
    });

    it('keeps an idle keep-alive connection usable past the headers deadline', async () => {
      const socket = connectTcp(port, '127.0.0.1');
      await new Promise((r) => socket.once('connect', r));
      const request = 'GET /health/live HTTP/1.1\r\nHost: storefront\r\nConnection: keep-alive\r\n\r\n';
      const answer = () =>
        new Promise<string>((resolve) => socket.once('data', (d) => resolve(d.toString())));
      try {
        let next = answer();
        socket.write(request);
        expect(await next).toMatch(/^HTTP\/1\.1 200 /);
        await sleep(HEADERS_TIMEOUT_MS * 2);
        next = answer();
        socket.write(request);
        expect(await next).toMatch(/^HTTP\/1\.1 200 /);
      } finally {
        socket.destroy();
      }
    });
  });
});
