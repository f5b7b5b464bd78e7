/**
 * The bus and the cache ask who you are. A NATS server started with the generated authorization
 * (libs/contracts/src/bus-permissions.ts) refuses a client without credentials or with a wrong
 * password, and refuses a service's user what its code does not do: the notifications service
 * may not request `credits.balance.adjust`, while the admin service may, and the real credits
 * service, connected as its own user, answers it. A Redis with a password refuses a connection
 * without it (NOAUTH); the services' client with a password still works against a Redis that
 * asks for none.
 */
import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { connect, ErrorCode, JSONCodec, NatsConnection, NatsError, type Status } from 'nats';
import { natsInboxPrefix, type AdjustCreditsReply, type GetBalanceReply } from '@storefront/contracts';
import { derivedNatsPassword } from '@storefront/platform';
import {
  LocalServer,
  installedNatsServer,
  startLocalNats,
  startLocalRedis,
  testNatsSecret,
} from '../support/local-servers';
import { startStack, Stack, waitFor } from '../support/stack';

const codec = JSONCodec();

/** Nest's request packet and reply, as the services' PrefixedClientNats sends and reads them. */
async function nestRequest(nc: NatsConnection, subject: string, data: unknown, timeout = 3000) {
  const msg = await nc.request(subject, codec.encode({ pattern: subject, data, id: randomUUID() }), {
    timeout,
  });
  const reply = codec.decode(msg.data) as { response?: unknown; err?: unknown };
  if (reply.err) throw new Error(`${subject} failed: ${JSON.stringify(reply.err)}`);
  return reply.response;
}

/**
 * A NATS server with the generated authorization: one of this file's own from the installed
 * binary, or else the run's (a containers run starts its NATS with it).
 */
async function authorizedNats(secret: string): Promise<LocalServer> {
  if (installedNatsServer()) return startLocalNats({ secret });
  if (process.env.TEST_NATS_AUTHORIZED === 'true' && process.env.NATS_URL) {
    const url = process.env.NATS_URL;
    return { url, port: Number(new URL(url).port), stop: async () => undefined };
  }
  throw new Error(
    'no NATS with the bus authorization: install nats-server (or set TEST_NATS_SERVER), or run with containers',
  );
}

function asUser(server: LocalServer, user: string, secret: string, name = `test-${user}`) {
  return connect({
    servers: [server.url],
    user,
    pass: derivedNatsPassword(secret, user),
    name,
    // Its replies come to its own inboxes, as the processes' (natsCredentials).
    inboxPrefix: natsInboxPrefix(user),
  });
}

/** The first permission error the server sends on `nc`. */
async function permissionError(nc: NatsConnection): Promise<Status> {
  for await (const status of nc.status()) {
    if (status.type === 'error' && status.permissionContext) return status;
  }
  throw new Error('the connection closed without a permission error');
}

describe('NATS credentials and subject permissions', () => {
  const secret = testNatsSecret();
  let nats: LocalServer;
  let stack: Stack;
  const connections: NatsConnection[] = [];
  const open = async (user: string) => {
    const nc = await asUser(nats, user, secret);
    connections.push(nc);
    return nc;
  };

  beforeAll(async () => {
    nats = await authorizedNats(secret);
    // The real credits service on this server, connected as its user (stack.ts gives each
    // process NATS_USER and a password derived from the run's secret).
    stack = await startStack({ services: ['credits'], gateway: false, env: { NATS_URL: nats.url } });
  });

  afterAll(async () => {
    await Promise.all(connections.map((nc) => nc.close().catch(() => undefined)));
    await stack?.shutdown();
    await nats?.stop();
  });

  it('refuses a client without credentials, or with a wrong password', async () => {
    await expect(connect({ servers: [nats.url], reconnect: false })).rejects.toMatchObject({
      code: ErrorCode.AuthorizationViolation,
    });
    await expect(
      connect({ servers: [nats.url], user: 'notifications', pass: 'not-its-password', reconnect: false }),
    ).rejects.toMatchObject({ code: ErrorCode.AuthorizationViolation });
  });

  it('lets the admin service adjust credits through the credits service, and refuses the notifications service', async () => {
    const prefix = stack.env.NATS_SUBJECT_PREFIX;
    const userId = randomUUID();
    const admin = await open('admin');
    // The credits service answers once it is listening with its own user.
    const adjusted = (await waitFor('the credits service to answer the admin service', () =>
      nestRequest(admin, `${prefix}credits.balance.adjust`, {
        userId,
        amount: 25,
        direction: 'add',
        adminId: randomUUID(),
      }).catch((err) => {
        if (
          err instanceof NatsError &&
          [ErrorCode.NoResponders, ErrorCode.Timeout].includes(err.code as ErrorCode)
        )
          return undefined;
        throw err;
      }),
    )) as AdjustCreditsReply;
    expect(adjusted.balance).toBe(25);

    const notifications = await open('notifications');
    const refused = permissionError(notifications);
    await expect(
      nestRequest(
        notifications,
        `${prefix}credits.balance.adjust`,
        {
          userId,
          amount: 1000,
          direction: 'add',
          adminId: randomUUID(),
        },
        1500,
      ),
    ).rejects.toBeInstanceOf(NatsError);
    const status = await refused;
    expect(status.data).toBe(ErrorCode.PermissionsViolation);
    expect(status.permissionContext).toEqual({
      operation: 'publish',
      subject: `${prefix}credits.balance.adjust`,
    });

    // What its code does ask for is answered, and shows the balance untouched.
    const balance = (await nestRequest(notifications, `${prefix}credits.balance.get`, {
      userId,
    })) as GetBalanceReply;
    expect(balance.balance).toBe(25);
  });

  it('refuses a service publishing another service’s events or answering its requests', async () => {
    const notifications = await open('notifications');
    const refused = permissionError(notifications);
    notifications.publish(
      'auth.user.registered',
      codec.encode({ pattern: 'auth.user.registered', data: {} }),
    );
    expect((await refused).permissionContext).toEqual({
      operation: 'publish',
      subject: 'auth.user.registered',
    });

    const presence = await open('presence');
    const denied = permissionError(presence);
    presence.subscribe('credits.balance.adjust');
    expect((await denied).permissionContext).toMatchObject({
      operation: 'subscription',
      subject: 'credits.balance.adjust',
    });
  });
});

describe('Redis password', () => {
  let redis: LocalServer;
  const clients: Redis[] = [];
  const client = (url: string) => {
    const c = new Redis(url, { maxRetriesPerRequest: 0, retryStrategy: () => null, lazyConnect: true });
    clients.push(c);
    return c;
  };

  beforeAll(async () => {
    redis = await startLocalRedis(`pw-${randomUUID()}`);
  });

  afterAll(async () => {
    await Promise.all(clients.map((c) => c.quit().catch(() => c.disconnect())));
    await redis?.stop();
  });

  it('refuses a connection without the password (NOAUTH) and serves one with it', async () => {
    const without = client(`redis://127.0.0.1:${redis.port}`);
    await expect(without.set('sf:key', '1')).rejects.toThrow(/NOAUTH/);
    const wrong = client(`redis://:wrong@127.0.0.1:${redis.port}`);
    await expect(wrong.ping()).rejects.toThrow(/WRONGPASS|invalid password/i);
    const withPassword = client(redis.url);
    await expect(withPassword.set('sf:key', '1')).resolves.toBe('OK');
    await expect(withPassword.get('sf:key')).resolves.toBe('1');
  });

  it('still works with a password against a Redis that asks for none', async () => {
    const open = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    if (open.password) return; // this run's Redis has a password: nothing to show here
    open.password = 'unused-password';
    const c = client(open.toString());
    await expect(c.ping()).resolves.toBe('PONG');
  });
});
