// Users, sessions and client addresses for the scenarios.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from '../../scripts/lib/workspace.mjs';
import { ADMIN } from './stack.mjs';

const requireAuth = createRequire(join(ROOT, 'services', 'auth', 'package.json'));
const { Algorithm, hash } = requireAuth('@node-rs/argon2');
const requirePlatform = createRequire(join(ROOT, 'libs', 'platform', 'package.json'));
const requireRoot = createRequire(join(ROOT, 'package.json'));

export const PASSWORD = 'Bench-Password-9';

let ipCounter = 1;
/**
 * A client address no other request of the run used. The gateway believes X-Forwarded-For from
 * loopback (TRUST_PROXY's default), so per-address rate limits see each as a different client.
 */
export function nextIp() {
  const n = ipCounter++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255 || 1}`;
}

let passwordHash;
/** One argon2id hash with the auth service's production settings (its config defaults). */
export async function benchPasswordHash() {
  passwordHash ??= hash(PASSWORD, {
    algorithm: Algorithm.Argon2id,
    memoryCost: 19456,
    timeCost: 2,
    parallelism: 1,
  });
  return passwordHash;
}

/** Inserts confirmed, active users `<label>-<i>@bench.test` (i from 1) with PASSWORD; returns their ids. */
export async function seedUsers(db, label, count) {
  const { rows } = await db.query(
    `INSERT INTO auth.users (email, first_name, last_name, password_hash, email_confirmed_at)
     SELECT $1 || '-' || i || '@bench.test', 'Bench', i::text, $3, now() FROM generate_series(1, $2) i
     RETURNING id, email`,
    [label, count, await benchPasswordHash()],
  );
  return rows;
}

/** Signs in through the gateway like the frontend does; returns the access token. */
export async function signIn(baseUrl, email, password) {
  const res = await fetch(`${baseUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
    body: JSON.stringify({ email, password }),
  });
  const body = await res.json();
  if (!res.ok) throw new Error(`sign-in of ${email} answered ${res.status}: ${JSON.stringify(body)}`);
  return { token: body.access_token, userId: body.user?.id };
}

/** The first administrator's authenticator app, added at their first sign-in of the run. */
let adminApp = null;
let lastAppStep = 0;

async function postAuth(baseUrl, path, body, token) {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': nextIp(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const answer = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(`POST ${path} answered ${res.status}: ${JSON.stringify(answer)}`);
  return answer;
}

/** The app's code for a time step the server has not taken yet (each step's code counts once). */
async function nextAppCode(secret) {
  const { Secret, TOTP } = requireAuth('otpauth');
  let step = Math.floor(Date.now() / 30_000);
  if (step <= lastAppStep) {
    await new Promise((resolve) => setTimeout(resolve, (lastAppStep + 1) * 30_000 - Date.now() + 200));
    step = lastAppStep + 1;
  }
  lastAppStep = step;
  return new TOTP({ secret: Secret.fromBase32(secret), period: 30, digits: 6 }).generate({
    timestamp: step * 30_000,
  });
}

/**
 * The first administrator (an owner) signed in as the back office needs them: with a second
 * factor (STAFF_SECOND_FACTOR_REQUIRED otherwise), an authenticator app added at the first sign-in.
 */
export async function signInAdmin(baseUrl) {
  const { token } = await signIn(baseUrl, ADMIN.email, ADMIN.password);
  if (!adminApp) {
    const enrolled = await postAuth(
      baseUrl,
      '/auth/v1/factors',
      { factor_type: 'totp', friendly_name: 'Bench' },
      token,
    );
    adminApp = { factorId: enrolled.id, secret: enrolled.totp.secret };
  }
  const challenge = await postAuth(baseUrl, `/auth/v1/factors/${adminApp.factorId}/challenge`, {}, token);
  const session = await postAuth(
    baseUrl,
    `/auth/v1/factors/${adminApp.factorId}/verify`,
    { challenge_id: challenge.id, code: await nextAppCode(adminApp.secret) },
    token,
  );
  return { token: session.access_token, userId: session.user?.id };
}

/** The public live channel as a signed-in page opens it (access token in the handshake), connected. */
export function connectSocket(baseUrl, token) {
  const { io } = requireRoot('socket.io-client');
  return new Promise((resolve, reject) => {
    const socket = io(baseUrl, {
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      timeout: 20_000,
      auth: { token },
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => reject(new Error(`socket refused: ${err?.data?.code ?? err}`)));
  });
}

/** A NATS connection with the stack's subject prefix, decoding Nest's `{ data }` packets. */
export async function natsEvents(env) {
  const { connect, JSONCodec } = requirePlatform('nats');
  const { natsServers } = requirePlatform('@storefront/platform');
  const nc = await connect({ servers: natsServers(env.NATS_URL), name: 'bench' });
  const codec = JSONCodec();
  return {
    on(subject, handler) {
      nc.subscribe(`${env.NATS_SUBJECT_PREFIX}${subject}`, {
        callback: (err, msg) => {
          if (!err) handler(codec.decode(msg.data).data);
        },
      });
      return nc.flush();
    },
    close: () => nc.drain(),
  };
}

/** The stack's own request/reply bus, as another service would use it. */
export function stackBus(env) {
  const { MessageBus, natsServers, PrefixedClientNats } = requirePlatform('@storefront/platform');
  return new MessageBus(
    new PrefixedClientNats({ servers: natsServers(env.NATS_URL), name: 'bench' }, env.NATS_SUBJECT_PREFIX),
    30_000,
  );
}
